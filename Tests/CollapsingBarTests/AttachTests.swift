import Foundation
import Testing

@testable import CollapsingBar

@Suite("Attach and detach")
struct AttachTests {
    @Test func attachTakesOverTheTopInset() {
        let scene = BarScene(attach: false)
        let scrollView = scene.scrollView
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.contentInset = EdgeInsets(top: 10, bottom: 20)
        #expect(scrollView.restingTopOffset == -57)
        scrollView.contentOffset.y = -57
        scene.bar.attach(to: scrollView)

        let expanded = scene.bar.expandedHeight()
        #expect(abs(expanded - (47 + 236 + 1.0 / 3)) < 1e-9)
        #expect(scrollView.contentInset.top == expanded)
        #expect(scrollView.contentInset.bottom == 20)
        #expect(scrollView.contentInsetAdjustmentBehavior == .never)
        #expect(!scrollView.scrollsToTop)
        #expect(scrollView.contentOffset.y == -expanded)
        #expect(scrollView.delegate !== delegate && scrollView.delegate != nil)
        #expect(scene.bar.scrollView === scrollView)
        scene.screen.layoutIfNeeded()
        #expect(scene.bar.frame == CGRect(x: 0, y: 0, width: 390, height: 283 + 1.0 / 3))
    }

    @Test func theScreensDelegateKeepsEveryMessage() {
        let scene = BarScene(attach: false)
        let delegate = RecordingDelegate()
        scene.scrollView.delegate = delegate
        scene.bar.attach(to: scene.scrollView)
        let scrollView = scene.scrollView
        delegate.log = []
        let scrollsBefore = delegate.scrolls
        scrollView.beginDragging()
        scrollView.drag(to: scrollView.contentOffset.y + 300)
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 0.5))
        scene.clock.runUntilIdle()
        #expect(delegate.scrolls > scrollsBefore + 1)
        #expect(
            delegate.log == [
                "willBeginDragging", "willEndDragging", "didEndDragging true", "willBeginDecelerating",
                "didEndDecelerating",
            ])
        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        scene.clock.runUntilIdle()
        #expect(delegate.log.last == "didEndScrollingAnimation")
        // A target moved by the screen's delegate is snapped from where it was sent.
        delegate.moveTarget = { CGPoint(x: $0.x, y: -scrollView.contentInset.top + 20) }
        scrollView.beginDragging()
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 1))
        scene.clock.runUntilIdle()
        #expect(abs(scene.sweep) < 1e-9)  // 20 into the search panel: snapped open
    }

    @Test func detachGivesTheScrollViewBack() {
        let scene = BarScene(attach: false)
        let scrollView = scene.scrollView
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        var animatorCalls = 0
        let animator: (ScrollView, CGFloat, @escaping () -> Void) -> Void = { _, _, done in
            animatorCalls += 1
            done()
        }
        scrollView.scrollToTopAnimator = animator
        scrollView.contentInset = EdgeInsets(top: 10, bottom: 20)
        scrollView.contentOffset.y = scrollView.restingTopOffset  // -57
        scene.bar.attach(to: scrollView)
        scene.scroll(toSweep: 120)
        scene.bar.detach()

        #expect(scrollView.contentInset == EdgeInsets(top: 10, bottom: 20))
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.scrollsToTop)
        #expect(scrollView.delegate === delegate)
        #expect(scene.bar.scrollView == nil)
        // The offset moved by the inset difference: still 120 below the (new) resting top.
        #expect(abs(scrollView.contentOffset.y - (120 - 57)) < 1e-9)
        scrollView.tapStatusBar()
        #expect(animatorCalls == 1)
        // The bar keeps its collapse, and no longer follows the scroll.
        let heights = scene.panelHeights
        scrollView.contentOffset.y = 0
        scene.screen.layoutIfNeeded()
        #expect(scene.panelHeights == heights)
        // At rest it stays at rest.
        scene.bar.attach(to: scrollView)
        scene.scroll(toSweep: 0)
        scene.bar.detach()
        #expect(abs(scrollView.contentOffset.y - -57) < 1e-9)
    }

    @Test func aNewScrollViewAttachedAsTheDocsSayShowsTheBarExpanded() {
        let screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        screen.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let tableView = ScrollView(name: "table")
        tableView.contentSize = CGSize(width: 390, height: 3000)
        screen.addSubview(tableView)
        LayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: screen.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        ])
        tableView.contentInset.bottom = 20  // the screen's own inset, before the bar
        let bar = CollapsingNavBar()
        bar.pinToTop(of: screen)
        bar.attach(to: tableView)
        screen.layoutIfNeeded()

        let expanded = bar.expandedHeight()
        #expect(tableView.contentOffset.y == -expanded)
        #expect(bar.collapseProgress == 0)
        #expect(abs(bar.frame.height - expanded) < 1e-9)
        // The content's top shows right under the expanded bar.
        #expect(abs(-tableView.contentOffset.y - bar.frame.maxY) < 1e-9)
        #expect(screen.diagnostics.isEmpty)
    }

    @Test func switchingTabsKeepsEachScrollViewsState() {
        let scene = BarScene(attach: false)
        let bar = scene.bar
        let first = scene.scrollView
        let second = ScrollView(name: "second")
        second.clock = scene.clock
        second.contentSize = CGSize(width: 390, height: 2000)
        scene.screen.insertSubview(second, at: 0)
        LayoutConstraint.activate([
            second.topAnchor.constraint(equalTo: scene.screen.topAnchor),
            second.bottomAnchor.constraint(equalTo: scene.screen.bottomAnchor),
            second.leadingAnchor.constraint(equalTo: scene.screen.leadingAnchor),
            second.trailingAnchor.constraint(equalTo: scene.screen.trailingAnchor),
        ])
        let firstDelegate = RecordingDelegate()
        let secondDelegate = RecordingDelegate()
        first.delegate = firstDelegate
        second.delegate = secondDelegate
        first.contentOffset.y = first.restingTopOffset
        second.contentOffset.y = second.restingTopOffset
        scene.screen.layoutIfNeeded()

        bar.attach(to: first)
        scene.scroll(toSweep: 500)  // the first tab, scrolled far: the bar collapses
        #expect(bar.collapseProgress == 1)
        let firstContent = first.contentOffset.y

        bar.attach(to: second)  // the second tab, at rest: expanded
        #expect(first.delegate === firstDelegate && first.scrollsToTop)
        #expect(first.contentInsetAdjustmentBehavior == .automatic)
        #expect(second.contentOffset.y == -bar.expandedHeight())
        scene.screen.layoutIfNeeded()
        #expect(bar.collapseProgress == 0)
        second.contentOffset.y += 30
        scene.screen.layoutIfNeeded()
        #expect(bar.collapseOffset == 30)

        bar.attach(to: first)  // back to the first: its content where it was, the bar as it was
        let expanded = bar.expandedHeight()
        #expect(abs(first.contentOffset.y - (firstContent + expanded - 47)) < 1e-9)
        #expect(second.delegate === secondDelegate)
        #expect(bar.collapseOffset == 30)
        scene.screen.layoutIfNeeded()
        #expect(scene.bar.searchPanel.frame.height == 22)
        #expect(bar.startCollapse == 30)
    }

    @Test func attachingMidScrollDoesNotJump() {
        let scene = BarScene(attach: false)
        let bar = scene.bar
        let scrollView = scene.scrollView
        scrollView.contentOffset.y = 600  // scrolled, not at rest
        scene.screen.layoutIfNeeded()
        let framesBefore = scene.panelFrames
        bar.attach(to: scrollView)
        scene.screen.layoutIfNeeded()
        #expect(scrollView.contentOffset.y == 600)  // the content stays
        #expect(scene.panelFrames == framesBefore)  // the bar does not jump: still expanded
        let expanded = bar.expandedHeight()
        #expect(bar.startOffset == 600 + expanded && bar.startCollapse == 0)

        // Scrolling on collapses from there.
        scrollView.contentOffset.y = 640
        scene.screen.layoutIfNeeded()
        #expect(bar.collapseOffset == 40)
        // Back down past the start: the origin follows, the bar stays expanded, no gap.
        scrollView.contentOffset.y = 500
        scene.screen.layoutIfNeeded()
        #expect(bar.collapseOffset == 0 && bar.startOffset == 500 + expanded)
        #expect(bar.spacePanel.frame.height == 0)
        scrollView.contentOffset.y = 520
        scene.screen.layoutIfNeeded()
        #expect(bar.collapseOffset == 20)
        // At the top the origin resets: pulling down stretches the gap.
        scrollView.contentOffset.y = -expanded - 25
        scene.screen.layoutIfNeeded()
        #expect(bar.startOffset == 0 && bar.startCollapse == 0)
        #expect(abs(bar.collapseOffset - -25) < 1e-9)
        #expect(bar.spacePanel.frame.height == 25)
    }

    @Test func attachingMidScrollKeepsAPartialCollapse() {
        let scene = BarScene()
        let bar = scene.bar
        let other = ScrollView(name: "other")
        other.contentSize = CGSize(width: 390, height: 3000)
        scene.screen.insertSubview(other, at: 0)
        other.contentOffset.y = 800
        scene.scroll(toSweep: 70)  // search closed, closable half closed
        bar.attach(to: other)
        scene.screen.layoutIfNeeded()
        #expect(bar.collapseOffset == 70)
        #expect(bar.closablePanel.frame.height == 26)
        other.contentOffset.y += 10
        scene.screen.layoutIfNeeded()
        #expect(bar.closablePanel.frame.height == 16)
    }

    @Test func reattachingToTheSameScrollViewChangesNothing() {
        let scene = BarScene()
        scene.scroll(toSweep: 40)
        let offset = scene.scrollView.contentOffset
        let delegate = scene.scrollView.delegate
        scene.bar.attach(to: scene.scrollView)
        #expect(scene.scrollView.contentOffset == offset && scene.scrollView.delegate === delegate)
    }

    @Test func anOutsideChangeOfTheTopInsetIsTakenBack() {
        let scene = BarScene()
        let inset = scene.scrollView.contentInset.top
        scene.scrollView.contentInset.top = 10
        #expect(scene.scrollView.contentInset.top == inset)
        scene.scrollView.contentInset.bottom = 50  // the bottom is the screen's
        #expect(scene.scrollView.contentInset.bottom == 50 && scene.scrollView.contentInset.top == inset)
    }

    @Test func searchActiveFreezesTheBar() {
        let scene = BarScene()
        let bar = scene.bar
        scene.scroll(toSweep: 30)
        let frames = scene.panelFrames
        bar.isSearchActive = true
        for sweep in [-50, 0, 60, 200, 400] {
            scene.scroll(toSweep: CGFloat(sweep))
            #expect(scene.panelFrames == frames)
        }
        // No snapping while searching either.
        scene.scrollView.beginDragging()
        scene.scrollView.drag(to: 20 - scene.scrollView.contentInset.top)
        scene.scrollView.endDragging(velocity: .zero)
        scene.clock.runUntilIdle()
        #expect(abs(scene.sweep - 20) < 1e-9)
        #expect(scene.panelFrames == frames)
        // Search ends: the collapse for the current offset.
        bar.isSearchActive = false
        scene.screen.layoutIfNeeded()
        #expect(abs(bar.collapseOffset - 20) < 1e-9)
        #expect(bar.searchPanel.frame.height == 32)
    }

    @Test func pinToTopPlacesTheBar() {
        let screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        screen.safeAreaInsets = EdgeInsets(top: 20)
        let bar = CollapsingNavBar()
        let constraints = bar.pinToTop(of: screen)
        #expect(constraints.count == 3 && constraints.allSatisfy(\.isActive))
        screen.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 20 + 236 + 1.0 / 3))
        #expect(bar.stack.frame.minY == 20)
        #expect(!bar.hasAmbiguousLayout)
        #expect(screen.diagnostics.isEmpty)
    }

    /// What sticks to the visible top of the content (a collection's pinned
    /// header) reads the scroll view's visible top inset: the bar's current
    /// bottom, while the inset stays at the expanded height.
    @Test func theScrollViewsVisibleTopIsTheBarsBottom() {
        let scene = BarScene()
        let scrollView = scene.scrollView
        for sweep in [-40, 0, 30, 52, 100, 148, 400, 60, -10] as [CGFloat] {
            scene.scroll(toSweep: sweep)
            let visibleTop = scrollView.visibleContentInset.top
            #expect(abs(visibleTop - scene.bar.frame.maxY) <= 1.0 / 3, "sweep \(sweep): \(visibleTop)")
            #expect(scrollView.adjustedContentInset.top == scene.bar.expandedHeight(), "sweep \(sweep)")
        }
        scene.scroll(toSweep: 0)
        #expect(scrollView.visibleContentInset.top == scrollView.adjustedContentInset.top, "at rest")
        scene.bar.detach()
        #expect(scrollView.visibleTopInset == nil)
        #expect(scrollView.visibleContentInset == scrollView.adjustedContentInset)
    }
}
