import Foundation
import Layout
import Testing

/// Issue 24: activating the same bad constraint 100k times kept 100,001
/// diagnostics, wrote each to standard error, and every later activation
/// scanned the list (2000 activations went from 8.6 ms to 464 ms).
@Suite("The diagnostics list is bounded")
struct DiagnosticsBoundTests {
    /// Two trees, and a constraint between them that cannot be activated.
    func crossingConstraint(_ log: DiagnosticLog) -> (View, LayoutConstraint) {
        let first = makeRoot("first", log: log)
        let a = addView("a", to: first)
        let b = addView("b", to: makeRoot("second"))
        return (first, a.topAnchor.constraint(equalTo: b.bottomAnchor))
    }

    @Test func theSameBadConstraintIsKeptAndDeliveredOnce() {
        let log = DiagnosticLog()
        let (root, c) = crossingConstraint(log)
        for _ in 0..<100_000 { c.isActive = true }
        #expect(root.diagnostics.count == 1)
        #expect(log.received.count == 1)
        #expect(root.droppedDiagnosticCount == 0)
    }

    /// Work is counted in entries of the list read or written, not timed.
    @Test func activationDoesNotScanTheList() {
        func workPerActivation(_ n: Int, distinct: Bool) -> Double {
            let log = DiagnosticLog()
            let first = makeRoot("first", log: log)
            let a = addView("a", to: first)
            let b = addView("b", to: makeRoot("second"))
            let same = a.topAnchor.constraint(equalTo: b.bottomAnchor)
            let fine = a.widthAnchor.constraint(equalToConstant: 10)
            let before = first.diagnosticLogWork
            for _ in 0..<n {
                (distinct ? a.topAnchor.constraint(equalTo: b.bottomAnchor) : same).isActive = true
                // A good constraint activated and deactivated among them.
                fine.isActive = true
                fine.isActive = false
            }
            return Double(first.diagnosticLogWork - before) / Double(n)
        }
        #expect(workPerActivation(2000, distinct: false) <= workPerActivation(20, distinct: false))
        // Past the cap of 1000, dropping the oldest and compacting the list
        // adds an amortised half an entry per activation; a scan would add
        // hundreds (the list's length).
        #expect(workPerActivation(2000, distinct: true) <= workPerActivation(20, distinct: true) + 1)
    }

    @Test func theOldestAreDroppedAndCountedPastTheCap() {
        let log = DiagnosticLog()
        let first = makeRoot("first", log: log)
        let a = addView("a", to: first)
        let b = addView("b", to: makeRoot("second"))
        let constraints = (0..<1500).map { i in
            let c = a.topAnchor.constraint(equalTo: b.bottomAnchor)
            c.identifier = "c\(i)"
            return c
        }
        for c in constraints { c.isActive = true }
        #expect(log.received.count == 1500)
        #expect(first.diagnostics.count == 1000)
        #expect(first.droppedDiagnosticCount == 500)
        #expect(first.diagnostics.first?.constraint === constraints[500])
        #expect(first.diagnostics.last?.constraint === constraints[1499])
    }

    /// A diagnostic that changes is delivered again and replaces the old one.
    @Test func aChangedDiagnosticReplacesTheOld() {
        let log = DiagnosticLog()
        let root = makeRoot("root", log: log)
        let a = addView("a", to: root)
        let required = a.widthAnchor.constraint(equalToConstant: 10)
        required.isActive = true
        required.priority = .defaultHigh
        required.priority = .defaultHigh
        #expect(log.received.count == 1)
        required.priority = .defaultLow
        #expect(log.received.count == 2)
        #expect(root.diagnostics.count == 1)
        #expect(root.diagnostics.first?.description.contains("250") == true)
    }
}
