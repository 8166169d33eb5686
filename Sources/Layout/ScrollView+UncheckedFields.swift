import Foundation

extension ScrollView {
    /// The fields of ``ScrollView`` that its hot paths read and write, kept in one
    /// `UncheckedAccessStorage`; each is documented where its property forwards to it.
    struct UncheckedFields {
        var storedContentOffset: CGPoint = CGPoint.zero
        var isResting: Bool = true
        var contentInset: EdgeInsets = .zero
        var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
        var visibleTopInset: CGFloat?
        var isVisibleInsetObserved: Bool = false
        var contentSize: CGSize = .zero
        var refreshControl: RefreshControl?
        weak var delegate: ScrollViewDelegate?
        var isDragging: Bool = false
        var isDecelerating: Bool = false
    }
}
