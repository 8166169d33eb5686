import Foundation

extension View {
    /// The view's top-left corner in root coordinates from its solved
    /// variables (or its placed rectangle, see ``layoutRect``), rounded to
    /// the pixel grid.
    @inline(__always)
    func roundedOrigin(scale: Double) -> CGPoint {
        let rect = layoutRect
        return CGPoint(x: rect.minX.pixelRounded(scale: scale), y: rect.minY.pixelRounded(scale: scale))
    }

    /// The view's frame in its superview's coordinates from its solved
    /// variables (or its placed rectangle, see ``layoutRect``): each edge
    /// rounded to the pixel grid in root coordinates, relative to
    /// `parent`, the superview's rounded origin (its ``layoutOrigin``, up
    /// to date).
    ///
    /// The near edges are the view's own ``layoutOrigin``, which must be up
    /// to date (``roundedOrigin(scale:)``, as the pass's first step leaves
    /// it): only the far edges are rounded here.
    @inline(__always)
    func roundedFrame(scale: Double, parentOrigin parent: CGPoint) -> CGRect {
        let rect = layoutRect
        let origin = layoutOrigin
        let right = (rect.minX + rect.width).pixelRounded(scale: scale)
        let bottom = (rect.minY + rect.height).pixelRounded(scale: scale)
        return CGRect(
            x: origin.x - parent.x, y: origin.y - parent.y, width: right - origin.x, height: bottom - origin.y)
    }

    /// Adds the view and its subtree, parents first, to the views a layout
    /// round takes up, skipping those taken up already.
    func collectSubtree(round: Int, into views: inout [Unmanaged<View>]) {
        if dirtyMark != round {
            dirtyMark = round
            unsafe views.append(Unmanaged.passUnretained(self))
        }
        for view in subviews { unsafe view.collectSubtree(round: round, into: &views) }
    }
}

extension CGFloat {
    /// ``roundedToPixel(scale:)``, the same value to the bit, without the
    /// C library call that rounding away from zero compiles to: the layout
    /// pass rounds six coordinates per view it writes.
    @inline(__always)
    func pixelRounded(scale: CGFloat) -> CGFloat {
        let x = self * scale
        guard x.magnitude < 0x1p52 else { return x.rounded(.toNearestOrAwayFromZero) / scale + 0 }
        let whole = CGFloat(Int64(x))  // toward zero
        let fraction = x - whole  // exact
        let rounded = fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
        return rounded / scale + 0  // + 0 turns -0 into 0
    }
}
