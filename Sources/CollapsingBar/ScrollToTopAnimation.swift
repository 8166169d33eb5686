import Foundation

/// The bar's scroll to the top after a status-bar tap: the content offset
/// animated to the resting top with a spring-like overshoot, one sample per
/// display frame.
///
/// With `distance = |target − start|` (points) and `fps` frames per second:
///
/// ```
/// duration   = min(0.3 s + 0.1 s × distance / 1000, 0.6 s)
/// curve      = .scrollToTopShort  if distance ≤ screenHeight
///              .scrollToTopLong   otherwise
/// frameCount = ⌈duration × fps⌉                    (within a billionth of a frame)
/// sample k   = start + (target − start) × curve(min(k / (fps × duration), 1)),  k = 1…frameCount
/// ```
///
/// The last sample is exactly `target`. Both curves have a control point
/// with `y > 1`, so the offset passes the top and comes back: scrolling up
/// (`target < start`), some samples are below `target`.
///
/// ```swift
/// let animation = ScrollToTopAnimation(from: 1000, to: -96, screenHeight: 844, framesPerSecond: 60)
/// animation.duration       // 0.4096 s
/// animation.samples.count  // 25
/// print(animation)         // frame, time and offset, one line a frame
///
/// scrollView.scrollToTopAnimator = ScrollToTopAnimation.animator   // every status-bar tap
/// ```
public struct ScrollToTopAnimation: Hashable, Sendable, CustomStringConvertible {
    /// The duration of the shortest scroll to the top: 0.3 s (ours).
    public static let baseDuration: TimeInterval = 0.3
    /// The duration added per point of distance: 0.1 s per 1000 pt (ours).
    public static let durationPerPoint: TimeInterval = 0.0001
    /// The longest duration: 0.6 s (ours).
    public static let maximumDuration: TimeInterval = 0.6

    /// The offset the animation starts from (`contentOffset.y`).
    public let start: CGFloat
    /// The offset it ends on: the resting top offset.
    public let target: CGFloat
    /// The height of the screen (the scroll view's bounds), which chooses the curve.
    public let screenHeight: CGFloat
    /// The frame rate of the clock the samples are for.
    public let framesPerSecond: Int

    /// Creates the scroll from `start` to `target`.
    ///
    /// - Parameters:
    ///   - start: the offset to start from.
    ///   - target: the offset to reach (the resting top, `−contentInset.top`).
    ///   - screenHeight: the height of the screen; distances up to it use the short curve.
    ///   - framesPerSecond: the clock's frame rate, positive (60 or 120).
    /// - Important: Traps, in release builds too, with a message, if the
    ///   frame rate is not positive or an offset is not finite.
    public init(from start: CGFloat, to target: CGFloat, screenHeight: CGFloat, framesPerSecond: Int = 60) {
        if framesPerSecond <= 0 {
            fatalError("ScrollToTopAnimation: the frame rate must be positive, not \(framesPerSecond)")
        }
        if !(start.isFinite && target.isFinite) {
            fatalError("ScrollToTopAnimation: the offsets must be finite, not \(start) and \(target)")
        }
        self.start = start
        self.target = target
        self.screenHeight = screenHeight
        self.framesPerSecond = framesPerSecond
    }

    /// The distance travelled: `|target − start|`.
    public var distance: CGFloat { abs(target - start) }

    /// The duration in seconds: `min(0.3 + 0.1 × distance / 1000, 0.6)`
    /// (``duration(forDistance:)``).
    public var duration: TimeInterval { Self.duration(forDistance: distance) }

    /// The timing curve: ``CubicBezierTimingCurve/scrollToTopShort`` when the
    /// distance is at most the screen height, else
    /// ``CubicBezierTimingCurve/scrollToTopLong`` (``curve(forDistance:screenHeight:)``).
    public var curve: CubicBezierTimingCurve { Self.curve(forDistance: distance, screenHeight: screenHeight) }

    /// The number of frames: `⌈duration × framesPerSecond⌉`, rounding up
    /// only past a billionth of a frame (0.4 s at 60 Hz is 24 frames), as
    /// every animation on a clock counts them
    /// (`FrameClock.frameCount(forDuration:framesPerSecond:)`).
    public var frameCount: Int {
        FrameClock.frameCount(forDuration: duration, framesPerSecond: framesPerSecond)
    }

    /// The fraction of the distance covered at frame `k` (time `k / fps`):
    /// `curve(min(k / (fps × duration), 1))`; exactly 1 from ``frameCount`` on
    /// and 0 at frame 0 or before. Above 1 while overshooting.
    public func fraction(atFrame k: Int) -> Double {
        guard k < frameCount else { return 1 }
        guard k > 0 else { return 0 }
        let time = Double(k) / (Double(framesPerSecond) * duration)
        return curve.value(at: min(time, 1))
    }

    /// The offset at frame `k`: `start + (target − start) × fraction(atFrame: k)`,
    /// exactly `target` from ``frameCount`` on and `start` at frame 0.
    public func offset(atFrame k: Int) -> CGFloat {
        guard k < frameCount else { return target }
        guard k > 0 else { return start }
        return start + (target - start) * CGFloat(fraction(atFrame: k))
    }

    /// The offset at each display frame, frames 1…``frameCount`` (frame `k`
    /// at time `k / framesPerSecond`); the last is exactly ``target``.
    public var samples: [CGFloat] { (1...frameCount).map(offset(atFrame:)) }

    /// The samples as a table, one line a frame from frame 0 (the start):
    /// `frame  time  offset`, times in seconds and offsets with three decimals.
    public var description: String {
        var lines = ["frame   time     offset"]
        for k in 0...frameCount {
            let time = String(format: "%.4f", Double(k) / Double(framesPerSecond))
            let offset = String(format: "%.3f", Double(offset(atFrame: k)))
            lines.append(pad(String(k), 5) + "  " + time + "  " + pad(offset, 9))
        }
        return lines.joined(separator: "\n")
    }

    /// The duration of a scroll to the top over `distance` points:
    /// `min(0.3 + 0.1 × distance / 1000, 0.6)` seconds (0.31 s for 100 pt,
    /// 0.4 s for 1000 pt, 0.6 s from 3000 pt on).
    public static func duration(forDistance distance: CGFloat) -> TimeInterval {
        min(baseDuration + durationPerPoint * Double(abs(distance)), maximumDuration)
    }

    /// The timing curve for a distance: ``CubicBezierTimingCurve/scrollToTopShort``
    /// when `distance ≤ screenHeight`, else ``CubicBezierTimingCurve/scrollToTopLong``.
    public static func curve(forDistance distance: CGFloat, screenHeight: CGFloat) -> CubicBezierTimingCurve {
        abs(distance) <= screenHeight ? .scrollToTopShort : .scrollToTopLong
    }

    /// Runs the animation on a scroll view's clock, from the next step on:
    /// each frame sets `contentOffset.y` to the frame's sample (the offset's
    /// `x` stays), the last exactly ``target``.
    ///
    /// It runs through `ScrollView.animateContentOffset(to:duration:timing:completion:)`,
    /// so a drag, a deceleration or another offset animation interrupts it
    /// as it would any offset animation.
    ///
    /// - Precondition: the scroll view's clock runs at ``framesPerSecond``.
    ///   Start with the offset at ``start`` to get exactly ``samples``;
    ///   from elsewhere, the same fractions apply to the scroll view's offset.
    /// - Parameters:
    ///   - scrollView: the scroll view whose `contentOffset.y` to animate.
    ///   - completion: called with true once the offset is ``target``, false
    ///     if the animation was interrupted.
    /// - Important: Traps, in release builds too, with a message, if the
    ///   scroll view's clock runs at another frame rate than the samples.
    public func run(on scrollView: ScrollView, completion: ((Bool) -> Void)? = nil) {
        let clockRate = scrollView.clock.framesPerSecond
        if clockRate != framesPerSecond {
            fatalError(
                "ScrollToTopAnimation: sampled at \(framesPerSecond) Hz, it cannot run on a \(clockRate) Hz clock")
        }
        let frames = frameCount
        let animation = self
        scrollView.animateContentOffset(
            to: CGPoint(x: scrollView.contentOffset.x, y: target),
            duration: duration,
            timing: { elapsed in
                // The scroll view asks for frame n of `frames` as n / frames.
                animation.fraction(atFrame: Int((elapsed * Double(frames)).rounded()))
            },
            completion: completion)
    }

    /// A status-bar tap's scroll to the top, to assign to
    /// `ScrollView.scrollToTopAnimator`: builds the animation from the
    /// scroll view's offset to the offset asked, with the scroll view's
    /// height as the screen height and its clock's frame rate, and
    /// ``run(on:completion:)``s it; the tap's completion follows a finished run.
    public static func animator(
        _ scrollView: ScrollView, to targetY: CGFloat, completion: @escaping () -> Void
    ) {
        let animation = ScrollToTopAnimation(
            from: scrollView.contentOffset.y, to: targetY, screenHeight: scrollView.bounds.height,
            framesPerSecond: scrollView.clock.framesPerSecond)
        animation.run(on: scrollView) { finished in
            if finished { completion() }
        }
    }

    /// `text` padded on the left to `width` characters.
    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
