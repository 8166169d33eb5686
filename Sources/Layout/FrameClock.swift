import Foundation

/// A steppable display clock: time advances only when ``step()`` is called,
/// one frame at a time, and each frame runs the callbacks scheduled on the
/// clock (what a display link does on a device).
///
/// Scroll physics and animations are played against a frame clock, so they
/// are deterministic: nothing in the kit reads the wall clock. Tests and
/// command-line tools step the clock by hand, or run it with
/// ``run(until:)`` and ``runUntilIdle(maxFrames:)``.
///
/// ```swift
/// let clock = FrameClock(framesPerSecond: 120)
/// scrollView.clock = clock
/// scrollView.endDragging(velocity: CGPoint(x: 0, y: 2))
/// clock.runUntilIdle()        // the deceleration, frame by frame
/// ```
///
/// ``now`` is the frame count divided by the frame rate, so it never
/// accumulates rounding error: after 60 steps at 60 Hz it is exactly 1.
public final class FrameClock {
    /// A handle on a scheduled callback, to cancel it with ``FrameClock/cancel(_:)``.
    public struct CallbackID: Hashable, Sendable {
        let value: Int
    }

    /// The frames per second (60 or 120 on today's displays).
    public let framesPerSecond: Int

    /// The frames stepped since the clock was made.
    public private(set) var frameCount = 0

    /// The scheduled callbacks, in the order they were scheduled.
    private var callbacks: [(id: CallbackID, body: (FrameClock) -> Bool)] = []
    private var nextID = 0

    /// Creates a clock at time 0.
    ///
    /// - Parameter framesPerSecond: the frame rate; must be positive.
    /// - Important: Traps, in release builds too, with a message, if
    ///   `framesPerSecond` is not positive: no frame could ever be stepped.
    public init(framesPerSecond: Int = 60) {
        if framesPerSecond <= 0 {
            fatalError("FrameClock: the frame rate must be positive, not \(framesPerSecond)")
        }
        self.framesPerSecond = framesPerSecond
    }

    /// The time in seconds: 0 when the clock was made, then
    /// ``frameCount`` / ``framesPerSecond``.
    public var now: TimeInterval { Double(frameCount) / Double(framesPerSecond) }

    /// The duration of one frame in seconds (1/60 at 60 Hz).
    public var frameDuration: TimeInterval { 1 / Double(framesPerSecond) }

    /// Whether no callback is scheduled: stepping would change nothing but the time.
    public var isIdle: Bool { callbacks.isEmpty }

    /// Schedules a callback to run on every frame from the next one on, until
    /// it returns false or is cancelled.
    ///
    /// Callbacks of a frame run in the order they were scheduled. A callback
    /// scheduled while a frame runs first runs on the following frame; one
    /// cancelled while a frame runs does not run again, even on that frame.
    ///
    /// - Parameter callback: called with the clock once per frame (read
    ///   ``now`` for the frame's time); return true to run again on the next
    ///   frame, false to stop.
    /// - Returns: a handle for ``cancel(_:)``.
    @discardableResult
    public func schedule(_ callback: @escaping (FrameClock) -> Bool) -> CallbackID {
        nextID += 1
        let id = CallbackID(value: nextID)
        callbacks.append((id, callback))
        return id
    }

    /// Cancels a scheduled callback; does nothing if it has already stopped.
    public func cancel(_ id: CallbackID) {
        callbacks.removeAll { $0.id == id }
    }

    /// Advances the time by one frame, then runs the callbacks scheduled for it.
    ///
    /// - Complexity: O(*n*) in the number of scheduled callbacks, plus their work.
    public func step() {
        frameCount += 1
        let due = callbacks.map(\.id)
        for id in due {
            // A callback may cancel others (or itself) while the frame runs.
            guard let entry = callbacks.first(where: { $0.id == id }) else { continue }
            if !entry.body(self) { cancel(id) }
        }
    }

    /// Steps frames until ``now`` reaches `time` (within a billionth of a
    /// frame, so `run(until: 0.3)` at 60 Hz stops after exactly 18 frames).
    /// Does nothing if that time has passed.
    ///
    /// - Returns: the number of frames stepped.
    @discardableResult
    public func run(until time: TimeInterval) -> Int {
        let lastFrame = Self.frame(reaching: time, framesPerSecond: framesPerSecond)
        var stepped = 0
        while frameCount < lastFrame {
            step()
            stepped += 1
        }
        return stepped
    }

    /// The number of frames an animation of `duration` seconds runs at
    /// `framesPerSecond`: `⌈duration × framesPerSecond⌉`, rounding up only
    /// past a billionth of a frame (0.3 s at 60 Hz is 18 frames, although
    /// `0.3 × 60` is a hair above 18 in floating point), at least 1 for any
    /// positive duration, and 0 for a duration of 0 or less.
    ///
    /// Every animation on a frame clock counts its frames with this rule —
    /// ``ScrollView/animateContentOffset(to:duration:timing:completion:)``,
    /// the bar's title cross-fade and its scroll to the top — so that each
    /// lands on the frame ``run(until:)`` stops at.
    public static func frameCount(forDuration duration: TimeInterval, framesPerSecond: Int) -> Int {
        guard duration > 0 else { return 0 }
        return max(1, frame(reaching: duration, framesPerSecond: framesPerSecond))
    }

    /// The first frame whose time reaches `time` (within a billionth of a
    /// frame): `⌈time × framesPerSecond − 10⁻⁹⌉`, not below 0.
    static func frame(reaching time: TimeInterval, framesPerSecond: Int) -> Int {
        max(0, Int((time * Double(framesPerSecond) - 1e-9).rounded(.up)))
    }

    /// Steps frames until no callback is scheduled, or `maxFrames` frames
    /// have run (a callback that never stops cannot hang the caller).
    ///
    /// - Parameter maxFrames: the most frames to step; 10 000 by default
    ///   (166 seconds at 60 Hz).
    /// - Returns: the number of frames stepped; check ``isIdle`` to tell a
    ///   finished run from one that hit the bound.
    @discardableResult
    public func runUntilIdle(maxFrames: Int = 10_000) -> Int {
        var stepped = 0
        while !callbacks.isEmpty && stepped < maxFrames {
            step()
            stepped += 1
        }
        return stepped
    }
}
