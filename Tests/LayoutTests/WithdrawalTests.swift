import Foundation
import Testing

@testable import Layout

/// What the engine does when the solver cannot take a constraint out (its pivot limit, forced
/// here through the solver's `maximumPivots`): the constraint stays in force, the engine's account
/// says so, the failure is reported, and the removal happens at the next change.
@Suite("Withdrawing constraints the solver cannot remove")
struct WithdrawalTests {
    /// A view whose width a defaultHigh minimum of 50 holds against a cap of 30 at 500 and a
    /// defaultLow wish for 10: withdrawing the minimum makes the solver pivot.
    struct Fixture {
        let log = DiagnosticLog()
        let root: View
        let view: View
        let minimum: LayoutConstraint
        let cap: LayoutConstraint
        let wish: LayoutConstraint

        init() {
            root = makeRoot(log: log)
            view = addView("view", to: root)
            minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
            minimum.priority = .defaultHigh
            cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 30)
            cap.priority = LayoutPriority(500)
            wish = view.widthAnchor.constraint(equalToConstant: 10)
            wish.priority = .defaultLow
            LayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: root.leftAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 20),
                minimum, cap, wish,
            ])
            root.layoutIfNeeded()
        }

        var width: CGFloat {
            root.layoutIfNeeded()
            return view.frame.width
        }

        func limitPivots(_ limit: Int?) { root.engine.solver.maximumPivots = limit }

        func failures(of c: LayoutConstraint) -> Int {
            root.diagnostics.filter { if case .withdrawalFailed(let d) = $0 { return d === c } else { return false } }
                .count
        }
    }

    @Test func aRefusedDeactivationStaysInForceUntilTheNextChange() {
        let f = Fixture()
        #expect(f.width == 50)
        f.limitPivots(0)
        f.minimum.isActive = false
        f.limitPivots(nil)
        #expect(!f.minimum.isActive)
        #expect(f.failures(of: f.minimum) == 1)
        #expect(f.log.received.count == 1)
        #expect(f.log.received.first?.description.hasPrefix("Unable to remove constraint") == true)
        // The solver still holds it, and the engine knows: the width stays.
        #expect(f.width == 50)
        // The next change takes it out, and the report is withdrawn.
        f.wish.constant = 12
        #expect(f.width == 12)
        #expect(f.root.diagnostics.isEmpty)
        // Activated again, it is enforced once: taking it out again frees the width.
        f.minimum.isActive = true
        #expect(f.width == 50)
        f.minimum.isActive = false
        #expect(f.width == 12)
    }

    @Test func aRefusedPriorityChangeKeepsTheOldPriorityInForce() {
        let f = Fixture()
        f.limitPivots(0)
        f.minimum.priority = .defaultLow - 1
        f.limitPivots(nil)
        #expect(f.failures(of: f.minimum) == 1)
        #expect(f.width == 50)
        // Taking it out later works, and clears the report.
        f.minimum.isActive = false
        #expect(f.width == 10)
        #expect(f.root.diagnostics.isEmpty)
    }

    @Test func aRefusedWithdrawalAfterAConflictingConstantKeepsTheOldConstant() {
        let f = Fixture()
        let floor = f.view.widthAnchor.constraint(greaterThanOrEqualToConstant: 60)
        let ceiling = f.view.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        LayoutConstraint.activate([floor, ceiling])
        #expect(f.width == 60)
        f.limitPivots(0)
        floor.constant = 200  // conflicts with the ceiling: the engine withdraws the floor, and cannot
        f.limitPivots(nil)
        #expect(floor.isActive && !floor.isBroken)
        #expect(f.failures(of: floor) == 1)
        #expect(f.width == 60)
        // Deactivated, it goes, and the minimum holds again.
        floor.isActive = false
        #expect(f.width == 50)
        #expect(f.root.diagnostics.isEmpty)
    }
}
