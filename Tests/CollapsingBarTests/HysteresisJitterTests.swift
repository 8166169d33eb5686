import Foundation
import Testing

@testable import CollapsingBar

/// The seed's one-pixel jitter, for real: a bar whose expanded height lies
/// on a half pixel at scale 3 — 47 (safe area) + 44 + 52 + 52 + 38.5 (a
/// custom pinned panel) = 233.5, which is 700.5 pixels — flicked up and
/// down, so that the decelerations move the collapse by every fraction of a
/// pixel.
@Suite("Hysteresis and the one-pixel jitter")
struct HysteresisJitterTests {
    /// The scene, with the jitter's cause switched on or off and the filter on or off.
    func scene(cause: Bool, filter: Bool) -> BarScene {
        BarScene { bar in
            bar.closablePanel.isHidden = true
            bar.separatorLine.isHidden = true
            bar.setFullHeight(38.5, for: .pinned)
            bar.measuresFromLiveFrames = cause
            bar.usesHysteresis = filter
        }
    }

    /// Plays four flicks up and down (drag 20 points, release, decelerate
    /// and snap on the clock), laying out after every frame as a display
    /// would, and returns every value the inset took, in order (repeats
    /// removed).
    func insetsDuringFlicks(_ scene: BarScene) -> [CGFloat] {
        let scrollView = scene.scrollView
        var insets = [scrollView.contentInset.top]
        for velocity in [0.3, -0.25, 0.5, -0.6] as [CGFloat] {
            scrollView.beginDragging()
            scrollView.drag(to: scrollView.contentOffset.y + (velocity > 0 ? 20 : -20))
            scene.screen.layoutIfNeeded()
            scrollView.endDragging(velocity: CGPoint(x: 0, y: velocity))
            while !scene.clock.isIdle {
                scene.clock.step()
                scene.screen.layoutIfNeeded()
                if scrollView.contentInset.top != insets.last { insets.append(scrollView.contentInset.top) }
            }
        }
        return insets
    }

    @Test func theCauseIsARoundedReadingOfTheLiveLayout() {
        let scene = scene(cause: false, filter: true)
        let bar = scene.bar
        var kit: Set<CGFloat> = []
        var live: Set<CGFloat> = []
        for step in 0...300 {
            scene.scrollView.contentOffset.y = -233.5 + 10 + CGFloat(step) / 10
            scene.screen.layoutIfNeeded()
            kit.insert(bar.expandedHeight())
            bar.measuresFromLiveFrames = true
            live.insert(bar.expandedHeight())
            bar.measuresFromLiveFrames = false
        }
        // The kit's measure reads the expanded layout's unrounded bottom: one value.
        #expect(kit == [233.5])
        // The live rounded bottom plus the collapse, rounded again: two values a pixel apart.
        #expect(live == [CGFloat(700) / 3, CGFloat(701) / 3])
    }

    @Test func theSeedsMeasureRoundedAfterAFullLayoutDoesNotJitterHere() {
        // The seed's own steps — expand, lay out, read the rounded bottom — read
        // one value whatever the collapse: the stack is pinned to the root's
        // safe-area guide, so its edges sit at the same place on the pixel
        // grid in every state.
        let scene = scene(cause: false, filter: true)
        var values: Set<CGFloat> = []
        for step in 0...300 {
            scene.scrollView.contentOffset.y = -233.5 + 10 + CGFloat(step) / 10
            scene.screen.layoutIfNeeded()
            let bar = scene.bar
            let snapshot = bar.heightConstraints.map(\.constant)
            for panel in [CollapsingNavBar.Panel.largeTitle, .search] {
                bar.heightConstraints[panel.rawValue].constant = bar.fullHeight(of: panel)
            }
            bar.heightConstraints[CollapsingNavBar.Panel.space.rawValue].constant = 0
            scene.screen.layoutIfNeeded()
            values.insert(bar.pinnedPanel.frame.maxY + 47)
            for (c, k) in zip(bar.heightConstraints, snapshot) { c.constant = k }
            scene.screen.layoutIfNeeded()
        }
        #expect(values == [CGFloat(701) / 3])
    }

    @Test func withoutTheFilterTheInsetOscillates() {
        let insets = insetsDuringFlicks(scene(cause: true, filter: false))
        let low = CGFloat(700) / 3
        let high = CGFloat(701) / 3
        #expect(Set(insets) == [low, high])
        #expect(insets.count > 20)  // back and forth, a pixel at a time
        for (a, b) in zip(insets, insets.dropFirst()) { #expect(abs(a - b) < 0.34) }
    }

    @Test func withTheFilterTheInsetStaysPut() {
        let scene = scene(cause: true, filter: true)
        let insets = insetsDuringFlicks(scene)
        #expect(insets.count == 1)
    }

    @Test func withTheCauseRemovedTheInsetStaysPutEvenWithoutTheFilter() {
        let insets = insetsDuringFlicks(scene(cause: false, filter: false))
        #expect(insets == [233.5])
    }

    @Test func realChangesStillPassTheFilter() {
        let scene = scene(cause: false, filter: true)
        scene.bar.setFullHeight(39, for: .pinned)  // half a point: held
        scene.screen.layoutIfNeeded()
        #expect(scene.scrollView.contentInset.top == 233.5)
        scene.bar.setFullHeight(40, for: .pinned)  // 1.5 points from what was applied: passed
        scene.screen.layoutIfNeeded()
        #expect(scene.scrollView.contentInset.top == 235)
    }
}
