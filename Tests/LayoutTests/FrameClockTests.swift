import Foundation
import Layout
import Testing

@Suite("FrameClock")
struct FrameClockTests {
    @Test("A new clock is at time 0, 60 Hz by default")
    func defaults() {
        let clock = FrameClock()
        #expect(clock.now == 0)
        #expect(clock.framesPerSecond == 60)
        #expect(clock.frameDuration == 1.0 / 60)
        #expect(clock.frameCount == 0)
        #expect(clock.isIdle)
    }

    @Test("Time advances one frame per step, without drift", arguments: [60, 120])
    func stepping(framesPerSecond: Int) {
        let clock = FrameClock(framesPerSecond: framesPerSecond)
        clock.step()
        #expect(clock.now == 1 / Double(framesPerSecond))
        for _ in 1..<framesPerSecond { clock.step() }
        #expect(clock.now == 1)
        #expect(clock.frameCount == framesPerSecond)
    }

    @Test("Callbacks run once per frame, in scheduling order, until they return false")
    func callbacks() {
        let clock = FrameClock()
        var log: [String] = []
        var aFrames = 0
        clock.schedule { clock in
            aFrames += 1
            log.append("a\(clock.frameCount)")
            return aFrames < 2
        }
        clock.schedule { clock in
            log.append("b\(clock.frameCount)")
            return clock.frameCount < 3
        }
        #expect(log.isEmpty)  // nothing runs before the next step
        #expect(clock.runUntilIdle() == 3)
        #expect(log == ["a1", "b1", "a2", "b2", "b3"])
        #expect(clock.isIdle)
        #expect(clock.now == 3.0 / 60)
    }

    @Test("A callback scheduled during a frame first runs on the next one")
    func scheduledDuringFrame() {
        let clock = FrameClock()
        var log: [String] = []
        clock.schedule { clock in
            log.append("outer\(clock.frameCount)")
            clock.schedule { clock in
                log.append("inner\(clock.frameCount)")
                return false
            }
            return false
        }
        clock.step()
        #expect(log == ["outer1"])
        clock.step()
        #expect(log == ["outer1", "inner2"])
        #expect(clock.isIdle)
    }

    @Test("Cancelling stops a callback, even one cancelled earlier in the same frame")
    func cancelling() {
        let clock = FrameClock()
        var log: [String] = []
        var second: FrameClock.CallbackID?
        clock.schedule { _ in
            log.append("first")
            if let second { clock.cancel(second) }
            return false
        }
        second = clock.schedule { _ in
            log.append("second")
            return true
        }
        let third = clock.schedule { _ in
            log.append("third")
            return true
        }
        clock.step()
        #expect(log == ["first", "third"])
        clock.cancel(third)
        clock.cancel(third)  // twice is harmless
        #expect(clock.isIdle)
        clock.step()
        #expect(log == ["first", "third"])
    }

    @Test("run(until:) steps to the frame at that time")
    func runUntil() {
        let clock = FrameClock()
        #expect(clock.run(until: 0.3) == 18)
        #expect(clock.frameCount == 18)
        #expect(clock.run(until: 0.3) == 0)
        #expect(clock.run(until: 0.1) == 0)  // the past
        #expect(clock.run(until: 1) == 42)
        #expect(clock.now == 1)

        let fast = FrameClock(framesPerSecond: 120)
        #expect(fast.run(until: 0.3) == 36)
        #expect(fast.run(until: 0.301) == 1)  // a partial frame rounds up
    }

    @Test("runUntilIdle is bounded")
    func runUntilIdleBounded() {
        let clock = FrameClock()
        var frames = 0
        clock.schedule { _ in
            frames += 1
            return true
        }
        #expect(clock.runUntilIdle(maxFrames: 50) == 50)
        #expect(frames == 50)
        #expect(!clock.isIdle)
        #expect(FrameClock().runUntilIdle() == 0)
    }
}
