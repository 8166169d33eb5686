import Cassowary
import Foundation

extension View {
    /// Which of the frame's attributes the constraints leave free: any of
    /// `.left` (x), `.top` (y), `.width` and `.height`, in that order. Empty
    /// exactly when ``hasAmbiguousLayout`` is false. (Ours: UIKit has only
    /// the yes-or-no answer.)
    public var ambiguousAttributes: [LayoutConstraint.Attribute] {
        let solver = builtEngine.solver
        if isPlacedByFrame || (isArrangedOutsideSolver && superview?.placesSubviewsOutsideSolver == true) { return [] }
        let g = geometry
        let candidates: [(LayoutConstraint.Attribute, Variable)] = [
            (.left, g.minX), (.top, g.minY), (.width, g.width), (.height, g.height),
        ]
        return candidates.filter { solver.isAmbiguous($0.1) }.map(\.0)
    }

    /// The active constraints of the view's tree that involve the view's
    /// variables on an axis (its x and width, or its y and height), in
    /// activation order (UIKit's debugging method).
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        constraintsAffectingLayout.filter { c in
            c.sides.contains { side in side.geometry === geometry && side.attribute.axis == axis }
        }
    }
}

extension LayoutConstraint {
    /// Both sides of the constraint (one for a constraint against a constant).
    var sides: [Side] { [first] + (second.map { [$0] } ?? []) }
}
