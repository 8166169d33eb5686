import Foundation

extension View {
    /// The smallest size to fit to (UIKit's `layoutFittingCompressedSize`): 0×0.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// A size larger than any layout, to fit to (UIKit's
    /// `layoutFittingExpandedSize`): 10,000,000 on each axis.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's own constraints give it closest to `targetSize`,
    /// with both axes held at ``LayoutPriority/fittingSizeLevel`` (pass
    /// ``layoutFittingCompressedSize`` for the smallest size).
    ///
    /// See ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Measures the view on its own: the size that the constraints of its
    /// subtree and its own size constraints — not its constraints to its
    /// superview or siblings — give it when its width is held to
    /// `targetSize.width` at `horizontalFittingPriority` and its height to
    /// `targetSize.height` at `verticalFittingPriority` (UIKit's fitting).
    ///
    /// A measure leaves no trace: no frame changes, no observer is notified,
    /// every constant and the tree's solver are as before. The subtree's
    /// constraints are solved in a scratch solver of their own, so a measure
    /// costs the solver work of the subtree, not a layout pass of the tree;
    /// the scratch solver is kept for the subtree's shape, so measuring a
    /// reused cell, or a new one of a kind measured before, only sets the
    /// constants that differ. A view with no superview (a cell before it is
    /// inserted) measures the same way. The size is the solver's, not
    /// rounded to the pixel grid.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        // A tree without an engine has no constraint: nothing but the
        // target sizes the view, and measuring it makes no engine, unless
        // its views wait for one to make their constraints.
        let root = rootView
        guard let engine = root.engineStorage ?? (root.awaitsEngine ? root.engine : nil) else { return targetSize }
        return engine.fittingSize(
            of: self, targetSize: targetSize, horizontalPriority: horizontalFittingPriority,
            verticalPriority: verticalFittingPriority)
    }

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// as if some constraints of the subtree had other constants: measures
    /// another state of the view (a collapsing bar's expanded one) without
    /// setting a constant.
    package func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority, replacingConstants replaced: [(LayoutConstraint, CGFloat)]
    ) -> CGSize {
        engine.fittingSize(
            of: self, targetSize: targetSize, horizontalPriority: horizontalFittingPriority,
            verticalPriority: verticalFittingPriority,
            replacedConstants: replaced.map { (ObjectIdentifier($0.0), $0.1) })
    }
}
