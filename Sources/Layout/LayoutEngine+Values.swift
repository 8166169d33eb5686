import Cassowary
import Foundation

// The numbers of a constraint that the layout cannot use, reported in
// UIKit's spirit (UIKit raises for NaN): the kit says what it did instead.

extension LayoutEngine {
    /// Reports, as ``LayoutDiagnostic/invalidValue(reason:constraint:)``, a
    /// constraint the solver refused for a number that is NaN, infinite or
    /// beyond ``Solver/maximumMagnitude``: its constant, its multiplier or,
    /// for the root's own size constraints, the root's frame.
    func reportInvalidValues(of c: LayoutConstraint) {
        let reason: String
        // Without the state ("(active, broken)"), which changes as the
        // constraint is left out: the same numbers give the same text.
        let constraint = c.description.components(separatedBy: "   (").first ?? ""
        if pins.contains(where: { $0 === c }) {
            reason = """
                Layout: the root view '\(root.name)' has a frame or safe area that is not a finite number \
                (\(root.frame)); it is left out of the layout, which keeps its last size.
                """
        } else {
            reason = """
                Layout: the constraint \(constraint) has a constant or multiplier that is NaN, infinite or beyond \
                1e100 in size (constant \(c.constant), multiplier \(c.multiplier)); it is left out of the layout.
                """
        }
        report(.invalidValue(reason: reason, constraint: c))
    }

    /// Notes that the solver took a constraint's numbers: what was said
    /// about them before is taken out, unless it asks for a negative width or
    /// height — laid out as asked (the frame's size is negative), as UIKit
    /// does, and reported once.
    func noteValuesAccepted(of c: LayoutConstraint) {
        guard c.constant < 0, c.second == nil, c.first.attribute == .width || c.first.attribute == .height,
            c.relation != .lessThanOrEqual, !c.isInternal
        else { return diagnostics.remove(kind: LayoutDiagnostic.invalidValueKind, of: c) }
        let constraint = c.description.components(separatedBy: "   (").first ?? ""
        report(
            .invalidValue(
                reason: """
                    Layout: the constraint \(constraint) asks for a negative \(c.first.attribute.rawValue); \
                    the frame is laid out with it, and its size is negative.
                    """, constraint: c))
    }
}
