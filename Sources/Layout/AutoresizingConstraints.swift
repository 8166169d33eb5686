import Foundation

/// The four required constraints that hold a view at the frame its code
/// set, in its superview (UIKit's autoresizing-mask constraints with a
/// fixed mask): x, y, width and height.
final class AutoresizingConstraints {
    /// The constraints while installed: minX and minY from the superview's
    /// origin, then width and height.
    var constraints: [LayoutConstraint] = []

    /// The constants for a frame, in the order of ``constraints``.
    static func constants(for frame: CGRect) -> [CGFloat] {
        [frame.minX, frame.minY, frame.width, frame.height]
    }
}
