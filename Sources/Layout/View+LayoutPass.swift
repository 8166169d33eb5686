import Foundation

extension View {
    /// The view's top-left corner in root coordinates from its solved
    /// variables, rounded to the pixel grid.
    @inline(__always)
    func roundedOrigin(scale: Double) -> CGPoint {
        let g = geometry
        return CGPoint(x: g.minX.value.roundedToPixel(scale: scale), y: g.minY.value.roundedToPixel(scale: scale))
    }

    /// The view's frame in `superview`'s coordinates from its solved
    /// variables: each edge rounded to the pixel grid in root coordinates,
    /// relative to the superview's rounded origin (``layoutOrigin``, up to
    /// date).
    @inline(__always)
    func roundedFrame(scale: Double, in superview: View) -> CGRect {
        let g = geometry
        let minX = g.minX.value
        let minY = g.minY.value
        let left = minX.roundedToPixel(scale: scale)
        let top = minY.roundedToPixel(scale: scale)
        let right = (minX + g.width.value).roundedToPixel(scale: scale)
        let bottom = (minY + g.height.value).roundedToPixel(scale: scale)
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
