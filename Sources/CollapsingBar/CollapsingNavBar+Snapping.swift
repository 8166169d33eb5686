import Foundation

extension CollapsingNavBar {
    /// The collapse ranges that must not be left half-way, in collapse
    /// offsets: the search panel's and the large title's (the closable panel
    /// may rest partly closed, like content).
    var snapTarget: SnapTarget {
        var segments: [SnapTarget.Segment] = []
        for range in [model.searchSegment, model.largeTitleSegment] where range.upperBound > range.lowerBound {
            segments.append(SnapTarget.Segment(start: range.lowerBound, length: range.upperBound - range.lowerBound))
        }
        return SnapTarget(segments: segments)
    }

    /// Where a scroll ending at `offsetY` should stop instead, so that the
    /// search panel and the large title each end fully open or fully closed:
    /// open when less than half collapsed, closed otherwise
    /// (``SnapTarget/snap(_:)`` in collapse offsets, mapped back through the
    /// collapse origin), kept within the scroll view's range
    /// (`ScrollView.restingTopOffset` … `ScrollView.restingBottomOffset`):
    /// when the nearer end is out of range, the other end; when both are,
    /// the nearest offset in range.
    func snappedOffset(for offsetY: CGFloat, in scrollView: ScrollView) -> CGFloat {
        let inset = scrollView.contentInset.top
        let sweep = offsetY + inset
        // The sweep of collapse offset 0 under the current origin.
        let shift = startOffset - startCollapse
        guard sweep > 0 else { return offsetY }
        let offset = max(sweep - shift, 0)
        let snap = snapTarget
        guard let segment = snap.segments.first(where: { $0.isPartlyCollapsed(atSweep: offset) }) else {
            return offsetY
        }
        let open = segment.start + shift - inset
        let closed = segment.end + shift - inset
        let low = scrollView.restingTopOffset
        let high = scrollView.restingBottomOffset
        let preferred = snap.snap(offset) == segment.start ? open : closed
        let other = preferred == open ? closed : open
        for candidate in [preferred, other] where candidate >= low && candidate <= high { return candidate }
        return min(max(preferred, low), high)
    }

    /// The snap on release with velocity (through the delegate proxy, after
    /// the screen's delegate): moves the target — where the scroll view's
    /// projection lands, or wherever the screen's delegate moved it — out of
    /// any half-collapsed state. A release without velocity is snapped after
    /// the scroll stops (``snapIfNeeded(_:)``).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: CGPoint, target: inout CGPoint) {
        guard !isSearchActive, velocity.y != 0 else { return }
        target.y = snappedOffset(for: target.y, in: scrollView)
    }

    /// The fallback snap once the scroll has stopped — after a release
    /// without velocity, and after a deceleration (correcting any error of
    /// the projection): an animated `setContentOffset` to the snapped offset
    /// when the current one leaves a panel half-way.
    func snapIfNeeded(_ scrollView: ScrollView) {
        guard !isSearchActive, !scrollView.isDragging, scrollView === self.scrollView else { return }
        let offset = scrollView.contentOffset
        let target = snappedOffset(for: offset.y, in: scrollView)
        guard abs(target - offset.y) > 1e-9 else { return }
        scrollView.setContentOffset(CGPoint(x: offset.x, y: target), animated: true)
    }
}
