import Foundation
import Layout

extension CollectionView {
    /// The fields of ``CollectionView`` that its hot paths read and write, kept in one
    /// `UncheckedAccessStorage`; each is documented where its property forwards to it.
    struct UncheckedFields {
        var orthogonalScrollers: [Int: ScrollView] = [:]
        var cellClasses: [String: CollectionViewCell.Type] = [:]
        var scrollersRevision: Int?
        var animationSerial = 0
        var prefetchState = PrefetchState()
        var reuseQueues: [ReuseQueueKey: [CollectionReusableView]] = [:]
        var realizedViews = RealizedViews()
        var realizationBuffers = RealizationBuffers()
        var dragStartOffsets: [Int: CGPoint] = [:]
        var itemCounts: [Int] = []
        var pendingRequest: CollectionElementKey?
        var dequeuedInRequest: [CollectionReusableView] = []
        var isRealizing = false
        var needsRealizationAgain = false
        var realizationSerial = 0
        var realizedInputs: RealizationInputs?
        var realizedArea: (rect: CGRect, scale: CGFloat)?
        var pendingUpdate: CollectionViewUpdate?
        var updateAnimation: CollectionUpdateAnimation?
        var selectedIndexPaths: Set<IndexPath> = []
    }
}
