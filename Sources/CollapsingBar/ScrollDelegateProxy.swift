import Foundation

/// A scroll view delegate that stands between a scroll view and the
/// delegate its screen gave it: it forwards every `ScrollViewDelegate`
/// message to that original delegate, then calls its own handlers (a delegate
/// proxy).
///
/// The bar needs the delegate's messages to snap, but taking the delegate
/// would cut the screen off from its own scrolling messages. The proxy does
/// both: the screen's delegate gets every call first, exactly as before
/// (a moved `targetContentOffset` included), and the bar's handlers see the
/// result. Each method is forwarded by hand, one line a message, checked by
/// the compiler.
///
/// The original delegate is held weakly, as the scroll view held it; the
/// scroll view holds the proxy weakly too, so its owner (the bar) keeps it.
final class ScrollDelegateProxy: ScrollViewDelegate {
    /// The screen's own delegate, which keeps receiving every message.
    weak var target: ScrollViewDelegate?

    /// Called after the original delegate's `scrollViewWillEndDragging`
    /// with the velocity and the target as the original delegate left it.
    var onWillEndDragging: ((ScrollView, CGPoint, inout CGPoint) -> Void)?
    /// Called after the original delegate's `scrollViewDidEndDragging`.
    var onDidEndDragging: ((ScrollView, Bool) -> Void)?
    /// Called after the original delegate's `scrollViewDidEndDecelerating`.
    var onDidEndDecelerating: ((ScrollView) -> Void)?

    /// Creates a proxy forwarding to `target`.
    init(target: ScrollViewDelegate?) {
        self.target = target
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        target?.scrollViewDidScroll(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        target?.scrollViewWillBeginDragging(scrollView)
    }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        target?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
        onWillEndDragging?(scrollView, velocity, &targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        target?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        onDidEndDragging?(scrollView, decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        target?.scrollViewWillBeginDecelerating(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        target?.scrollViewDidEndDecelerating(scrollView)
        onDidEndDecelerating?(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        target?.scrollViewDidEndScrollingAnimation(scrollView)
    }

    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        target?.scrollViewShouldScrollToTop(scrollView) ?? true
    }

    func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        target?.scrollViewDidScrollToTop(scrollView)
    }
}
