import Cassowary
import Foundation

extension LayoutEngine {
    /// The fields of ``LayoutEngine`` that its hot paths read and write, kept in one
    /// `UncheckedAccessStorage`; each is documented where its property forwards to it.
    @safe struct UncheckedFields {
        var active: [LayoutConstraint] = []
        var nextOrder: Int = 0
        var broken: [LayoutConstraint] = []
        var stranded: [(constraint: Constraint, owner: LayoutConstraint)] = []
        var diagnostics: DiagnosticLog = DiagnosticLog()
        var needsLayout: Bool = true
        var pendingConstraintUpdates: [View] = []
        var unreferencedViews: [View] = []
        var isLayingOut: Bool = false
        var passCount: Int = 0
        var roundCount: Int = 0
        var constantChangeCount: Int = 0
        var lastRoundViewCount: Int = 0
        var laidOutRootFrame: CGRect = CGRect.zero
        var spareMovedViews: MovedViews = MovedViews()
        var spareDirtyViews: [Unmanaged<View>] = unsafe []
        var departedViews: [View] = []
        var pendingSubtrees: [View] = []
        var pendingViews: [View] = []
        var needsFullLayout: Bool = true
        var generation: Int = 0
        var awaitingEnforcement: [LayoutConstraint] = []
        var awaitingCount: Int = 0
    }
}
