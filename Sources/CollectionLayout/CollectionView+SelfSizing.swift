import Foundation

extension CollectionView {
    /// Measures a newly realized view if its element's size is estimated
    /// and not measured yet, and records the
    /// size in the layout: everything after the element moves, and when the
    /// element starts above the visible top (`contentOffset` plus the
    /// adjusted top inset, along the scroll axis) the offset moves by the
    /// same amount, so that what the user sees stays still.
    ///
    /// The view is measured by its
    /// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``
    /// before it is placed: a reused view's previous frame does not count.
    ///
    /// - Returns: Whether the layout changed (the element's attributes, or
    ///   those of other elements, are not what they were).
    func measure(_ view: CollectionReusableView, at attributes: CollectionViewLayoutAttributes) -> Bool {
        let layout = collectionViewLayout
        guard let axes = layout.unmeasuredEstimatedAxes(of: attributes) else { return false }
        view.estimatedAxes = axes
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        var size = attributes.size
        if axes.width { size.width = preferred.size.width }
        if axes.height { size.height = preferred.size.height }
        let delta: CGFloat
        do {
            if attributes.representedElementCategory == .cell {
                delta = try layout.setMeasuredSize(size, forItemAt: attributes.indexPath)
            } else {
                delta = try layout.setMeasuredSize(
                    size, forSupplementaryOfKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
            }
        } catch {
            // Recorded by the layout; the estimate stays.
            return false
        }
        let axis = layout.configuration.scrollDirection.axis
        let visibleTop =
            axis == .vertical
            ? contentOffset.y + adjustedContentInset.top : contentOffset.x + adjustedContentInset.left
        if delta != 0 && attributes.frame.minimum(along: axis) < visibleTop {
            if axis == .vertical { contentOffset.y += delta } else { contentOffset.x += delta }
        }
        return size != attributes.size || delta != 0
    }
}
