import Foundation
import Testing

@testable import CollapsingBar

@Suite("Titles")
struct TitleTests {
    @Test(arguments: [60, 120])
    func theTitlesCrossFadeBelowHalfTheLargeTitle(framesPerSecond: Int) {
        let scene = BarScene(framesPerSecond: framesPerSecond)
        let bar = scene.bar
        #expect(bar.isLargeTitleShown && bar.largeTitleAlpha == 1)
        scene.scroll(toSweep: 96 + 26)  // the large title at exactly half: still shown
        #expect(bar.isLargeTitleShown && scene.clock.isIdle)
        scene.scroll(toSweep: 96 + 27)  // below half: the compact title fades in
        #expect(!bar.isLargeTitleShown)
        #expect(bar.compactTitleAlpha == 0)  // from the next frame on
        let frames = scene.clock.runUntilIdle()
        #expect(frames == framesPerSecond / 10)  // 0.1 s
        #expect(bar.compactTitleAlpha == 1 && bar.largeTitleAlpha == 0)
        scene.scroll(toSweep: 60)
        #expect(bar.isLargeTitleShown)
        scene.clock.runUntilIdle()
        #expect(bar.largeTitleAlpha == 1)
    }

    @Test func aRunningFadeIsNeverRestarted() {
        let scene = BarScene()
        let bar = scene.bar
        scene.scroll(toSweep: 130)
        var alphas: [CGFloat] = []
        for frame in 0..<6 {
            scene.scrollView.contentOffset.y += frame % 2 == 0 ? -10 : 10  // hovering around the threshold
            scene.clock.step()
            alphas.append(bar.compactTitleAlpha)
        }
        // The first fade ran to its end without restarting: 1/6, 2/6, … 1.
        for (index, alpha) in alphas.enumerated() {
            #expect(abs(alpha - CGFloat(index + 1) / 6) < 1e-12)
        }
    }

    @Test func theFadeRunsOnTheAttachedScrollViewsClock() {
        let scene = BarScene(framesPerSecond: 120)
        #expect(scene.bar.titleFade.clock === scene.clock)
    }

    @Test func withoutALargeTitleTheCompactTitleShows() {
        let scene = BarScene { $0.largeTitlePanel.isHidden = true }
        scene.clock.runUntilIdle()
        #expect(!scene.bar.isLargeTitleShown && scene.bar.compactTitleAlpha == 1)
    }
}
