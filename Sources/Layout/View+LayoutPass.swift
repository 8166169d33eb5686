import Foundation

extension View {
    /// The view's top-left corner in root coordinates from its solved
    /// variables (or its placed rectangle, see ``layoutRect``), rounded to
    /// the pixel grid.
    @inline(__always)
    func roundedOrigin(scale: Double) -> CGPoint {
        let rect = layoutRect
        return CGPoint(x: rect.minX.roundedToPixel(scale: scale), y: rect.minY.roundedToPixel(scale: scale))
    }

    /// The view's frame in `superview`'s coordinates from its solved
    /// variables (or its placed rectangle, see ``layoutRect``): each edge rounded to the pixel grid in root coordinates,
    /// relative to the superview's rounded origin (``layoutOrigin``, up to
    /// date).
    @inline(__always)
    func roundedFrame(scale: Double, in superview: View) -> CGRect {
        let rect = layoutRect
        let minX = rect.minX
        let minY = rect.minY
        let left = minX.roundedToPixel(scale: scale)
        let top = minY.roundedToPixel(scale: scale)
        let right = (minX + rect.width).roundedToPixel(scale: scale)
        let bottom = (minY + rect.height).roundedToPixel(scale: scale)
        let parent = superview.layoutOrigin
        return CGRect(x: left - parent.x, y: top - parent.y, width: right - left, height: bottom - top)
    }

    /// Adds the view and its subtree, parents first, to the views a layout
    /// round takes up, skipping those taken up already.
    func collectSubtree(round: Int, into views: inout [View]) {
        if dirtyMark != round {
            dirtyMark = round
            views.append(self)
        }
        for view in subviews { view.collectSubtree(round: round, into: &views) }
    }
}
