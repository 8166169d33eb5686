import Foundation

/// Where a released scroll should stop so that no panel of the bar is left
/// partly collapsed.
///
/// Two steps, both free of views:
///
/// 1. Project where the scroll would stop on its own (UIKit's projection):
///    `projected = offset + v·d / (1 − d)`, with `v` the release velocity in
///    points per millisecond and `d` the deceleration rate (0.998 normal,
///    0.99 fast). See ``projectedOffset(offset:velocity:decelerationRate:)``.
/// 2. Snap the projected sweep value `s` (the bar's sweep variable,
///    `contentOffset.y + contentInset.top`, 0 at rest) out of every
///    collapse ``Segment``: a segment `[start, start + length]` is the range
///    of the sweep over which one panel goes from open to closed, and a value
///    inside it leaves the panel `(s − start) / length` collapsed. Less than
///    half collapsed snaps open (to `start`), half or more snaps closed (to
///    `start + length`). Values outside every segment stay.
///
/// ```swift
/// // The search panel collapses over 0…52 of the sweep, the large title over 96…148.
/// let snap = SnapTarget(segments: [.init(start: 0, length: 52), .init(start: 96, length: 52)])
/// let projected = SnapTarget.projectedOffset(offset: -60, velocity: 0.05, decelerationRate: .normal)
/// let sweep = projected + inset                 // -35.05 + 148 = 112.95
/// target.y = snap.snap(sweep) - inset           // 96 − 148 = −52: the large title opens
/// ```
public struct SnapTarget: Hashable, Sendable {
    /// A range of the sweep variable over which one panel collapses, from
    /// open at ``start`` to closed at ``end``.
    public struct Segment: Hashable, Sendable {
        /// The sweep value at which the panel starts to collapse (open up to here).
        public var start: CGFloat
        /// The sweep distance over which it collapses; not negative.
        public var length: CGFloat

        /// Creates a segment from its start and length.
        public init(start: CGFloat, length: CGFloat) {
            precondition(length >= 0, "a collapse segment cannot have a negative length")
            self.start = start
            self.length = length
        }

        /// The sweep value at which the panel is closed: `start + length`.
        public var end: CGFloat { start + length }

        /// How collapsed the panel is at a sweep value:
        /// `(sweep − start) / length` clamped to 0…1 (for a zero length,
        /// 0 up to `start` and 1 past it).
        public func collapsedFraction(atSweep sweep: CGFloat) -> CGFloat {
            guard length > 0 else { return sweep > start ? 1 : 0 }
            return min(max((sweep - start) / length, 0), 1)
        }

        /// Whether the panel is partly collapsed at a sweep value: strictly
        /// between ``start`` and ``end``.
        public func isPartlyCollapsed(atSweep sweep: CGFloat) -> Bool {
            sweep > start && sweep < end
        }
    }

    /// The segments, in increasing order of ``Segment/start``, none overlapping another.
    public let segments: [Segment]

    /// Creates a snap over the given segments.
    ///
    /// - Parameter segments: the collapse ranges of the panels that must end
    ///   fully open or closed, in any order; they may touch but not overlap
    ///   (the bar's panels collapse one after another).
    public init(segments: [Segment]) {
        let sorted = segments.sorted { ($0.start, $0.length) < ($1.start, $1.length) }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) {
            precondition(later.start >= earlier.end, "collapse segments must not overlap")
        }
        self.segments = sorted
    }

    /// The sweep value to stop at instead of `sweep`: the start of the
    /// segment it lies in when that segment would be less than half
    /// collapsed, the segment's end when half or more, and `sweep` itself
    /// when it lies in no segment (or on a segment's end).
    ///
    /// - Complexity: O(*n*) in the number of segments.
    public func snap(_ sweep: CGFloat) -> CGFloat {
        guard let segment = segments.first(where: { $0.isPartlyCollapsed(atSweep: sweep) }) else { return sweep }
        return segment.collapsedFraction(atSweep: sweep) < 0.5 ? segment.start : segment.end
    }

    /// How far to move a projected target: `snap(sweep) − sweep` (negative
    /// opens a panel, positive closes one). Add it to
    /// `targetContentOffset.y` in `scrollViewWillEndDragging`.
    public func adjustment(forSweep sweep: CGFloat) -> CGFloat {
        snap(sweep) - sweep
    }

    /// Where a released scroll stops on its own (UIKit's projection):
    /// `offset + velocity·d / (1 − d)`, with `d` the rate's raw value.
    ///
    /// - Parameters:
    ///   - offset: the offset at the release (`contentOffset.y`).
    ///   - velocity: the release velocity in points per millisecond
    ///     (positive: the offset grows).
    ///   - decelerationRate: the velocity kept per millisecond,
    ///   `.normal` (0.998: 2 pt/ms travels 998 pt) by default or `.fast`
    ///   (0.99: 198 pt). A rate outside 0…1 (exclusive) travels nowhere.
    public static func projectedOffset(
        offset: CGFloat, velocity: CGFloat, decelerationRate: ScrollView.DecelerationRate = .normal
    ) -> CGFloat {
        let d = Double(decelerationRate.rawValue)
        guard d > 0 && d < 1 else { return offset }
        // Grouped as the scroll view groups it, so both agree to the last bit.
        return offset + velocity * CGFloat(d / (1 - d))
    }
}
