import Foundation

extension View {
    /// Writes the frame of this view and its subviews from the solved
    /// variables, each edge rounded to the pixel grid in root coordinates,
    /// and adds each view whose frame changed, and its superview, to `moved`.
    ///
    /// `superview` is the view's superview, passed down the walk (nil for
    /// the root, whose frame is not written here), with its origin in root
    /// coordinates.
    func applyLayout(superview: View?, parentOrigin: CGPoint, scale: Double, depth: Int, moved: inout MovedViews) {
        if let superview {
            let g = geometry
            let minX = g.minX.value.roundedToPixel(scale: scale)
            let minY = g.minY.value.roundedToPixel(scale: scale)
            let maxX = (g.minX.value + g.width.value).roundedToPixel(scale: scale)
            let maxY = (g.minY.value + g.height.value).roundedToPixel(scale: scale)
            layoutOrigin = CGPoint(x: minX, y: minY)
            let newFrame = CGRect(
                x: minX - parentOrigin.x, y: minY - parentOrigin.y, width: maxX - minX, height: maxY - minY)
            if newFrame != frame {
                writeFrame(newFrame)
                moved.insert(superview, depth: depth - 1)
                moved.insert(self, depth: depth)
            }
        } else {
            layoutOrigin = .zero
        }
        let origin = layoutOrigin
        for view in subviews {
            view.applyLayout(superview: self, parentOrigin: origin, scale: scale, depth: depth + 1, moved: &moved)
        }
    }
}
