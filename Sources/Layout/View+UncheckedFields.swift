import Cassowary
import Foundation

extension View {
    /// The fields of ``View`` that its hot paths read and write, stored in the
    /// object as one property without run-time exclusivity checks; each is
    /// documented where its property forwards to it.
    @safe struct UncheckedFields {
        var parent: Unmanaged<View>?
        var subviews: [View] = []
        var observerList: ObserverList?
        var engineStorage: LayoutEngine?
        var filedConstraints: [LayoutConstraint] = []
        var ownSizeConstraints: [LayoutConstraint] = []
        var frameStorage: CGRect = .zero
        var isWritingFrame: Bool = false
        var autoresizingStorage: AutoresizingConstraints?
        var referenceCount: Int = 0
        var foreignReferenceCount: Int = 0
        var isArrangedOutsideSolver: Bool = false
        var placesSubviewsOutsideSolver: Bool = false
        var framePlacedSubviewCount: Int = 0
        var layoutOrigin: CGPoint = CGPoint.zero
        var movedMark: Int = 0
        var dirtyMark: Int = 0
        var laidOutMark: Int = 0
        var depth: Int = 0
        var treeStamp: ObjectIdentifier = ObjectIdentifier(View.self)
        var isHidden: Bool = false
        var contentScaleFactor: CGFloat = 3
        var intrinsicConstraintsAwaitEngine: Bool = false
        var constraintUpdateAwaitsEngine: Bool = false
        var storedSafeAreaInsets: EdgeInsets = EdgeInsets.zero
        var intrinsicContentSize: CGSize = CGSize(width: noIntrinsicMetric, height: noIntrinsicMetric)
        var hugging: [LayoutConstraint.Axis: LayoutPriority] = [:]
        var compressionResistance: [LayoutConstraint.Axis: LayoutPriority] = [:]
        var intrinsicWidthConstraints: IntrinsicPair?
        var intrinsicHeightConstraints: IntrinsicPair?
        var intrinsicWeight: Double = 1
    }
}
