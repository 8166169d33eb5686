import Foundation
import Layout
import TestSupport
import Testing

/// A delegate that logs the messages it gets and can move the target.
final class RecordingDelegate: ScrollViewDelegate {
    var log: [String] = []
    var logsScrolls = false
    var scrolls = 0
    var projectedTargets: [CGPoint] = []
    var velocities: [CGPoint] = []
    var moveTarget: ((CGPoint) -> CGPoint)?
    var shouldScrollToTop = true

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrolls += 1
        if logsScrolls { log.append("didScroll \(scrollView.contentOffset.y)") }
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        log.append("willBeginDragging")
    }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        log.append("willEndDragging")
        velocities.append(velocity)
        projectedTargets.append(targetContentOffset)
        if let moveTarget { targetContentOffset = moveTarget(targetContentOffset) }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging \(decelerate)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        log.append("willBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log.append("didEndDecelerating \(scrollView.contentOffset.y)")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        log.append("didEndScrollingAnimation \(scrollView.contentOffset.y)")
    }

    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        log.append("shouldScrollToTop")
        return shouldScrollToTop
    }

    func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        log.append("didScrollToTop \(scrollView.contentOffset.y)")
    }
}

/// A delegate that implements nothing: every default applies.
final class SilentDelegate: ScrollViewDelegate {}

/// A scroll view whose scroll to the top jumps.
final class JumpingScrollView: ScrollView {
    override func animateScrollToTop(to offsetY: CGFloat, completion: @escaping () -> Void) {
        contentOffset.y = offsetY
        completion()
    }
}

@Suite("ScrollView")
struct ScrollViewTests {
    /// A root scroll view of 390 × 844 points over 10 000 points of content,
    /// at scale 3.
    func makeScrollView(framesPerSecond: Int = 60) -> ScrollView {
        let scrollView = ScrollView(name: "list")
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        scrollView.contentSize = CGSize(width: 390, height: 10_000)
        scrollView.clock = FrameClock(framesPerSecond: framesPerSecond)
        return scrollView
    }

    /// A screen with a safe area (top 47, bottom 34, sides 10) and a scroll
    /// view filling it.
    func makeScreen() -> (root: View, scrollView: ScrollView) {
        let root = View(name: "screen")
        keepAlive(root)  // callers keep only the scroll view
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 10, bottom: 34, right: 10)
        let scrollView = ScrollView(name: "list")
        root.addSubview(scrollView)
        LayoutConstraint.activate(pinEdges(scrollView))
        root.layoutIfNeeded()
        return (root, scrollView)
    }

    // MARK: Properties

    @Test("Defaults follow UIKit")
    func defaults() {
        let scrollView = ScrollView(name: "list")
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.scrollsToTop)
        #expect(scrollView.refreshControl == nil)
        #expect(scrollView.decelerationRate == .normal)
        #expect(ScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(ScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.clock.framesPerSecond == 60)
        #expect(scrollView.clock.now == 0)
        #expect(!scrollView.isDragging)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.delegate == nil)
    }

    @Test(
        "adjustedContentInset adds the safe area's top and bottom unless .never",
        arguments: [
            (ScrollView.ContentInsetAdjustmentBehavior.automatic, EdgeInsets(top: 147, left: 5, bottom: 44, right: 5)),
            (.scrollableAxes, EdgeInsets(top: 147, left: 5, bottom: 44, right: 5)),
            (.always, EdgeInsets(top: 147, left: 5, bottom: 44, right: 5)),
            (.never, EdgeInsets(top: 100, left: 5, bottom: 10, right: 5)),
        ])
    func adjustedContentInset(
        behavior: ScrollView.ContentInsetAdjustmentBehavior, expected: EdgeInsets
    ) {
        let (_, scrollView) = makeScreen()
        scrollView.contentInset = EdgeInsets(top: 100, left: 5, bottom: 10, right: 5)
        scrollView.contentInsetAdjustmentBehavior = behavior
        #expect(scrollView.adjustedContentInset == expected)
        #expect(scrollView.restingTopOffset == -expected.top)
    }

    @Test("A root scroll view adds its own safe area")
    func rootSafeArea() {
        let scrollView = makeScrollView()
        scrollView.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 59, bottom: 34))
        #expect(scrollView.restingTopOffset == -59)
    }

    @Test("adjustedContentInset observers hear inset and behaviour changes")
    func adjustedContentInsetObservable() {
        let (_, scrollView) = makeScreen()
        var tops: [CGFloat] = []
        let token = scrollView.observe(\.adjustedContentInset) { _, change in tops.append(change.newValue.top) }
        defer { token.invalidate() }
        scrollView.contentInset.top = 100
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(tops == [147, 100])
    }

    @Test("The scrollable range runs from the resting top to the content's bottom")
    func restingOffsets() {
        let (_, scrollView) = makeScreen()
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        #expect(scrollView.restingTopOffset == -47)
        #expect(scrollView.restingBottomOffset == 1190)  // 2000 + 34 − 844
        scrollView.contentSize.height = 500  // shorter than the screen
        #expect(scrollView.restingBottomOffset == -47)
    }

    @Test("A new scroll view rests at its top as the insets and the safe area change")
    func restsAtTheTopUntilSet() {
        let (root, scrollView) = makeScreen()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -47))
        #expect(scrollView.bounds.minY == -47)
        let delegate = RecordingDelegate()
        delegate.logsScrolls = true
        scrollView.delegate = delegate
        let token = scrollView.observe(\.contentOffset) { _, change in
            delegate.log.append("observer \(change.newValue.y)")
        }
        defer { token.invalidate() }
        scrollView.contentInset.top = 100
        #expect(scrollView.contentOffset.y == -147)
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.contentOffset.y == -100)
        scrollView.contentInset.bottom = 20  // the resting top stays: no scroll
        #expect(delegate.log == ["observer -147.0", "didScroll -147.0", "observer -100.0", "didScroll -100.0"])
        scrollView.contentInsetAdjustmentBehavior = .automatic
        root.safeAreaInsets.top = 59
        #expect(scrollView.contentOffset.y == scrollView.restingTopOffset)
        #expect(scrollView.contentOffset.y == -159)
    }

    @Test(
        "Once set, by code or a gesture, the offset changes only when told",
        arguments: ["code", "animation", "drag"])
    func stopsRestingOnceSet(_ how: String) {
        let (root, scrollView) = makeScreen()
        switch how {
        case "code": scrollView.contentOffset.y = -47  // the same value counts
        case "animation":
            scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
            scrollView.clock.runUntilIdle()
        default: scrollView.drag(to: -47)
        }
        let offset = scrollView.contentOffset
        scrollView.contentInset.top = 100
        scrollView.contentInsetAdjustmentBehavior = .never
        root.safeAreaInsets.top = 59
        #expect(scrollView.contentOffset == offset)
    }

    @Test("contentOffset is the bounds origin and each change calls scrollViewDidScroll after the observers")
    func contentOffsetAndDidScroll() {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        delegate.logsScrolls = true
        scrollView.delegate = delegate
        let token = scrollView.observe(\.contentOffset) { _, change in
            delegate.log.append("observer \(change.newValue.y)")
        }
        defer { token.invalidate() }
        scrollView.contentOffset.y = 40
        scrollView.contentOffset.y = 40
        #expect(delegate.log == ["observer 40.0", "didScroll 40.0"])
        #expect(scrollView.bounds == CGRect(x: 0, y: 40, width: 390, height: 844))
    }

    @Test("A delegate that implements nothing gets the defaults")
    func silentDelegate() {
        let scrollView = makeScrollView()
        let delegate = SilentDelegate()
        scrollView.delegate = delegate
        scrollView.contentOffset.y = 500
        scrollView.tapStatusBar()  // the default answer is true
        scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("The delegate is held weakly")
    func weakDelegate() {
        let scrollView = makeScrollView()
        var delegate: RecordingDelegate? = RecordingDelegate()
        scrollView.delegate = delegate
        #expect(scrollView.delegate != nil)
        delegate = nil
        #expect(scrollView.delegate == nil)
    }

    @Test("The description shows a non-zero content offset")
    func description() {
        let scrollView = makeScrollView()
        #expect(scrollView.recursiveDescription == "<ScrollView 'list'; frame = (0 0; 390 844)>")
        scrollView.contentOffset.y = -120
        #expect(
            scrollView.recursiveDescription == "<ScrollView 'list'; frame = (0 0; 390 844); contentOffset = {0, -120}>")
    }

    // MARK: Dragging and deceleration

    @Test(
        "The release projects UIKit's target offset + v·d/(1−d)",
        arguments: [(ScrollView.DecelerationRate.normal, 998.0), (.fast, 198.0)])
    func projection(rate: ScrollView.DecelerationRate, distance: Double) {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.decelerationRate = rate
        scrollView.beginDragging()
        scrollView.drag(to: 100)
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 2))
        let target = try! #require(delegate.projectedTargets.first)
        #expect(abs(Double(target.y) - (100 + distance)) < 1e-9)
        #expect(target.x == 0)
        #expect(delegate.velocities == [CGPoint(x: 0, y: 2)])
        scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset == target)  // exactly
    }

    @Test("The projected target is clamped to the scrollable range")
    func projectionClamped() {
        let scrollView = makeScrollView()
        scrollView.contentInset.top = 100
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.drag(to: 0)
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 20))  // 9980 past 0
        scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == 9156)  // 10 000 − 844
        scrollView.drag(to: 0)
        scrollView.endDragging(velocity: CGPoint(x: 0, y: -2))  // −998
        scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == -100)
        #expect(delegate.projectedTargets.map(\.y) == [9156, -100])
    }

    @Test(
        "Deceleration lands exactly on its target at 60 and 120 Hz",
        arguments: [(60, 261), (120, 522)])
    func decelerationLandsExactly(framesPerSecond: Int, frames: Int) {
        // 1000 · 0.998^t < 1/6 (half a pixel at scale 3) from t > ln 6000 / −ln 0.998
        // = 4345.4 ms: frame 261 at 60 Hz, 522 at 120 Hz (4.35 s).
        let scrollView = makeScrollView(framesPerSecond: framesPerSecond)
        let delegate = RecordingDelegate()
        delegate.moveTarget = { _ in CGPoint(x: 0, y: 1000) }
        scrollView.delegate = delegate
        var offsets: [CGFloat] = []
        let token = scrollView.observe(\.contentOffset) { _, change in offsets.append(change.newValue.y) }
        defer { token.invalidate() }
        scrollView.beginDragging()
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 2))
        #expect(scrollView.isDecelerating)
        #expect(offsets.isEmpty)  // the first frame is the clock's next step

        #expect(scrollView.clock.runUntilIdle() == frames)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1000))
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.clock.now == 4.35)
        #expect(offsets.count == frames)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        // The first frame: 1000 · (1 − 0.998^(1000/fps)).
        let first = 1000 * (1 - pow(0.998, 1000 / Double(framesPerSecond)))
        #expect(abs(Double(offsets[0]) - first) < 1e-9)
        if framesPerSecond == 60 { #expect(abs(Double(offsets[0]) - 32.816) < 0.001) }
        // The frame before the landing was still half a pixel away or more;
        // the model's value on the landing frame is less.
        #expect(1000 - offsets[frames - 2] >= 0.5 / 3)
        #expect(1000 * pow(0.998, Double(frames) * 1000 / Double(framesPerSecond)) < 0.5 / 3)
        #expect(
            delegate.log == [
                "willBeginDragging", "willEndDragging", "didEndDragging true", "willBeginDecelerating",
                "didEndDecelerating 1000.0",
            ])
    }

    @Test("A fast flick lands on its projection", arguments: [(60, 43), (120, 85)])
    func fastRateLands(framesPerSecond: Int, frames: Int) {
        // 198 · 0.99^t < 1/6 from t > ln 1188 / −ln 0.99 = 704.5 ms.
        let scrollView = makeScrollView(framesPerSecond: framesPerSecond)
        scrollView.decelerationRate = .fast
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 2))
        #expect(scrollView.clock.runUntilIdle() == frames)
        #expect(abs(Double(scrollView.contentOffset.y) - 198) < 1e-9)
    }

    @Test("The delegate can move the target, even out of range")
    func delegateMovesTarget() {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        delegate.moveTarget = { _ in CGPoint(x: 0, y: 300) }
        scrollView.drag(to: 100)
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 2))
        scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))

        delegate.moveTarget = { _ in CGPoint(x: 0, y: -60) }  // above the resting top (0)
        scrollView.drag(to: 100)
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 2))
        scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -60))
    }

    @Test("A release without velocity at rest stops at once")
    func releaseWithoutVelocity() {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.beginDragging()
        #expect(scrollView.isDragging)
        scrollView.drag(to: 250)
        scrollView.endDragging(velocity: .zero)
        #expect(!scrollView.isDragging)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.clock.isIdle)
        #expect(scrollView.contentOffset.y == 250)
        #expect(delegate.log == ["willBeginDragging", "willEndDragging", "didEndDragging false"])
    }

    @Test("A release in overscroll goes back to the resting top")
    func overscrollReturns() {
        let scrollView = makeScrollView()
        scrollView.contentInset.top = 100
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.drag(to: -250)
        scrollView.endDragging(velocity: .zero)
        #expect(delegate.log.contains("didEndDragging true"))
        scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == -100)
        #expect(delegate.log.last == "didEndDecelerating -100.0")
    }

    @Test("The messages of a drag come in UIKit's order, with the flags set")
    func dragMessages() {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        delegate.logsScrolls = true
        scrollView.delegate = delegate
        var dragging: [Bool] = []
        var decelerating: [Bool] = []
        let tokens = [
            scrollView.observe(\.isDragging) { _, change in dragging.append(change.newValue) },
            scrollView.observe(\.isDecelerating) { _, change in decelerating.append(change.newValue) },
        ]
        defer { tokens.forEach { $0.invalidate() } }
        scrollView.beginDragging()
        scrollView.beginDragging()  // already dragging: nothing
        scrollView.drag(to: 50)
        scrollView.drag(to: 80)
        delegate.moveTarget = { _ in CGPoint(x: 0, y: 80.1) }  // one frame: 0.1 · 0.998^16.7 < 1/6
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 1))
        #expect(scrollView.clock.runUntilIdle() == 1)
        #expect(
            delegate.log == [
                "willBeginDragging", "didScroll 50.0", "didScroll 80.0", "willEndDragging",
                "didEndDragging true", "willBeginDecelerating", "didScroll 80.1", "didEndDecelerating 80.1",
            ])
        #expect(dragging == [true, false])
        #expect(decelerating == [true, false])
    }

    @Test("A new drag stops a deceleration where it is, without an end message")
    func dragInterruptsDeceleration() {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 2))
        scrollView.clock.run(until: 0.5)
        let offset = scrollView.contentOffset
        scrollView.beginDragging()
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.clock.isIdle)
        scrollView.clock.step()
        #expect(scrollView.contentOffset == offset)
        #expect(!delegate.log.contains { $0.hasPrefix("didEndDecelerating") })
    }

    @Test("Replacing the clock stops a deceleration")
    func newClockStops() {
        let scrollView = makeScrollView()
        let old = scrollView.clock
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 2))
        old.step()
        scrollView.clock = FrameClock(framesPerSecond: 120)
        #expect(old.isIdle)
        #expect(!scrollView.isDecelerating)
    }

    // MARK: Animations

    @Test("setContentOffset without animation is immediate")
    func setContentOffsetImmediate() {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(scrollView.contentOffset.y == 300)
        #expect(delegate.scrolls == 1)
        #expect(scrollView.clock.isIdle)
        #expect(delegate.log.isEmpty)
    }

    @Test("setContentOffset animated eases out over 0.3 s and ends exactly", arguments: [(60, 18), (120, 36)])
    func setContentOffsetAnimated(framesPerSecond: Int, frames: Int) {
        let scrollView = makeScrollView(framesPerSecond: framesPerSecond)
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        var offsets: [CGFloat] = []
        let token = scrollView.observe(\.contentOffset) { _, change in offsets.append(change.newValue.y) }
        defer { token.invalidate() }
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset.y == 0)
        #expect(scrollView.clock.runUntilIdle() == frames)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(offsets.count == frames)
        // Frame 1 of N: 300 · (1 − (1 − 1/N)³).
        let n = Double(frames)
        let first = 300 * (1 - (1 - 1 / n) * (1 - 1 / n) * (1 - 1 / n))
        #expect(abs(Double(offsets[0]) - first) < 1e-9)
        #expect(delegate.log == ["didEndScrollingAnimation 300.0"])
    }

    @Test("setContentOffset animated to the current offset does nothing")
    func setContentOffsetAnimatedNoChange() {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.setContentOffset(.zero, animated: true)
        #expect(scrollView.clock.isIdle)
        #expect(delegate.log.isEmpty)
    }

    @Test("An interrupted animation sends no end message and reports false")
    func interruptedAnimation() {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        scrollView.clock.step()
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == 50)
        #expect(delegate.log.isEmpty)

        var results: [Bool] = []
        scrollView.animateContentOffset(
            to: CGPoint(x: 0, y: 100), duration: 0.5, timing: { $0 }, completion: { results.append($0) })
        scrollView.clock.step()
        #expect(abs(Double(scrollView.contentOffset.y) - (50 + 50.0 / 30)) < 1e-9)  // linear, frame 1 of 30
        scrollView.beginDragging()
        #expect(results == [false])
        scrollView.endDragging(velocity: .zero)
        scrollView.animateContentOffset(to: CGPoint(x: 0, y: 0), duration: 0.5, completion: { results.append($0) })
        #expect(scrollView.clock.runUntilIdle() == 30)
        #expect(results == [false, true])
        #expect(scrollView.contentOffset.y == 0)
    }

    // MARK: Scroll to top

    @Test("A status-bar tap animates to the resting top, then tells the delegate")
    func tapStatusBar() {
        let scrollView = makeScrollView()
        scrollView.safeAreaInsets.top = 47
        scrollView.contentInset.top = 100
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.contentOffset.y = 2000
        scrollView.tapStatusBar()
        #expect(scrollView.clock.runUntilIdle() == 18)
        #expect(scrollView.contentOffset.y == -147)
        #expect(delegate.log == ["shouldScrollToTop", "didScrollToTop -147.0"])
    }

    @Test("A status-bar tap does nothing when scrollsToTop is off")
    func tapStatusBarOff() {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.contentOffset.y = 2000
        scrollView.scrollsToTop = false
        scrollView.tapStatusBar()
        #expect(scrollView.clock.isIdle)
        #expect(scrollView.contentOffset.y == 2000)
        #expect(delegate.log.isEmpty)  // not even asked
    }

    @Test("A status-bar tap does nothing when the delegate says no")
    func tapStatusBarRefused() {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        delegate.shouldScrollToTop = false
        scrollView.delegate = delegate
        scrollView.contentOffset.y = 2000
        scrollView.tapStatusBar()
        #expect(scrollView.clock.isIdle)
        #expect(scrollView.contentOffset.y == 2000)
        #expect(delegate.log == ["shouldScrollToTop"])
    }

    @Test("scrollToTopAnimator replaces the scroll-to-top animation")
    func scrollToTopAnimator() {
        let scrollView = makeScrollView()
        scrollView.contentInset.top = 120
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.contentOffset.y = 2000
        var requested: [CGFloat] = []
        scrollView.scrollToTopAnimator = { scrollView, offsetY, completion in
            requested.append(offsetY)
            // Linear over 0.5 s: 30 frames at 60 Hz.
            scrollView.animateContentOffset(
                to: CGPoint(x: 0, y: offsetY), duration: 0.5, timing: { $0 },
                completion: { if $0 { completion() } })
        }
        scrollView.tapStatusBar()
        #expect(requested == [-120])
        scrollView.clock.step()
        #expect(abs(Double(scrollView.contentOffset.y) - (2000 - 2120.0 / 30)) < 1e-9)
        #expect(scrollView.clock.runUntilIdle() == 29)
        #expect(scrollView.contentOffset.y == -120)
        #expect(delegate.log == ["shouldScrollToTop", "didScrollToTop -120.0"])
    }

    @Test("A subclass can override the scroll-to-top animation")
    func scrollToTopOverride() {
        let scrollView = JumpingScrollView(name: "list")
        scrollView.contentInset.top = 64
        scrollView.contentOffset.y = 500
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.tapStatusBar()
        #expect(scrollView.contentOffset.y == -64)
        #expect(delegate.log == ["shouldScrollToTop", "didScrollToTop -64.0"])
    }

    @Test("A drag interrupts the scroll to the top")
    func dragInterruptsScrollToTop() {
        let scrollView = makeScrollView()
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.contentOffset.y = 2000
        scrollView.tapStatusBar()
        scrollView.clock.step()
        scrollView.beginDragging()
        scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset.y > 0)
        #expect(!delegate.log.contains { $0.hasPrefix("didScrollToTop") })
    }

    // MARK: Refresh control

    @Test("A refresh control begins and ends, notifying its observers and its scroll view's")
    func refreshControl() {
        let (_, scrollView) = makeScreen()
        scrollView.contentInset.top = 100
        let control = RefreshControl()
        #expect(RefreshControl.height == 60)
        #expect(control.height == 60)
        #expect(!control.isRefreshing)
        scrollView.refreshControl = control
        #expect(control.scrollView === scrollView)

        var log: [String] = []
        let tokens = [
            control.observe(\.isRefreshing) { _, change in log.append("control \(change.oldValue)→\(change.newValue)")
            },
            scrollView.observe(\.refreshControl?.isRefreshing) { _, change in
                log.append("scroll view \(change.newValue ?? false)")
            },
        ]
        defer { tokens.forEach { $0.invalidate() } }
        let insets = scrollView.adjustedContentInset
        let offset = scrollView.contentOffset
        control.beginRefreshing()
        control.beginRefreshing()  // already refreshing: nothing
        #expect(control.isRefreshing)
        #expect(scrollView.adjustedContentInset == insets)  // never changes insets by itself
        #expect(scrollView.contentOffset == offset)
        control.endRefreshing()
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(log == ["control false→true", "scroll view true", "control true→false", "scroll view false"])
    }

    @Test("A refresh control belongs to one scroll view at a time")
    func refreshControlOwnership() {
        let first = makeScrollView()
        let second = makeScrollView()
        let control = RefreshControl()
        first.refreshControl = control
        second.refreshControl = control
        #expect(first.refreshControl == nil)
        #expect(control.scrollView === second)
        second.refreshControl = nil
        #expect(control.scrollView == nil)
    }
}
