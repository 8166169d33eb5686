import Foundation
import Testing

@testable import CollapsingBar

/// A screen's own scroll view delegate that logs every message it gets.
final class RecordingDelegate: ScrollViewDelegate {
    var log: [String] = []
    var scrolls = 0
    var shouldScrollToTop = true
    var moveTarget: ((CGPoint) -> CGPoint)?

    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        log.append("willEndDragging")
        if let moveTarget { targetContentOffset = moveTarget(targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { log.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { log.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { log.append("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        log.append("shouldScrollToTop")
        return shouldScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) { log.append("didScrollToTop") }
}
