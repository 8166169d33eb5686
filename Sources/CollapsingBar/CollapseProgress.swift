import Foundation

/// The progress of a scroll-linked collapse, and the values it drives.
///
/// A collapsing element is driven by a constraint constant that moves
/// between `max` (expanded) and `min` (collapsed) as the content scrolls.
/// Its progress is
///
/// ```
/// p = (max − constant) / (max − min),   clamped to 0…1   (0 when max == min)
/// ```
///
/// 0 when expanded, 1 when collapsed; alpha, scale and positions follow it
/// by linear interpolation:
///
/// ```swift
/// let p = CollapseProgress.progress(constant: headerHeight.constant, min: 50, max: 200)
/// titleView.alpha = CollapseProgress.interpolate(from: 1, to: 0, progress: p)
/// avatarScale = CollapseProgress.scale(forProgress: p, minimumScale: 0.5)
/// ```
public enum CollapseProgress {
    /// The progress of a collapse whose constant goes from `max` (expanded,
    /// progress 0) to `min` (collapsed, progress 1):
    /// `(max − constant) / (max − min)`, clamped to 0…1.
    ///
    /// - Returns: 0 when `max == min` (nothing to collapse) or when a value
    ///   is not a number.
    public static func progress(constant: CGFloat, min: CGFloat, max: CGFloat) -> CGFloat {
        guard max != min else { return 0 }
        return clamped((max - constant) / (max - min))
    }

    /// The progress of a value moving up through a range:
    /// `(value − lowerBound) / (upperBound − lowerBound)`, clamped to 0…1
    /// (0 for a range of one value).
    ///
    /// Use it to run part of an effect over part of a scroll, for example to
    /// fade a search field's icon over the first half of the panel's collapse:
    /// `progress(of: s, over: 0...26)`.
    public static func progress(of value: CGFloat, over range: ClosedRange<CGFloat>) -> CGFloat {
        progress(constant: value, min: range.upperBound, max: range.lowerBound)
    }

    /// Interpolates between two values: `start + (end − start)·p`, with `p`
    /// clamped to 0…1, so `start` at 0 and `end` at 1.
    ///
    /// Alpha fading out as the element collapses:
    /// `interpolate(from: 1, to: 0, progress: p)`; fading in: the
    /// progress itself (`fadeView.alpha = progress`).
    public static func interpolate(from start: CGFloat, to end: CGFloat, progress: CGFloat) -> CGFloat {
        let p = clamped(progress)
        if p == 1 { return end }  // exact, whatever the rounding of start + (end − start)
        return start + (end - start) * p
    }

    /// The alpha of an element that fades in as the collapse progresses:
    /// `p` clamped to 0…1 (`1 − p` with `fadesOut`).
    public static func alpha(forProgress progress: CGFloat, fadesOut: Bool = false) -> CGFloat {
        fadesOut ? interpolate(from: 1, to: 0, progress: progress) : clamped(progress)
    }

    /// The scale of an element that shrinks as the collapse progresses:
    /// `1 − p·(1 − minimumScale)`, from 1 expanded to `minimumScale`
    /// collapsed (an avatar at `1 − p·0.5` for a minimum scale of 0.5).
    public static func scale(forProgress progress: CGFloat, minimumScale: CGFloat) -> CGFloat {
        interpolate(from: 1, to: minimumScale, progress: progress)
    }

    /// `x` clamped to 0…1; 0 for NaN.
    private static func clamped(_ x: CGFloat) -> CGFloat {
        guard !x.isNaN else { return 0 }
        return Swift.min(Swift.max(x, 0), 1)
    }
}
