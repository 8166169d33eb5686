import CollapsingBar
import Foundation
import Testing

@Suite("TitleCrossFade")
struct TitleCrossFadeTests {
    @Test func rule() {
        #expect(TitleCrossFade.showsLargeTitle(height: 52, fullHeight: 52))
        #expect(TitleCrossFade.showsLargeTitle(height: 26, fullHeight: 52))
        #expect(!TitleCrossFade.showsLargeTitle(height: 25.9, fullHeight: 52))
        #expect(!TitleCrossFade.showsLargeTitle(height: 0, fullHeight: 52))
        #expect(!TitleCrossFade.showsLargeTitle(height: 0, fullHeight: 0))
    }

    @Test func startsAtRest() {
        let fade = TitleCrossFade(clock: FrameClock())
        #expect(fade.isLargeTitleShown && !fade.isAnimating)
        #expect(fade.largeTitleAlpha == 1 && fade.compactTitleAlpha == 0)
        let compact = TitleCrossFade(clock: FrameClock(), isLargeTitleShown: false)
        #expect(!compact.isLargeTitleShown && compact.largeTitleAlpha == 0 && compact.compactTitleAlpha == 1)
    }

    @Test(arguments: [(60, 6), (120, 12)])
    func fadeTakesATenthOfASecond(framesPerSecond: Int, frames: Int) {
        let clock = FrameClock(framesPerSecond: framesPerSecond)
        let fade = TitleCrossFade(clock: clock)
        #expect(fade.frameCount == frames)
        fade.update(height: 20, fullHeight: 52)
        #expect(!fade.isLargeTitleShown && fade.isAnimating)
        #expect(fade.largeTitleAlpha == 1)  // the first frame is the clock's next step
        #expect(clock.runUntilIdle() == frames)
        #expect(abs(clock.now - 0.1) < 1e-12)
        #expect(!fade.isAnimating)
        #expect(fade.largeTitleAlpha == 0 && fade.compactTitleAlpha == 1)
    }

    @Test func alphasPerFrameAt60Hz() {
        let clock = FrameClock(framesPerSecond: 60)
        let fade = TitleCrossFade(clock: clock)
        var alphas: [CGFloat] = []
        fade.onChange = { alphas.append($0.compactTitleAlpha) }
        fade.update(height: 10, fullHeight: 52)
        clock.runUntilIdle()
        // The start (nothing faded yet), then frames 1…6: n/6 (linear).
        let expected: [CGFloat] = [0, 1.0 / 6, 2.0 / 6, 3.0 / 6, 4.0 / 6, 5.0 / 6, 1]
        #expect(alphas.count == expected.count)
        for (alpha, value) in zip(alphas, expected) { #expect(abs(alpha - value) < 1e-12) }
        #expect(alphas.last == 1)
    }

    @Test func notRestartedWhenTheThresholdIsCrossedBackAndForthMidFade() {
        let clock = FrameClock(framesPerSecond: 60)
        let fade = TitleCrossFade(clock: clock)
        var compact: [CGFloat] = []
        fade.update(height: 20, fullHeight: 52)
        for frame in 1...6 {
            clock.step()
            compact.append(fade.compactTitleAlpha)
            if frame < 6 {
                // The panel's height hovers around the threshold, ending below it.
                fade.update(height: 30, fullHeight: 52)
                fade.update(height: 22, fullHeight: 52)
                #expect(fade.isAnimating && !fade.isLargeTitleShown)
            }
        }
        for (n, alpha) in compact.enumerated() { #expect(abs(alpha - CGFloat(n + 1) / 6) < 1e-12) }
        #expect(!fade.isAnimating && clock.isIdle)
        #expect(fade.compactTitleAlpha == 1)
    }

    @Test func aFlippedWishFadesBackAfterTheRunningFade() {
        let clock = FrameClock(framesPerSecond: 60)
        let fade = TitleCrossFade(clock: clock)
        fade.update(height: 20, fullHeight: 52)
        clock.step()
        clock.step()
        fade.update(height: 40, fullHeight: 52)  // back above the threshold, mid-fade
        #expect(fade.wantsLargeTitle && !fade.isLargeTitleShown && fade.isAnimating)
        var compact: [CGFloat] = []
        for _ in 3...6 {
            clock.step()
            compact.append(fade.compactTitleAlpha)
        }
        // The first fade finished as it was going: frames 3…6.
        for (i, alpha) in compact.enumerated() { #expect(abs(alpha - CGFloat(i + 3) / 6) < 1e-12) }
        #expect(fade.compactTitleAlpha == 1)
        // …and the fade back starts on the next frame.
        #expect(fade.isLargeTitleShown && fade.isAnimating)
        #expect(clock.runUntilIdle() == 6)
        #expect(fade.largeTitleAlpha == 1 && fade.compactTitleAlpha == 0 && !fade.isAnimating)
        #expect(clock.frameCount == 12)
    }

    @Test func noChangeNoFade() {
        let clock = FrameClock()
        let fade = TitleCrossFade(clock: clock)
        fade.update(height: 52, fullHeight: 52)
        fade.update(height: 30, fullHeight: 52)
        #expect(!fade.isAnimating && clock.isIdle)
    }

    @Test func resetStopsAFadeAtOnce() {
        let clock = FrameClock()
        let fade = TitleCrossFade(clock: clock)
        fade.update(height: 0, fullHeight: 52)
        clock.step()
        fade.reset(isLargeTitleShown: true)
        #expect(!fade.isAnimating && clock.isIdle)
        #expect(fade.isLargeTitleShown && fade.wantsLargeTitle && fade.largeTitleAlpha == 1)
    }

    @Test func zeroDurationSwitchesAtOnce() {
        let clock = FrameClock()
        let fade = TitleCrossFade(clock: clock, duration: 0)
        fade.update(height: 0, fullHeight: 52)
        #expect(!fade.isLargeTitleShown && !fade.isAnimating && fade.compactTitleAlpha == 1)
        #expect(clock.isIdle)
    }

    @Test func easedFadeIsMonotoneAndEndsExactly() {
        let clock = FrameClock(framesPerSecond: 120)
        let fade = TitleCrossFade(clock: clock, curve: .easeInOut)
        var alphas: [CGFloat] = []
        fade.onChange = { alphas.append($0.largeTitleAlpha) }
        fade.update(height: 0, fullHeight: 52)
        clock.runUntilIdle()
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(alphas.first == 1 && alphas.last == 0)
        #expect(abs(alphas[6] - 0.5) < 1e-9)  // frame 6 of 12: half time, symmetric curve
    }

    @Test func releasingTheFadeCancelsItsFrames() {
        let clock = FrameClock()
        var fade: TitleCrossFade? = TitleCrossFade(clock: clock)
        fade?.update(height: 0, fullHeight: 52)
        #expect(!clock.isIdle)
        fade = nil
        #expect(clock.isIdle)
    }
}
