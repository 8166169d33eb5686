import Foundation

/// What holds a view at the frame its code set, in its superview (UIKit's
/// autoresizing-mask constraints with a fixed mask, or a flexible one that
/// fills the superview).
///
/// While nothing else refers to the view, it is placed by frame: it has no
/// constraints at all and the layout pass writes its frame from the frame
/// the code set, relative to its superview. Once an active constraint refers
/// to it (or to a view placed by constraints inside it), the four required
/// constraints ``constraints`` hold it there instead, in the solver.
final class AutoresizingConstraints {
    /// The constraints while installed: minX and minY from the superview's
    /// origin, then width and height.
    var constraints: [LayoutConstraint] = []
    /// The frame the code set, in the superview's coordinates.
    var frame = CGRect.zero
    /// Whether the view fills its superview's bounds (UIKit's flexible width
    /// and height mask on a frame equal to the superview's bounds) rather
    /// than keeping ``frame``.
    var fillsSuperview = false
    /// Whether the view is placed by frame, without constraints.
    var isPlaced = false
    /// The view's unrounded rectangle in root coordinates while placed by
    /// frame, as of the last layout round.
    var rect = CGRect.zero

    /// The constants for a frame, in the order of ``constraints``.
    static func constants(for frame: CGRect) -> [CGFloat] {
        [frame.minX, frame.minY, frame.width, frame.height]
    }

    /// The constants of ``constraints`` now.
    var constants: [CGFloat] { fillsSuperview ? [0, 0, 0, 0] : Self.constants(for: frame) }
}
