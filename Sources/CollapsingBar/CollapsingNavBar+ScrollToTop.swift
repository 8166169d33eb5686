import Foundation

extension CollapsingNavBar {
    /// Scrolls the attached scroll view to its resting top (`−contentInset.top`)
    /// with the bar's animation, ``ScrollToTopAnimation``: a spring-like
    /// overshoot sampled per frame of the scroll view's clock, landing
    /// exactly on the top. What a status-bar tap does
    /// (``statusBarTapCatcher``).
    ///
    /// The screen's delegate is asked first
    /// (`scrollViewShouldScrollToTop(_:)`) and told at the end
    /// (`scrollViewDidScrollToTop(_:)`), as for the scroll view's own
    /// scroll to the top. The animation, with its samples, is kept in
    /// ``lastScrollToTop``. Does nothing when the bar is not attached.
    public func scrollToTop() {
        guard let scrollView, let attachment else { return }
        guard attachment.proxy.target?.scrollViewShouldScrollToTop(scrollView) ?? true else { return }
        runScrollToTop(on: scrollView, to: scrollView.restingTopOffset) { [weak scrollView] in
            guard let scrollView else { return }
            scrollView.delegate?.scrollViewDidScrollToTop(scrollView)
        }
    }

    /// Runs the bar's scroll to the top on a scroll view's clock, from its
    /// offset to `offsetY`; `completion` runs once it landed (not when a
    /// drag or another animation interrupts it).
    func runScrollToTop(on scrollView: ScrollView, to offsetY: CGFloat, completion: @escaping () -> Void) {
        let animation = ScrollToTopAnimation(
            from: scrollView.contentOffset.y, to: offsetY, screenHeight: scrollView.bounds.height,
            framesPerSecond: scrollView.clock.framesPerSecond)
        lastScrollToTop = animation
        animation.run(on: scrollView) { finished in
            if finished { completion() }
        }
    }

    /// Sets up ``statusBarTapCatcher``: scrolled a point down over a tall
    /// content, so that it has a top to scroll to, with a delegate that
    /// declines the scroll and runs the bar's instead.
    func setUpStatusBarTapCatcher() {
        let catcher = StatusBarTapCatcher()
        catcher.bar = self
        tapCatcherDelegate = catcher
        statusBarTapCatcher.delegate = catcher
        statusBarTapCatcher.contentSize = CGSize(width: 0, height: 1000)
        statusBarTapCatcher.contentOffset.y = 1
    }
}

/// The delegate of the bar's ``CollapsingNavBar/statusBarTapCatcher``: a
/// status-bar tap asks it whether to scroll to the top; it answers no and
/// starts the bar's own scroll to the top instead.
final class StatusBarTapCatcher: ScrollViewDelegate {
    /// The bar to tell.
    weak var bar: CollapsingNavBar?

    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        bar?.scrollToTop()
        return false
    }
}
