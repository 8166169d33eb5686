import Foundation

extension View {
    /// Reports a diagnostic found outside the kit (a collection layout's
    /// overflow) as the kit reports its own: added to the root's
    /// ``diagnostics`` and handed to its ``onDiagnostic``.
    package func reportDiagnostic(_ diagnostic: LayoutDiagnostic) {
        engine.report(diagnostic)
    }

    /// Takes the diagnostics that are no longer in force out of the root's
    /// ``diagnostics``; nothing is reported.
    package func withdrawDiagnostics(where isWithdrawn: (LayoutDiagnostic) -> Bool) {
        rootView.engineStorage?.diagnostics.removeAll(where: isWithdrawn)
    }

    /// How many diagnostics the view's tree dropped, oldest first, because
    /// more than 1,000 were in force at once (see ``diagnostics``).
    public var droppedDiagnosticCount: Int { engine.diagnostics.droppedCount }

    /// The work the tree's diagnostics list has done so far, in entries read
    /// or written: for tests that prove activation does not scan it.
    package var diagnosticLogWork: Int { engine.diagnostics.work }
}
