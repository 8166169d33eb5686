import Foundation

extension GeometryObserving where Self: ScrollView {
    /// Observes `visibleContentInset`, like `observe(_:changeHandler:)`:
    /// the way to hear changes of `visibleTopInset`, which notify the
    /// observers only once a scroll view has an observer of them (the
    /// collapsing bar sets it on every scroll tick, mostly heard by nobody).
    @inlinable
    package func observeVisibleContentInset(
        changeHandler: @escaping (Self, ObservedChange<EdgeInsets>) -> Void
    ) -> Observation {
        isVisibleInsetObserved = true
        return observe(reading: { $0.visibleContentInset }, changeHandler: changeHandler)
    }
}
