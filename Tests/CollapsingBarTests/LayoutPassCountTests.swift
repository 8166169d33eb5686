import Foundation
import Testing

@testable import CollapsingBar
@testable import Layout

/// What one change to the bar's scene cost: layout passes, collapse
/// applications and constant changes.
struct ChangeCost: Equatable, CustomStringConvertible {
    var passes: Int
    var collapses: Int
    var constants: Int

    var description: String { "\(passes) passes, \(collapses) collapses, \(constants) constants" }

    /// Runs `change` on the scene and reports what it cost; every frame is
    /// current at the end (no layout is left pending).
    static func of(_ scene: BarScene, _ change: () -> Void) -> ChangeCost {
        let engine = scene.screen.engine
        let passes = engine.passCount
        let collapses = scene.bar.collapseApplicationCount
        let constants = engine.constantChangeCount
        change()
        #expect(!engine.needsLayout)
        return ChangeCost(
            passes: engine.passCount - passes, collapses: scene.bar.collapseApplicationCount - collapses,
            constants: engine.constantChangeCount - constants)
    }
}

@Suite("One layout pass per change")
struct LayoutPassCountTests {
    @Test func hidingAPanelIsOnePass() {
        let scene = BarScene()
        var passesSeen = 0
        scene.screen.didLayout = { _ in passesSeen += 1 }
        let cost = ChangeCost.of(scene) {
            scene.bar.closablePanel.isHidden = true
            scene.screen.layoutIfNeeded()
        }
        // The bar notices in its layoutSubviews, measures without a pass, sets
        // the inset and applies the rebuilt collapse once; at rest no constant moves.
        #expect(cost == ChangeCost(passes: 1, collapses: 1, constants: 0))
        #expect(passesSeen == 1)
        #expect(scene.modelMismatches().isEmpty)
        #expect(abs(scene.scrollView.contentInset.top - (47 + 236 + 1.0 / 3 - 44)) < 1e-9)
        #expect(abs(scene.sweep) < 1e-9)  // still at rest
    }

    @Test func hidingAPanelMidScrollIsOnePass() {
        let scene = BarScene()
        scene.scroll(toSweep: 30)
        let cost = ChangeCost.of(scene) {
            scene.bar.closablePanel.isHidden = true
            scene.screen.layoutIfNeeded()
        }
        // The inset loses 44, the content stays: the sweep goes from 30 to
        // −14, so the gap stretches 14 and the search panel and field open
        // (three constants), applied once, in the same pass.
        #expect(cost == ChangeCost(passes: 1, collapses: 1, constants: 3))
        #expect(abs(scene.sweep + 14) < 1e-9)
        #expect(scene.modelMismatches().isEmpty)
    }

    @Test func aScrollTickIsOnePass() {
        let scene = BarScene()
        scene.scroll(toSweep: 30)
        let cost = ChangeCost.of(scene) { scene.scroll(toSweep: 31) }
        // The search panel and its field each lose a point.
        #expect(cost == ChangeCost(passes: 1, collapses: 1, constants: 2))
        #expect(scene.modelMismatches().isEmpty)
    }

    @Test func aRefreshEndingIsOnePass() {
        let scene = BarScene()
        let refresh = RefreshControl()
        scene.scrollView.refreshControl = refresh
        refresh.beginRefreshing()
        scene.screen.layoutIfNeeded()
        scene.scroll(toSweep: 100)
        let cost = ChangeCost.of(scene) {
            refresh.endRefreshing()  // the inset loses 60: the sweep goes to 40
            scene.screen.layoutIfNeeded()
        }
        #expect(abs(scene.sweep - 40) < 1e-9)
        // Measured without a pass; the collapse applied once for the final
        // inset: the search panel, its field and the closable panel change.
        #expect(cost == ChangeCost(passes: 1, collapses: 1, constants: 3))
        #expect(scene.modelMismatches().isEmpty)
    }
}
