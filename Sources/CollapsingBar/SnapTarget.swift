import Foundation

/// Where a released scroll should stop so that no panel of the bar is left
/// partly collapsed.
///
/// Free of views, it works on where the scroll would stop on its own — the
/// `targetContentOffset` the scroll view hands its delegate in
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, UIKit's
/// projection (`ScrollView.projectedOffset(from:velocity:decelerationRate:)`)
/// clamped to the scrollable range — and snaps the sweep value `s` of that
/// target (the bar's sweep variable, `contentOffset.y + contentInset.top`,
/// 0 at rest) out of every collapse ``Segment``: a segment
/// `[start, start + length]` is the range of the sweep over which one panel
/// goes from open to closed, and a value inside it leaves the panel
/// `(s − start) / length` collapsed. Less than half collapsed snaps open (to
/// `start`), half or more snaps closed (to `start + length`). Values outside
/// every segment stay.
///
/// ```swift
/// // The search panel collapses over 0…52 of the sweep, the large title over 96…148.
/// let snap = SnapTarget(segments: [.init(start: 0, length: 52), .init(start: 96, length: 52)])
/// // in scrollViewWillEndDragging, with the target the scroll view handed in:
/// let sweep = targetContentOffset.y + inset     // -35.05 + 148 = 112.95
/// targetContentOffset.y = snap.snap(sweep) - inset   // 96 − 148 = −52: the large title opens
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
        ///
        /// - Important: Traps, in release builds too, with a message, if
        ///   `length` is negative or NaN.
        public init(start: CGFloat, length: CGFloat) {
            if !(length >= 0) { fatalError("SnapTarget.Segment: the length must not be negative, not \(length)") }
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
    /// - Important: Traps, in release builds too, with a message, if two
    ///   segments overlap: a sweep value would belong to two panels.
    public init(segments: [Segment]) {
        let sorted = segments.sorted { ($0.start, $0.length) < ($1.start, $1.length) }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) where !(later.start >= earlier.end) {
            fatalError("SnapTarget: the collapse segments \(earlier) and \(later) overlap")
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

    /// Where a released scroll stops on its own: the scroll view's
    /// projection, `ScrollView.projectedOffset(from:velocity:decelerationRate:)`
    /// (`offset + velocity·d / (1 − d)`), which is also what it hands its
    /// delegate as the target, clamped to its range.
    ///
    /// - Parameters:
    ///   - offset: the offset at the release (`contentOffset.y`).
    ///   - velocity: the release velocity in points per millisecond
    ///     (positive: the offset grows).
    ///   - decelerationRate: the velocity kept per millisecond,
    ///   `.normal` (0.998) by default or `.fast` (0.99).
    public static func projectedOffset(
        offset: CGFloat, velocity: CGFloat, decelerationRate: ScrollView.DecelerationRate = .normal
    ) -> CGFloat {
        ScrollView.projectedOffset(from: offset, velocity: velocity, decelerationRate: decelerationRate)
    }
}
