import Foundation
import Testing

@testable import CollapsingBar
@testable import Layout

@Suite("Expanded height")
struct ExpandedHeightTests {
    /// Every active constraint's constant, in activation order.
    func constants(_ scene: BarScene) -> [CGFloat] {
        scene.screen.activeConstraints.map(\.constant)
    }

    @Test(arguments: [-37.5, 0, 12.25, 51, 70.7, 130, 400] as [CGFloat])
    func theMeasureLeavesEverythingAsItWas(sweep: CGFloat) {
        let scene = BarScene()
        scene.scroll(toSweep: sweep)
        let constantsBefore = constants(scene)
        let framesBefore = allFrames(of: scene.screen)
        let collapseBefore = scene.bar.collapseOffset
        let insetBefore = scene.scrollView.contentInset
        let height = scene.bar.expandedHeight()
        #expect(abs(height - (47 + 236 + 1.0 / 3)) < 1e-9)
        #expect(constants(scene) == constantsBefore)
        #expect(allFrames(of: scene.screen) == framesBefore)
        #expect(scene.bar.collapseOffset == collapseBefore)
        #expect(scene.scrollView.contentInset == insetBefore)
        #expect(scene.screen.diagnostics.isEmpty)
    }

    @Test func noObserverHearsTheMeasure() {
        let scene = BarScene()
        scene.scroll(toSweep: 60)
        var deliveries: [String] = []
        var tokens: [Observation] = []
        func watch(_ view: View) {
            tokens.append(view.observe(\.frame) { v, _ in deliveries.append("\(v.name).frame") })
            tokens.append(view.observe(\.bounds) { v, _ in deliveries.append("\(v.name).bounds") })
            view.subviews.forEach(watch)
        }
        watch(scene.screen)
        tokens.append(scene.scrollView.observe(\.contentInset) { _, _ in deliveries.append("contentInset") })
        tokens.append(scene.scrollView.observe(\.contentOffset) { _, _ in deliveries.append("contentOffset") })
        _ = scene.bar.expandedHeight()
        #expect(deliveries.isEmpty)
        // The observers still work, with the right old values.
        var old: CGRect?
        tokens.append(scene.bar.searchPanel.observe(\.frame) { _, change in old = change.oldValue })
        let before = scene.bar.closablePanel.frame
        scene.scroll(toSweep: 70)
        #expect(deliveries.contains("closablePanel.frame"))
        #expect(old == nil)  // the search panel was already closed at 60 and stayed closed
        #expect(scene.bar.closablePanel.frame.height == before.height - 10)
        withExtendedLifetime(tokens) {}
    }

    @Test func pendingChangesStayPending() {
        let scene = BarScene()
        let engine = scene.screen.engine
        let passes = engine.passCount
        scene.scrollView.contentOffset.y += 30  // constants set, not laid out
        let height = scene.bar.expandedHeight()
        #expect(abs(height - (47 + 236 + 1.0 / 3)) < 1e-9)  // the expanded height, whatever the collapse
        #expect(scene.bar.searchPanel.frame.height == 52)  // the measure laid nothing out
        #expect(engine.passCount == passes)
        scene.screen.layoutIfNeeded()
        #expect(scene.bar.searchPanel.frame.height == 22)
    }

    @Test func panelsChangeTheMeasure() {
        let scene = BarScene()
        let bar = scene.bar
        let base = bar.expandedHeight()
        bar.closablePanel.isHidden = true
        #expect(abs(bar.expandedHeight() - (base - 44)) < 1e-9)
        bar.searchPanel.isHidden = true
        #expect(abs(bar.expandedHeight() - (base - 96)) < 1e-9)
        bar.closablePanel.isHidden = false
        #expect(abs(bar.expandedHeight() - (base - 52)) < 1e-9)
        bar.searchPanel.isHidden = false
        #expect(abs(bar.expandedHeight() - base) < 1e-9)
        bar.setFullHeight(60, for: .largeTitle)
        #expect(abs(bar.expandedHeight() - (base + 8)) < 1e-9)
        bar.separatorLine.isHidden = true
        #expect(abs(bar.expandedHeight() - (base + 8 - 1.0 / 3)) < 1e-9)
        bar.topPanel.isHidden = true
        bar.pinnedPanel.isHidden = true
        bar.largeTitlePanel.isHidden = true
        bar.searchPanel.isHidden = true
        bar.closablePanel.isHidden = true
        #expect(bar.expandedHeight() == 47)
        #expect(scene.screen.diagnostics.isEmpty)
    }

    @Test func theStretchGapCountsZero() {
        let scene = BarScene()
        scene.scroll(toSweep: -80)
        #expect(scene.bar.spacePanel.frame.height == 80)
        #expect(abs(scene.bar.expandedHeight() - (283 + 1.0 / 3)) < 1e-9)
    }

    @Test func theSeparatorIsOnePixel() {
        let scene = BarScene(scale: 2)
        #expect(scene.bar.separatorLine.frame.height == 0.5)
        #expect(abs(scene.bar.expandedHeight() - 283.5) < 1e-9)
        #expect(HysteresisFilter.threshold(forScale: 2) == 1)
        let one = BarScene(scale: 1)
        #expect(one.bar.separatorLine.frame.height == 1)
        #expect(one.bar.expandedHeight() == 284)
        #expect(one.bar.heightFilter.threshold == 1.5)
    }

    @Test func theInsetFollowsPanelsOnTheNextLayout() {
        let scene = BarScene()
        let bar = scene.bar
        let scrollView = scene.scrollView
        let base = scrollView.contentInset.top
        // At rest: the content stays at rest under the bar.
        bar.closablePanel.isHidden = true
        scene.screen.layoutIfNeeded()
        #expect(abs(scrollView.contentInset.top - (base - 44)) < 1e-9)
        #expect(scrollView.contentOffset.y == -scrollView.contentInset.top)
        #expect(bar.frame.height == (base - 44).roundedToPixel(scale: 3))
        // Scrolled: the content stays where it is, the collapse follows the new panels.
        scene.scroll(toSweep: 100)
        let offset = scrollView.contentOffset.y
        bar.closablePanel.isHidden = false
        scene.screen.layoutIfNeeded()
        #expect(abs(scrollView.contentInset.top - base) < 1e-9)
        #expect(scrollView.contentOffset.y == offset)
        #expect(scene.modelMismatches() == [])
        #expect(abs(bar.collapseOffset - 144) < 1e-9)  // the sweep grew with the inset
    }

    @Test func aCollapsedPanelHiddenIsNoticedWhenToldOrWithTheNextChange() {
        let scene = BarScene()
        let bar = scene.bar
        scene.scroll(toSweep: 60)  // the search panel is closed
        let base = scene.scrollView.contentInset.top
        bar.searchPanel.isHidden = true
        scene.screen.layoutIfNeeded()  // nothing moved: the stack's height did not change
        bar.panelsDidChange()
        scene.screen.layoutIfNeeded()
        #expect(abs(scene.scrollView.contentInset.top - (base - 52)) < 1e-9)
        #expect(scene.modelMismatches() == [])

        bar.searchPanel.isHidden = false  // shown at its full height: noticed in this pass
        scene.screen.layoutIfNeeded()
        #expect(abs(scene.scrollView.contentInset.top - base) < 1e-9)
        #expect(scene.modelMismatches() == [])

        bar.searchPanel.isHidden = true  // collapsed: noticed with the next change of the stack
        scene.screen.layoutIfNeeded()
        scene.scrollView.contentOffset.y += 1
        scene.screen.layoutIfNeeded()
        #expect(abs(scene.scrollView.contentInset.top - (base - 52)) < 1e-9)
        #expect(scene.modelMismatches() == [])
    }

    @Test func aRefreshingControlAddsItsHeight() {
        let scene = BarScene()
        let refresh = RefreshControl()
        scene.scrollView.refreshControl = refresh
        let base = scene.bar.expandedHeight()
        refresh.beginRefreshing()
        #expect(scene.bar.expandedHeight() == base + 60)
        refresh.endRefreshing()
        #expect(scene.bar.expandedHeight() == base)
    }
}

@Suite("Safe area")
struct SafeAreaTests {
    @Test func aNewSafeAreaTopIsMeasured() {
        let scene = BarScene()
        scene.scroll(toSweep: 30)
        let offset = scene.scrollView.contentOffset.y
        scene.screen.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
        scene.screen.layoutIfNeeded()
        #expect(abs(scene.scrollView.contentInset.top - (59 + 236 + 1.0 / 3)) < 1e-9)
        #expect(scene.scrollView.contentOffset.y == offset)
        #expect(scene.bar.stack.frame.minY == 59)
        #expect(scene.modelMismatches() == [])
    }
}
