import Foundation

/// Where an orthogonal section's scroller comes to rest after a drag, for
/// each `CollectionLayoutSectionOrthogonalScrollingBehavior`: a pure function
/// of the projected offset, the velocity and the offset where the drag began.
package struct OrthogonalScrollingDeceleration: Hashable, Sendable {
    /// The section's behaviour.
    package var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    /// The scroller's length along its axis (its frame's width for a vertical layout).
    package var scrollerLength: CGFloat
    /// The scroller's content length along its axis.
    package var contentLength: CGFloat
    /// A group's length plus the inter-group spacing: the group pages' length.
    package var groupStride: CGFloat
    /// Each group's leading offset, when groups differ in length (nil: `k × groupStride`).
    var groupStarts: [CGFloat]?

    /// Creates the deceleration of a scroller.
    package init(
        behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, scrollerLength: CGFloat,
        contentLength: CGFloat, groupStride: CGFloat, groupStarts: [CGFloat]? = nil
    ) {
        self.behavior = behavior
        self.scrollerLength = scrollerLength
        self.contentLength = contentLength
        self.groupStride = groupStride
        self.groupStarts = groupStarts
    }

    /// The largest offset: the content's end at the scroller's end.
    var maximumOffset: CGFloat { max(0, contentLength - scrollerLength) }

    /// The resting offset for a drag released with `velocity` (points per
    /// millisecond, positive toward the trailing end) whose projected resting
    /// offset is `proposedOffset`, begun at `startOffset`.
    package func targetOffset(proposedOffset: CGFloat, velocity: CGFloat, startOffset: CGFloat) -> CGFloat {
        let target: CGFloat
        switch behavior {
        case .none, .continuous:
            target = proposedOffset
        case .continuousGroupLeadingBoundary:
            target = nearestGroupStart(to: proposedOffset, velocity: velocity)
        case .paging:
            target = page(proposedOffset, length: scrollerLength, velocity: velocity, startOffset: startOffset)
        case .groupPaging, .groupPagingCentered:
            target = page(proposedOffset, length: groupStride, velocity: velocity, startOffset: startOffset)
        }
        return min(max(0, target), maximumOffset)
    }

    /// The nearest multiple of `length`, at most one page from the start page;
    /// a tie goes the way of the velocity.
    private func page(_ offset: CGFloat, length: CGFloat, velocity: CGFloat, startOffset: CGFloat) -> CGFloat {
        guard length > 0 else { return offset }
        let startPage = (startOffset / length).rounded()
        let page = Self.round(offset / length, velocity: velocity)
        return min(max(page, startPage - 1), startPage + 1) * length
    }

    private func nearestGroupStart(to offset: CGFloat, velocity: CGFloat) -> CGFloat {
        guard let groupStarts, !groupStarts.isEmpty else {
            guard groupStride > 0 else { return offset }
            return Self.round(offset / groupStride, velocity: velocity) * groupStride
        }
        var best = groupStarts[0]
        for start in groupStarts {
            let distance = abs(start - offset)
            let bestDistance = abs(best - offset)
            if distance < bestDistance || (distance == bestDistance && velocity > 0 && start > best) { best = start }
        }
        return best
    }

    /// `value` rounded to the nearest integer; exactly half-way goes the way of `velocity`.
    private static func round(_ value: CGFloat, velocity: CGFloat) -> CGFloat {
        let down = value.rounded(.down)
        if value - down == 0.5 { return velocity < 0 ? down : down + 1 }
        return value.rounded()
    }
}
