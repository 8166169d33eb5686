import Foundation

/// A filter that holds back changes smaller than a threshold, so that a value
/// alternating by a pixel does not make its consumer oscillate.
///
/// The bar measures its expanded height after every layout pass. Frames are
/// rounded to the pixel grid, so the measure can alternate by one pixel (at
/// scale 3, 233⅓ ↔ 233⅔); feeding each measure to `contentInset.top` would
/// move the content, relayout, and measure again. The filter passes a value
/// on only when it moved far enough from the last one passed on:
///
/// ```
/// filter(v) = v     if no value has been passed on yet, or |v − last| ≥ threshold
///           = nil   otherwise (held; `last` stays)
/// ```
///
/// ```swift
/// var filter = HysteresisFilter()            // 1 pt
/// filter.filter(233.333)   // 233.333 (the first value)
/// filter.filter(233.667)   // nil     (0.334 from 233.333)
/// filter.filter(234.4)     // 234.4   (1.067 from 233.333)
/// ```
///
/// Held values do not move the reference: a slow drift of many small steps
/// is passed on as soon as it adds up to the threshold.
public struct HysteresisFilter: Hashable, Sendable {
    /// The smallest change passed on, in points.
    public var threshold: CGFloat

    /// The last value passed on, or nil before the first.
    public private(set) var lastPassedValue: CGFloat?

    /// Creates a filter that has passed nothing on yet.
    ///
    /// - Parameter threshold: the smallest change passed on, in points;
    ///   1 by default (one point). For the bar, use
    ///   ``threshold(forScale:)``.
    public init(threshold: CGFloat = 1) {
        self.threshold = threshold
    }

    /// Returns `value` when it is passed on — the first value, and any value
    /// at least ``threshold`` away from ``lastPassedValue`` — and nil when it
    /// is held.
    ///
    /// `|value − lastPassedValue| ≥ threshold` passes; a passed value becomes
    /// the new ``lastPassedValue``.
    public mutating func filter(_ value: CGFloat) -> CGFloat? {
        if let last = lastPassedValue, abs(value - last) < threshold { return nil }
        lastPassedValue = value
        return value
    }

    /// Forgets the last value passed on: the next value is passed on, as the first.
    public mutating func reset() {
        lastPassedValue = nil
    }

    /// The bar's threshold on a screen of the given scale:
    /// `max(1, 1.5 / scale)` points.
    ///
    /// One point is more than a pixel at scales 2 and 3. At
    /// scale 1 a pixel is a whole point, so a one-pixel jitter would pass a
    /// 1 pt threshold; one and a half pixels (1.5 pt there) holds it.
    ///
    /// - Parameter scale: pixels per point (a view's `contentScaleFactor`);
    ///   must be positive.
    /// - Important: Traps, in release builds too, with a message, if `scale`
    ///   is not positive.
    public static func threshold(forScale scale: CGFloat) -> CGFloat {
        if !(scale > 0) { fatalError("HysteresisFilter: a screen scale must be positive, not \(scale)") }
        return max(1, 1.5 / scale)
    }
}
