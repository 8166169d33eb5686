import Foundation
import Testing

@testable import CollapsingBar

@Suite("Refresh")
struct RefreshTests {
    @Test func pullToRefreshAndBack() {
        let scene = BarScene()
        let scrollView = scene.scrollView
        let refresh = RefreshControl()
        scrollView.refreshControl = refresh
        let expanded = scrollView.contentInset.top
        var insets: [CGFloat] = []
        let token = scrollView.observe(\.contentInset) { _, change in insets.append(change.newValue.top) }

        // Pulled down 80 points, the control starts refreshing under the finger.
        scrollView.beginDragging()
        scrollView.drag(to: -expanded - 80)
        scene.screen.layoutIfNeeded()
        #expect(scene.bar.spacePanel.frame.height == 80)
        refresh.beginRefreshing()
        #expect(scrollView.contentInset.top == expanded + 60)
        scene.screen.layoutIfNeeded()
        #expect(scene.bar.spacePanel.frame.height == 20)  // the rest of the pull is the control's room
        scrollView.endDragging(velocity: .zero)
        scene.clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == -expanded - 60)  // resting under the control
        scene.screen.layoutIfNeeded()
        #expect(scene.bar.spacePanel.frame.height == 0)

        // Ending the refresh: the inset comes back at once (one change, no nudge), the content moves up.
        refresh.endRefreshing()
        #expect(insets == [expanded + 60, expanded])
        scene.clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == -expanded)
        scene.screen.layoutIfNeeded()
        #expect(scene.bar.spacePanel.frame.height == 0)
        withExtendedLifetime(token) {}
    }

    @Test func endingARefreshWhileScrolledLeavesTheContentWhereItIs() {
        let scene = BarScene()
        let scrollView = scene.scrollView
        let refresh = RefreshControl()
        scrollView.refreshControl = refresh
        let expanded = scrollView.contentInset.top
        refresh.beginRefreshing()
        scrollView.contentOffset.y = 400
        refresh.endRefreshing()
        #expect(scrollView.contentInset.top == expanded)
        scene.clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == 400)
    }

    @Test func aNewRefreshControlIsHeardToo() {
        let scene = BarScene()
        let expanded = scene.scrollView.contentInset.top
        let first = RefreshControl()
        scene.scrollView.refreshControl = first
        let second = RefreshControl()
        scene.scrollView.refreshControl = second
        first.beginRefreshing()
        #expect(scene.scrollView.contentInset.top == expanded)
        second.beginRefreshing()
        #expect(scene.scrollView.contentInset.top == expanded + 60)
    }
}

@Suite("Scroll to top")
struct ScrollToTopTests {
    @Test(arguments: [60, 120])
    func aStatusBarTapAnimatesToTheTop(framesPerSecond: Int) {
        let scene = BarScene(framesPerSecond: framesPerSecond)
        let scrollView = scene.scrollView
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scene.bar.detach()
        scene.bar.attach(to: scrollView)
        scene.scroll(toSweep: 1500)
        let start = scrollView.contentOffset.y
        let top = -scrollView.contentInset.top
        delegate.log = []

        scene.bar.statusBarTapCatcher.tapStatusBar()
        var offsets: [CGFloat] = []
        while !scene.clock.isIdle {
            scene.clock.step()
            offsets.append(scrollView.contentOffset.y)
        }
        let animation = try! #require(scene.bar.lastScrollToTop)
        #expect(animation.start == start && animation.target == top)
        #expect(animation.framesPerSecond == framesPerSecond)
        #expect(animation.curve == .scrollToTopLong)  // 1500 points is more than a screen
        #expect(offsets == animation.samples)
        #expect(offsets.count == (framesPerSecond == 60 ? 27 : 54))  // 0.45 s
        #expect(offsets.last == top)  // exactly
        #expect(offsets.contains { $0 < top })  // it overshoots the top and settles back
        #expect(delegate.log == ["shouldScrollToTop", "didScrollToTop"])
        #expect(scene.bar.statusBarTapCatcher.contentOffset.y == 1)  // the catcher itself does not move
        scene.screen.layoutIfNeeded()
        #expect(scene.bar.collapseProgress == 0)
    }

    @Test func aShortScrollUsesTheShortCurve() {
        let scene = BarScene()
        scene.scroll(toSweep: 300)
        scene.bar.scrollToTop()
        scene.clock.runUntilIdle()
        #expect(scene.bar.lastScrollToTop?.curve == .scrollToTopShort)
        #expect(scene.scrollView.contentOffset.y == -scene.scrollView.contentInset.top)
        print(scene.bar.lastScrollToTop!)  // the samples, frame by frame
    }

    @Test func theScreensDelegateCanRefuse() {
        let scene = BarScene()
        let delegate = RecordingDelegate()
        delegate.shouldScrollToTop = false
        scene.scrollView.delegate = delegate
        scene.bar.detach()
        scene.bar.attach(to: scene.scrollView)
        scene.scroll(toSweep: 500)
        scene.clock.runUntilIdle()  // the title's cross-fade
        scene.bar.statusBarTapCatcher.tapStatusBar()
        #expect(scene.clock.isIdle && abs(scene.sweep - 500) < 1e-9)
    }

    @Test func theScrollViewsOwnTapIsOffButUsesTheBarsAnimationIfTurnedBackOn() {
        let scene = BarScene()
        scene.scroll(toSweep: 500)
        scene.clock.runUntilIdle()  // the title's cross-fade
        scene.scrollView.tapStatusBar()
        #expect(scene.clock.isIdle)  // scrollsToTop is off while attached
        scene.scrollView.scrollsToTop = true
        scene.scrollView.tapStatusBar()
        let animation = scene.bar.lastScrollToTop
        #expect(animation != nil)
        scene.clock.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == animation?.target)
    }

    @Test func aDragInterruptsIt() {
        let scene = BarScene()
        scene.scroll(toSweep: 900)
        scene.clock.runUntilIdle()  // the title's cross-fade
        scene.bar.statusBarTapCatcher.tapStatusBar()
        for _ in 0..<5 { scene.clock.step() }
        scene.scrollView.beginDragging()
        #expect(scene.clock.isIdle)
        scene.scrollView.endDragging(velocity: .zero)
    }
}
