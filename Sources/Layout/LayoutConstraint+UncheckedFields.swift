import Cassowary
import Foundation

extension LayoutConstraint {
    /// The fields of ``LayoutConstraint`` that its hot paths read and write, stored in the
    /// object as one property without run-time exclusivity checks; each is
    /// documented where its property forwards to it.
    struct UncheckedFields {
        var constant: CGFloat = 0
        var intrinsicRole: IntrinsicRole?
        var storedPriority: LayoutPriority = .required
        unowned(unsafe) var engine: LayoutEngine?
        var lastSolverConstraint: Constraint?
        var ownerTag: String?
        var weight: Double = 1
        unowned(unsafe) var filingView: View?
        var activationOrder: Int = 0
        var activeSlot: Int32 = -1
        var filingSlot: Int32 = -1
        var isEnforced: Bool = false
        var isInternal: Bool = false
        var isAutoresizingMask: Bool = false
        var arrangedSide: UInt8 = 0
        var isCountedAsReference: Bool = false
        var isSuspended: Bool = false
        var solverResolution: DirectionResolution = DirectionResolution()
    }
}
