import Foundation

/// A user's gestures, played against the scroll view's ``ScrollView/clock``.
///
/// The content scrolls vertically: a drag moves `contentOffset.y`, and a
/// release projects and decelerates on the vertical axis (the target's `x`
/// is the offset's `x`, unless the delegate moves it).
///
/// Deceleration model (deterministic): a drag released at offset `start`
/// with velocity `v` (points per millisecond) and ``ScrollView/decelerationRate``
/// `d` (velocity kept per millisecond) heads for UIKit's projection
/// `start + v·d/(1−d)` (``ScrollView/projectedOffset(from:velocity:decelerationRate:)``), clamped to
/// ``ScrollView/restingTopOffset``…``ScrollView/restingBottomOffset`` and then
/// handed to the delegate, which may move it anywhere. On each frame of the
/// clock, `t` milliseconds after the release, the offset is
/// `start + (target − start)·(1 − dᵗ)`: an exponential approach whose speed
/// at the release is about `v·d`. The frame on which the remaining distance
/// falls below half a pixel on both axes (`0.5 / contentScaleFactor` of the
/// root), or on which `t` reaches 10 seconds, sets exactly the target. A rate
/// outside 0…1 (exclusive) lands on the first frame. For example a flick of
/// 2 pt/ms at 0.998 travels 998 points and lands after 261 frames at 60 Hz,
/// 522 at 120 Hz (4.35 s at scale 3).
extension ScrollView {
    /// The longest deceleration, in milliseconds, before it lands on its target.
    static let maximumDecelerationMilliseconds: Double = 10_000

    /// Where a drag released at `offset` with `velocity` stops on its own
    /// (UIKit's projection): `offset + velocity·d / (1 − d)`, with `d` the
    /// rate's raw value; not clamped to the scrollable range.
    ///
    /// ``endDragging(velocity:)`` hands the delegate this projection of
    /// `contentOffset.y`, clamped to
    /// ``restingTopOffset``…``restingBottomOffset``: a delegate that wants to
    /// move the target starts from `targetContentOffset` rather than
    /// projecting again.
    ///
    /// - Parameters:
    ///   - offset: the offset at the release, on one axis.
    ///   - velocity: the release velocity on that axis, in points per
    ///     millisecond (positive: the offset grows).
    ///   - decelerationRate: the velocity kept per millisecond: `.normal`
    ///     (0.998: 2 pt/ms travels 998 pt) or `.fast` (0.99: 198 pt). A rate
    ///     outside 0…1 (exclusive) travels nowhere.
    public static func projectedOffset(
        from offset: CGFloat, velocity: CGFloat, decelerationRate: DecelerationRate
    ) -> CGFloat {
        let d = Double(decelerationRate.rawValue)
        guard d > 0 && d < 1 else { return offset }
        return offset + velocity * CGFloat(d / (1 - d))
    }

    /// Starts a drag: stops a running deceleration or animation where it is
    /// (without end messages), sets ``isDragging`` and sends
    /// ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)``. Does nothing
    /// while a drag is under way.
    public func beginDragging() {
        guard !isDragging else { return }
        stopScrolling()
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// Moves the content under the finger: sets `contentOffset.y`, past the
    /// scrollable range if asked (no rubber band). Begins a drag if none is
    /// under way.
    public func drag(to offsetY: CGFloat) {
        if !isDragging { beginDragging() }
        contentOffset.y = offsetY
    }

    /// Moves the content under the finger on both axes (a horizontal
    /// scroller's drag): sets ``contentOffset``, past the scrollable range if
    /// asked. Begins a drag if none is under way.
    public func drag(to offset: CGPoint) {
        if !isDragging { beginDragging() }
        contentOffset = offset
    }

    /// Releases the drag with a velocity and decelerates on the clock (see
    /// the model above). Begins a drag first if none is under way.
    ///
    /// Sends ``ScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``
    /// with the projected target, then
    /// ``ScrollViewDelegate/scrollViewDidEndDragging(_:willDecelerate:)``
    /// (`willDecelerate` when the target differs from the offset); then, when
    /// decelerating, ``ScrollViewDelegate/scrollViewWillBeginDecelerating(_:)``
    /// and, once the offset has landed exactly on the target,
    /// ``ScrollViewDelegate/scrollViewDidEndDecelerating(_:)``. The first frame
    /// of the deceleration is the clock's next step.
    ///
    /// - Parameter velocity: points per millisecond; positive `y` scrolls
    ///   toward the content's bottom (the offset grows).
    public func endDragging(velocity: CGPoint) {
        if !isDragging { beginDragging() }
        let start = contentOffset
        let d = Double(decelerationRate.rawValue)
        let isValidRate = d > 0 && d < 1
        let projected = min(
            max(
                Self.projectedOffset(from: start.y, velocity: velocity.y, decelerationRate: decelerationRate),
                restingTopOffset),
            restingBottomOffset)
        var target = CGPoint(x: start.x, y: projected)
        releaseTargetAdjustment?(self, velocity, &target)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)

        let willDecelerate = target != contentOffset
        isDragging = false
        if willDecelerate {
            let from = contentOffset
            let millisecondsPerFrame = 1000 / Double(clock.framesPerSecond)
            let halfPixel = 0.5 / max(Double(rootView.contentScaleFactor), 1e-9)
            runAnimation(
                sample: { frame in
                    let t = Double(frame) * millisecondsPerFrame
                    guard isValidRate, t < Self.maximumDecelerationMilliseconds else { return (target, true) }
                    let f = CGFloat(1 - pow(d, t))
                    let offset = CGPoint(x: from.x + (target.x - from.x) * f, y: from.y + (target.y - from.y) * f)
                    let lands =
                        abs(Double(target.x - offset.x)) < halfPixel && abs(Double(target.y - offset.y)) < halfPixel
                    return lands ? (target, true) : (offset, false)
                },
                finished: { [weak self] in
                    guard let self else { return }
                    self.isDecelerating = false
                    self.delegate?.scrollViewDidEndDecelerating(self)
                },
                interrupted: {})
            isDecelerating = true
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        // Unless the delegate has already interrupted the deceleration.
        if willDecelerate && isDecelerating { delegate?.scrollViewWillBeginDecelerating(self) }
    }

    /// Sets the content offset, at once or animated. Either way a running
    /// deceleration or animation stops first (without end messages).
    ///
    /// Animated, the offset eases out (``easeOut(_:)``) over
    /// ``scrollAnimationDuration`` (18 frames at 60 Hz, 36 at 120 Hz), the
    /// last frame setting exactly `offset`, then the delegate gets
    /// ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``.
    /// Animating to the current offset does nothing.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopScrolling()
        guard animated else {
            contentOffset = offset
            return
        }
        guard offset != contentOffset else { return }
        animateContentOffset(
            to: offset, duration: Self.scrollAnimationDuration,
            completion: { [weak self] finished in
                guard finished, let self else { return }
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
            })
    }

    /// A tap on the status bar: when ``scrollsToTop`` is on and the delegate's
    /// ``ScrollViewDelegate/scrollViewShouldScrollToTop(_:)`` agrees, animates
    /// the offset to ``restingTopOffset`` through ``animateScrollToTop(to:completion:)``
    /// (replaceable with ``scrollToTopAnimator``), then sends
    /// ``ScrollViewDelegate/scrollViewDidScrollToTop(_:)``.
    public func tapStatusBar() {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        stopScrolling()
        animateScrollToTop(to: restingTopOffset) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidScrollToTop(self)
        }
    }
}
