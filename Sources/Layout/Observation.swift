import Foundation

/// A registration made by `observe(_:changeHandler:)`. Observing stops when
/// the token is released or ``invalidate()``d.
public final class Observation {
    private weak var list: ObserverList?
    private let id: Int

    @usableFromInline
    init(list: ObserverList, id: Int) {
        self.list = list
        self.id = id
    }

    /// Stops observing.
    public func invalidate() {
        list?.remove(id)
        list = nil
    }

    deinit { invalidate() }
}
