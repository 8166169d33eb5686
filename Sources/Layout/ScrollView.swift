import Foundation
import UncheckedAccess

/// A view whose content moves under its bounds (UIKit's `UIScrollView`),
/// scrolled by gestures played against a ``FrameClock``.
///
/// The bounds origin is the ``contentOffset``: setting the offset changes
/// ``View/bounds``, so bounds observers hear every scroll. Subviews are laid
/// out unscrolled, in content coordinates (their frames do not move when the
/// offset does).
///
/// The content can scroll vertically from the resting top offset
/// ``restingTopOffset`` (`−adjustedContentInset.top`) to
/// ``restingBottomOffset``; the offset itself is never clamped, so a drag
/// can pull past either end (overscroll) and setting any offset is honoured.
///
/// Gestures (see `ScrollView+Gestures.swift`): ``beginDragging()``,
/// ``drag(to:)-(CGFloat)``, ``endDragging(velocity:)`` decelerate on ``clock``;
/// ``setContentOffset(_:animated:)`` and ``tapStatusBar()`` animate on it.
/// A new gesture or offset animation interrupts the one running.
///
/// Observable with `observe(_:changeHandler:)`: ``contentOffset`` (and
/// ``View/bounds``), ``contentInset``, ``contentSize``, ``adjustedContentInset``
/// (when the inset or the adjustment behaviour changes; a change of the
/// root's safe area is not announced), ``isDragging``, ``isDecelerating`` and
/// `refreshControl?.isRefreshing`.
open class ScrollView: View {
    /// How the safe area is added to ``contentInset`` to make
    /// ``adjustedContentInset`` (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
    ///
    /// In this kit, content scrolls vertically and the safe area is added
    /// on the top and bottom edges only, by every behaviour but ``never``
    /// (UIKit's `.automatic` and `.scrollableAxes` decide per axis from the
    /// scrollable directions and view controllers, which the kit does not
    /// have; its `.always` adds the left and right edges too).
    public enum ContentInsetAdjustmentBehavior: Sendable {
        /// Adds the safe area's top and bottom (the default).
        case automatic
        /// Adds the safe area's top and bottom (the scrollable axis is vertical).
        case scrollableAxes
        /// Adds nothing: ``ScrollView/adjustedContentInset`` is ``ScrollView/contentInset``.
        case never
        /// Adds the safe area's top and bottom.
        case always
    }

    /// How quickly a released drag slows down: the fraction of its velocity
    /// kept after each millisecond (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The velocity kept per millisecond, between 0 and 1 (exclusive).
        public var rawValue: CGFloat

        /// Creates a rate from the velocity kept per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIKit's normal rate, 0.998: a flick of 2 pt/ms travels 998 points.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99: a flick of 2 pt/ms travels 198 points.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The duration of ``setContentOffset(_:animated:)``'s animation and of
    /// the default scroll to the top: 0.3 seconds (ours).
    public static let scrollAnimationDuration: TimeInterval = 0.3

    // MARK: Offset and insets

    /// The point of the content shown at the bounds' top-left corner: the
    /// bounds origin. Setting it notifies the observers of `contentOffset`
    /// and `bounds`, then calls the delegate's
    /// ``ScrollViewDelegate/scrollViewDidScroll(_:)``, for every real change.
    /// Setting it does not stop a running deceleration or animation (their
    /// next frame sets their own value); ``setContentOffset(_:animated:)`` does.
    ///
    /// A new scroll view rests at its top: until its offset is first set (by
    /// code or a gesture), `contentOffset.y` is the ``restingTopOffset`` and
    /// follows it as ``contentInset``, the adjustment behaviour or the safe
    /// area change (UIKit's adjustment at the first layout). A change of the
    /// inset or of the adjustment behaviour that moves it is announced like
    /// a scroll; a change of the root's safe area is not. Once set, the
    /// offset changes only when told.
    ///
    /// The accessors are inlined where they are used: `contentOffset.y = y`
    /// then reads and writes the whole offset directly, instead of calling a
    /// modify coroutine (whose frame would be allocated on every scroll).
    @inlinable
    public final var contentOffset: CGPoint {
        get { currentContentOffset }
        set { updateContentOffset(newValue) }
    }

    /// The offset ``contentOffset`` reads.
    @usableFromInline
    final var currentContentOffset: CGPoint {
        isResting ? CGPoint(x: storedContentOffset.x, y: restingTopOffset) : storedContentOffset
    }

    /// Sets the offset and announces a real change (see ``contentOffset``).
    @usableFromInline
    final func updateContentOffset(_ newValue: CGPoint) {
        let oldValue = currentContentOffset
        isResting = false
        storedContentOffset = newValue
        guard newValue != oldValue else { return }
        notifyObservers()
        delegate?.scrollViewDidScroll(self)
    }

    /// The fields that the hot paths read and write, stored without
    /// run-time exclusivity checks (see `UncheckedAccessStorage`).
    let scrollFields = UncheckedAccessStorage(ScrollView.UncheckedFields())

    /// The offset last set; its `y` is not used while ``isResting``.
    private var storedContentOffset: CGPoint {
        get { scrollFields.value.storedContentOffset }
        _modify { yield &scrollFields.value.storedContentOffset }
    }

    /// Whether the offset has never been set, so that it follows the
    /// resting top offset (see ``contentOffset``).
    private(set) var isResting: Bool {
        get { scrollFields.value.isResting }
        _modify { yield &scrollFields.value.isResting }
    }

    override var boundsOrigin: CGPoint { contentOffset }

    /// Room added around the content (UIKit's `contentInset`); observable.
    public var contentInset: EdgeInsets {
        get { scrollFields.value.contentInset }
        set {
            let oldValue = scrollFields.value.contentInset
            scrollFields.value.contentInset = newValue
            guard contentInset != oldValue else { return }
            let oldTop = adjustedTopInset(contentInset: oldValue, behavior: contentInsetAdjustmentBehavior)
            notifyObservers()
            announceRestingScroll(fromAdjustedTop: oldTop)
        }
    }

    /// How the safe area is added to the content inset; `.automatic` by default.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { scrollFields.value.contentInsetAdjustmentBehavior }
        set {
            let oldValue = scrollFields.value.contentInsetAdjustmentBehavior
            scrollFields.value.contentInsetAdjustmentBehavior = newValue
            guard contentInsetAdjustmentBehavior != oldValue else { return }
            let oldTop = adjustedTopInset(contentInset: contentInset, behavior: oldValue)
            notifyObservers()
            announceRestingScroll(fromAdjustedTop: oldTop)
        }
    }

    /// The top of ``adjustedContentInset`` for an inset and a behaviour.
    private func adjustedTopInset(contentInset: EdgeInsets, behavior: ContentInsetAdjustmentBehavior) -> CGFloat {
        behavior == .never ? contentInset.top : contentInset.top + safeAreaInsets.top
    }

    /// Tells the delegate that a resting offset moved with the inset (the
    /// observers have heard it with the inset's change).
    private func announceRestingScroll(fromAdjustedTop oldTop: CGFloat) {
        guard isResting, oldTop != adjustedContentInset.top else { return }
        delegate?.scrollViewDidScroll(self)
    }

    /// The inset the scrolling uses: ``contentInset`` plus the top and bottom
    /// of the root's safe area (``View/safeAreaInsets``), or ``contentInset``
    /// alone for ``ContentInsetAdjustmentBehavior/never``.
    public var adjustedContentInset: EdgeInsets {
        var insets = contentInset
        guard contentInsetAdjustmentBehavior != .never else { return insets }
        let safeArea = safeAreaInsets
        insets.top += safeArea.top
        insets.bottom += safeArea.bottom
        return insets
    }

    /// How far below the bounds' top the content area the user sees
    /// uncovered begins, when a bar drawn over the scroll view covers less
    /// of it than `adjustedContentInset`'s top says: a collapsing bar
    /// keeps its expanded height as the inset (the range it collapses over)
    /// and sets this to its current height. Nil, the default, means
    /// `adjustedContentInset.top`. Observable through
    /// `observeVisibleContentInset(changeHandler:)` only: a collapsing bar
    /// sets it on every scroll tick, and the observers of a scroll view that
    /// nobody watches it on are not asked.
    package var visibleTopInset: CGFloat? {
        get { scrollFields.value.visibleTopInset }
        set {
            let oldValue = scrollFields.value.visibleTopInset
            scrollFields.value.visibleTopInset = newValue
            if isVisibleInsetObserved && visibleTopInset != oldValue { notifyObservers() }
        }
    }

    /// Whether an observer watches `visibleContentInset`
    /// (`observeVisibleContentInset(changeHandler:)`): only then does a
    /// change of `visibleTopInset` notify the observers.
    @usableFromInline var isVisibleInsetObserved: Bool {
        get { scrollFields.value.isVisibleInsetObserved }
        _modify { yield &scrollFields.value.isVisibleInsetObserved }
    }

    /// The insets of the content area the user sees uncovered:
    /// `adjustedContentInset` with its top at `visibleTopInset` when set.
    /// What sticks to the visible top (a pinned header) sticks under it.
    @usableFromInline package var visibleContentInset: EdgeInsets {
        var insets = adjustedContentInset
        if let visibleTopInset { insets.top = visibleTopInset }
        return insets
    }

    /// The size of the scrollable content; observable. The kit does not
    /// compute it from constraints: set it.
    public var contentSize: CGSize {
        get { scrollFields.value.contentSize }
        set {
            let oldValue = scrollFields.value.contentSize
            scrollFields.value.contentSize = newValue
            if contentSize != oldValue { notifyObservers() }
        }
    }

    /// The vertical offset at rest at the top: `−adjustedContentInset.top`.
    public var restingTopOffset: CGFloat { -adjustedContentInset.top }

    /// The largest vertical offset at rest, with the content's bottom (plus
    /// the adjusted bottom inset) at the bounds' bottom:
    /// `max(contentSize.height + adjustedContentInset.bottom − bounds.height, restingTopOffset)`.
    public var restingBottomOffset: CGFloat {
        let insets = adjustedContentInset
        return max(contentSize.height + insets.bottom - frame.height, -insets.top)
    }

    // MARK: Configuration

    /// Whether a status-bar tap scrolls to the top (``tapStatusBar()``); true by default.
    public var scrollsToTop = true

    /// The refresh control, if any. The scroll view's observers hear its
    /// ``RefreshControl/isRefreshing`` changes (`\.refreshControl?.isRefreshing`).
    public var refreshControl: RefreshControl? {
        get { scrollFields.value.refreshControl }
        set {
            let oldValue = scrollFields.value.refreshControl
            scrollFields.value.refreshControl = newValue
            guard refreshControl !== oldValue else { return }
            if oldValue?.scrollView === self { oldValue?.scrollView = nil }
            refreshControl?.scrollView?.refreshControl = nil
            refreshControl?.scrollView = self
            notifyObservers()
        }
    }

    /// How quickly a released drag slows down; ``DecelerationRate/normal`` by default.
    public var decelerationRate: DecelerationRate = .normal

    /// The delegate, held weakly.
    public var delegate: ScrollViewDelegate? {
        get { scrollFields.value.delegate }
        _modify { yield &scrollFields.value.delegate }
    }

    /// Moves the target of a released drag before the delegate is asked: a
    /// container that owns the scroll view snaps it (a collection view's
    /// orthogonal section, by its scrolling behaviour). Nil keeps the projection.
    package var releaseTargetAdjustment: ((ScrollView, _ velocity: CGPoint, _ target: inout CGPoint) -> Void)?

    /// The clock that drives deceleration and animations; a 60 Hz clock of
    /// its own by default. Share one clock between views to step them
    /// together. Replacing it stops a running deceleration or animation.
    public var clock = FrameClock() {
        didSet {
            if clock !== oldValue { stopScrolling() }
        }
    }

    /// Replaces the animation of a status-bar tap's scroll to the top.
    ///
    /// Called with the scroll view, the offset `y` to reach (the
    /// ``restingTopOffset``) and a completion to call once the offset is
    /// there; the completion sends ``ScrollViewDelegate/scrollViewDidScrollToTop(_:)``.
    /// Animate with ``animateContentOffset(to:duration:timing:completion:)``
    /// so that a drag interrupts the animation. Nil (the default) uses
    /// ``setContentOffset(_:animated:)``'s ease-out; a subclass can override
    /// ``animateScrollToTop(to:completion:)`` instead.
    public var scrollToTopAnimator: ((ScrollView, CGFloat, _ completion: @escaping () -> Void) -> Void)?

    // MARK: State

    /// Whether a drag is under way (between ``beginDragging()`` and
    /// ``endDragging(velocity:)``); observable.
    public internal(set) var isDragging: Bool {
        get { scrollFields.value.isDragging }
        set {
            let oldValue = scrollFields.value.isDragging
            scrollFields.value.isDragging = newValue
            if isDragging != oldValue { notifyObservers() }
        }
    }

    /// Whether the scroll view is decelerating after a drag; observable.
    public internal(set) var isDecelerating: Bool {
        get { scrollFields.value.isDecelerating }
        set {
            let oldValue = scrollFields.value.isDecelerating
            scrollFields.value.isDecelerating = newValue
            if isDecelerating != oldValue { notifyObservers() }
        }
    }

    /// The deceleration or animation running on the clock.
    private var animation: (clock: FrameClock, id: FrameClock.CallbackID, interrupted: () -> Void)?
    /// Increased by every new animation, so a frame can tell whether its
    /// animation is still the running one.
    private var animationGeneration = 0

    // MARK: Description

    /// The content offset when it is not zero, as `contentOffset = {0, -120}`.
    open override var descriptionDetails: [String] {
        var details = super.descriptionDetails
        if contentOffset != .zero {
            let x = formatLayoutNumber(Double(contentOffset.x))
            let y = formatLayoutNumber(Double(contentOffset.y))
            details.append("contentOffset = {\(x), \(y)}")
        }
        return details
    }

    // MARK: Animation

    /// Animates the scroll to the top after a status-bar tap. The default
    /// calls ``scrollToTopAnimator`` when set, else eases out over
    /// ``scrollAnimationDuration`` like ``setContentOffset(_:animated:)``.
    ///
    /// - Parameters:
    ///   - offsetY: the vertical offset to reach (the ``restingTopOffset``).
    ///   - completion: call it once the offset is there (not when
    ///     interrupted); it sends ``ScrollViewDelegate/scrollViewDidScrollToTop(_:)``.
    open func animateScrollToTop(to offsetY: CGFloat, completion: @escaping () -> Void) {
        if let scrollToTopAnimator {
            scrollToTopAnimator(self, offsetY, completion)
            return
        }
        animateContentOffset(
            to: CGPoint(x: contentOffset.x, y: offsetY), duration: Self.scrollAnimationDuration,
            completion: { finished in
                if finished { completion() }
            })
    }

    /// Animates the content offset on ``clock``: on the *n*-th of *N* frames
    /// (*N* = ``FrameClock/frameCount(forDuration:framesPerSecond:)``) the offset
    /// is `start + (offset − start)·timing(n/N)`; the last frame sets exactly
    /// `offset`. Interrupts the running deceleration or animation.
    ///
    /// No delegate message is sent but ``ScrollViewDelegate/scrollViewDidScroll(_:)``.
    ///
    /// - Parameters:
    ///   - offset: the offset to reach.
    ///   - duration: the duration in seconds; 0 or less sets the offset at once.
    ///   - timing: maps the fraction of time elapsed (0…1) to the fraction of
    ///     the distance covered; values above 1 overshoot. Ease-out by default.
    ///   - completion: called with true when the offset has been reached, or
    ///     false when the animation was interrupted.
    public func animateContentOffset(
        to offset: CGPoint, duration: TimeInterval, timing: @escaping (Double) -> Double = ScrollView.easeOut,
        completion: ((Bool) -> Void)? = nil
    ) {
        stopScrolling()
        guard duration > 0 else {
            contentOffset = offset
            completion?(true)
            return
        }
        let start = contentOffset
        let frames = FrameClock.frameCount(forDuration: duration, framesPerSecond: clock.framesPerSecond)
        runAnimation(
            sample: { frame in
                guard frame < frames else { return (offset, true) }
                let f = CGFloat(timing(Double(frame) / Double(frames)))
                return (CGPoint(x: start.x + (offset.x - start.x) * f, y: start.y + (offset.y - start.y) * f), false)
            },
            finished: { completion?(true) },
            interrupted: { completion?(false) })
    }

    /// The default timing curve: cubic ease-out, `1 − (1 − t)³`.
    public static func easeOut(_ t: Double) -> Double {
        let u = 1 - t
        return 1 - u * u * u
    }

    /// Runs a deceleration or animation on the clock, one sample per frame
    /// (frames counted from 1), until a sample says it is the last.
    /// `finished` runs after the last frame; `interrupted` if
    /// ``stopScrolling()`` stops it first.
    func runAnimation(
        sample: @escaping (Int) -> (offset: CGPoint, isLast: Bool), finished: @escaping () -> Void,
        interrupted: @escaping () -> Void
    ) {
        stopScrolling()
        animationGeneration += 1
        let generation = animationGeneration
        var frame = 0
        let id = clock.schedule { [weak self] _ in
            guard let self, self.animationGeneration == generation else { return false }
            frame += 1
            let (offset, isLast) = sample(frame)
            self.contentOffset = offset
            // An observer or the delegate may have started something else.
            guard self.animationGeneration == generation else { return false }
            guard isLast else { return true }
            self.animation = nil
            self.animationGeneration += 1
            finished()
            return false
        }
        animation = (clock, id, interrupted)
    }

    /// Stops the running deceleration or animation where it is: no further
    /// frame, no end message to the delegate; an animation's completion gets
    /// false. Does nothing when nothing runs.
    func stopScrolling() {
        guard let running = animation else { return }
        animation = nil
        animationGeneration += 1
        running.clock.cancel(running.id)
        isDecelerating = false
        running.interrupted()
    }
}
