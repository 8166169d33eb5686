import Foundation

/// The pull-to-refresh state of a scroll view (UIKit's `UIRefreshControl`,
/// without the spinner): assign it to ``ScrollView/refreshControl``.
///
/// A refresh control never changes the scroll view's insets by itself; its
/// owner does (UIKit moves the content down by ``height-swift.type.property``
/// while refreshing).
/// To hear when refreshing begins or ends, observe ``isRefreshing``:
///
/// ```swift
/// let token = refreshControl.observe(\.isRefreshing) { control, change in
///     if !change.newValue { bar.refreshDidEnd() }
/// }
/// ```
///
/// The owning scroll view's observers hear it too, through a key path such
/// as `\.refreshControl?.isRefreshing`. This is a plain object, not a view:
/// it takes no part in layout and does not show in descriptions.
public final class RefreshControl {
    /// The height a refreshing control takes above the content (60, UIKit).
    public static let height: CGFloat = 60

    /// The height a refreshing control takes above the content:
    /// ``RefreshControl/height-swift.type.property``.
    public var height: CGFloat { Self.height }

    /// The scroll view whose ``ScrollView/refreshControl`` this is.
    public internal(set) weak var scrollView: ScrollView?

    let observers = ObserverList()

    /// Creates a control that is not refreshing.
    public init() {}

    /// Whether a refresh is under way. Observable: changes are delivered to
    /// this control's observers, then to its scroll view's.
    public private(set) var isRefreshing = false {
        didSet {
            guard isRefreshing != oldValue else { return }
            observers.didChange(self)
            if let scrollView { scrollView.notifyObservers() }
        }
    }

    /// Starts refreshing (does nothing if refreshing already). Does not move
    /// the content.
    public func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends refreshing (does nothing if not refreshing); observers of
    /// ``isRefreshing`` hear the change before this returns.
    public func endRefreshing() {
        isRefreshing = false
    }

    /// Observes a property of the control, such as ``isRefreshing``, with the
    /// kit's observation rules (see `View.observe(_:changeHandler:)`): the
    /// handler is called synchronously after each real change, with the old
    /// and new values, in the order observers registered; changes made from
    /// inside an observer are delivered after it returns.
    ///
    /// - Returns: a token; observing stops when it is released or invalidated.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<RefreshControl, Value>,
        changeHandler: @escaping (RefreshControl, ObservedChange<Value>) -> Void
    ) -> Observation {
        var last = self[keyPath: keyPath]
        var recorded: [ObservedChange<Value>] = []
        var head = 0
        let registration = observers.add(
            check: { object, nested in
                guard let object = object as? RefreshControl else { return false }
                let value = object[keyPath: keyPath]
                guard value != last else { return false }
                recorded.append(ObservedChange(oldValue: last, newValue: value, isNested: nested))
                last = value
                return true
            },
            deliver: { [weak self] in
                let change = recorded[head]
                head += 1
                if head == recorded.count {
                    recorded.removeAll(keepingCapacity: true)
                    head = 0
                }
                if let self { changeHandler(self, change) }
            })
        return Observation(registration: registration)
    }
}
