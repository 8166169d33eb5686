import Foundation
import Layout
import Testing

@Suite("Counting an animation's frames")
struct FrameCountTests {
    @Test("A duration's frames: rounded up only past a billionth of a frame, at least one")
    func examples() {
        #expect(FrameClock.frameCount(forDuration: 0.3, framesPerSecond: 60) == 18)  // 0.3 × 60 is 18.000…004
        #expect(FrameClock.frameCount(forDuration: 0.3, framesPerSecond: 120) == 36)
        #expect(FrameClock.frameCount(forDuration: 0.1, framesPerSecond: 60) == 6)
        #expect(FrameClock.frameCount(forDuration: 0.31, framesPerSecond: 60) == 19)
        #expect(FrameClock.frameCount(forDuration: 1e-12, framesPerSecond: 60) == 1)
        #expect(FrameClock.frameCount(forDuration: 0, framesPerSecond: 60) == 0)
        #expect(FrameClock.frameCount(forDuration: -1, framesPerSecond: 60) == 0)
    }

    @Test("run(until:) steps as many frames as an animation of that duration runs", arguments: [60, 120])
    func agreesWithRun(framesPerSecond: Int) {
        for milliseconds in stride(from: 1, through: 1000, by: 7) {
            let duration = Double(milliseconds) / 1000
            let clock = FrameClock(framesPerSecond: framesPerSecond)
            let expected = FrameClock.frameCount(forDuration: duration, framesPerSecond: framesPerSecond)
            #expect(clock.run(until: duration) == expected, "\(duration) s")
        }
    }

    @Test("An animated content offset ends on its counted frame", arguments: [0.05, 0.1, 0.3, 0.45])
    func contentOffsetAnimation(duration: Double) {
        let scrollView = ScrollView(name: "list")
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        scrollView.contentSize = CGSize(width: 390, height: 5000)
        let clock = FrameClock(framesPerSecond: 120)
        scrollView.clock = clock
        var finishedAt: Int?
        scrollView.animateContentOffset(
            to: CGPoint(x: 0, y: 700), duration: duration,
            completion: { finished in
                if finished { finishedAt = clock.frameCount }
            })
        clock.runUntilIdle()
        #expect(finishedAt == FrameClock.frameCount(forDuration: duration, framesPerSecond: 120))
        #expect(scrollView.contentOffset.y == 700)
    }
}
