import Foundation
import Layout
import Testing

@Suite("Observation")
struct ObservationTests {
    /// A root scroll view of 390 × 844 points.
    func makeScrollView() -> ScrollView {
        let scrollView = ScrollView(name: "list")
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        return scrollView
    }

    @Test("Observers get the old and new values of each change")
    func oldAndNewValues() {
        let scrollView = makeScrollView()
        var changes: [(CGFloat, CGFloat)] = []
        let token = scrollView.observe(\.contentOffset) { _, change in
            changes.append((change.oldValue.y, change.newValue.y))
        }
        defer { token.invalidate() }
        scrollView.contentOffset.y = 10
        scrollView.contentOffset = CGPoint(x: 0, y: 25)
        #expect(changes.map(\.0) == [0, 10])
        #expect(changes.map(\.1) == [10, 25])
    }

    @Test("Setting a property to its value notifies nothing")
    func onlyRealChanges() {
        let scrollView = makeScrollView()
        var calls = 0
        let tokens = [
            scrollView.observe(\.contentOffset) { _, _ in calls += 1 },
            scrollView.observe(\.contentInset) { _, _ in calls += 1 },
            scrollView.observe(\.contentSize) { _, _ in calls += 1 },
            scrollView.observe(\.frame) { _, _ in calls += 1 },
            scrollView.observe(\.bounds) { _, _ in calls += 1 },
        ]
        defer { tokens.forEach { $0.invalidate() } }
        scrollView.contentOffset = .zero
        scrollView.contentInset = .zero
        scrollView.contentSize = .zero
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(calls == 0)
        scrollView.contentInset.top = 100
        #expect(calls == 1)
        scrollView.contentSize.height = 2000
        #expect(calls == 2)
    }

    @Test("Observers are called in registration order, before the setter returns")
    func orderAndSynchrony() {
        let scrollView = makeScrollView()
        var log: [String] = []
        let tokens = ["a", "b", "c"].map { label in
            scrollView.observe(\.contentOffset) { view, change in
                // The new value is in place when observers run.
                #expect(view.contentOffset == change.newValue)
                log.append("\(label) \(Int(change.newValue.y))")
            }
        }
        defer { tokens.forEach { $0.invalidate() } }
        scrollView.contentOffset.y = 5
        log.append("returned")
        #expect(log == ["a 5", "b 5", "c 5", "returned"])
    }

    @Test("A change made inside an observer is delivered after that observer returns")
    func nestedChangesAreQueued() {
        let scrollView = makeScrollView()
        var log: [String] = []
        let a = scrollView.observe(\.contentOffset) { view, change in
            log.append("a begin \(Int(change.oldValue.y))→\(Int(change.newValue.y)) nested: \(change.isNested)")
            if change.newValue.y == 10 { view.contentOffset.y = 20 }
            log.append("a end")
        }
        let b = scrollView.observe(\.contentOffset) { _, change in
            log.append("b \(Int(change.oldValue.y))→\(Int(change.newValue.y)) nested: \(change.isNested)")
        }
        defer { [a, b].forEach { $0.invalidate() } }
        scrollView.contentOffset.y = 10
        log.append("returned")
        #expect(
            log == [
                "a begin 0→10 nested: false", "a end",
                "b 0→10 nested: false",
                "a begin 10→20 nested: true", "a end",
                "b 10→20 nested: true",
                "returned",
            ])
        #expect(scrollView.contentOffset.y == 20)
    }

    @Test("An observer that clamps what it observes settles on the clamped value")
    func clampingObserverSettles() {
        let scrollView = makeScrollView()
        var clampCalls = 0
        var seen: [CGFloat] = []
        let clamp = scrollView.observe(\.contentOffset) { view, change in
            clampCalls += 1
            if change.newValue.y < 0 { view.contentOffset.y = 0 }
        }
        let watcher = scrollView.observe(\.contentOffset) { _, change in
            seen.append(change.newValue.y)
        }
        defer { [clamp, watcher].forEach { $0.invalidate() } }
        scrollView.contentOffset.y = -50
        #expect(scrollView.contentOffset.y == 0)
        #expect(clampCalls == 2)  // −50, then its own 0
        #expect(seen == [-50, 0])  // every observer sees the changes in order

        clampCalls = 0
        scrollView.contentOffset.y = 30  // allowed: one call, no write
        #expect(clampCalls == 1)
        #expect(scrollView.contentOffset.y == 30)
    }

    @Test("Two observers that pull against each other settle")
    func competingClampsSettle() {
        let scrollView = makeScrollView()
        var calls = 0
        let low = scrollView.observe(\.contentOffset) { view, change in
            calls += 1
            if change.newValue.y < 0 { view.contentOffset.y = 0 }
        }
        let high = scrollView.observe(\.contentOffset) { view, change in
            calls += 1
            if change.newValue.y > 100 { view.contentOffset.y = 100 }
        }
        defer { [low, high].forEach { $0.invalidate() } }
        scrollView.contentOffset.y = 500
        #expect(scrollView.contentOffset.y == 100)
        #expect(calls == 4)
        scrollView.contentOffset.y = -500
        #expect(scrollView.contentOffset.y == 0)
        #expect(calls == 8)
    }

    @Test("invalidate() stops delivery")
    func invalidateStops() {
        let scrollView = makeScrollView()
        var calls = 0
        let token = scrollView.observe(\.contentOffset) { _, _ in calls += 1 }
        scrollView.contentOffset.y = 1
        token.invalidate()
        scrollView.contentOffset.y = 2
        token.invalidate()  // twice is harmless
        #expect(calls == 1)
    }

    @Test("Releasing the token stops delivery")
    func releasingStops() {
        let scrollView = makeScrollView()
        var calls = 0
        var token: Observation? = scrollView.observe(\.contentOffset) { _, _ in calls += 1 }
        scrollView.contentOffset.y = 1
        #expect(token != nil)
        token = nil
        scrollView.contentOffset.y = 2
        #expect(calls == 1)
    }

    @Test("Bounds observers fire on content offset changes, with the offset as origin")
    func boundsFollowContentOffset() {
        let scrollView = makeScrollView()
        var bounds: [CGRect] = []
        var offsets = 0
        let tokens = [
            scrollView.observe(\.bounds) { _, change in bounds.append(change.newValue) },
            scrollView.observe(\.contentOffset) { _, _ in offsets += 1 },
        ]
        defer { tokens.forEach { $0.invalidate() } }
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(bounds == [CGRect(x: 0, y: 30, width: 390, height: 844)])
        #expect(offsets == 1)
        #expect(scrollView.bounds.origin == scrollView.contentOffset)
        #expect(scrollView.frame.origin == .zero)  // the frame does not move
    }

    @Test("Frame observers of subviews fire after layout changes, bounds ones on size changes")
    func subviewFramesAfterLayout() {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let child = View(name: "child")
        root.addSubview(child)
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        let height = child.heightAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            top, height,
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
        ])
        var frames: [CGRect] = []
        var sizes: [CGSize] = []
        let tokens = [
            child.observe(\.frame) { _, change in frames.append(change.newValue) },
            child.observe(\.bounds) { _, change in sizes.append(change.newValue.size) },
        ]
        defer { tokens.forEach { $0.invalidate() } }

        root.layoutIfNeeded()
        #expect(frames == [CGRect(x: 0, y: 10, width: 100, height: 50)])
        #expect(sizes == [CGSize(width: 100, height: 50)])

        top.constant = 20
        #expect(frames.count == 1)  // nothing until the layout pass
        root.layoutIfNeeded()
        #expect(frames.last == CGRect(x: 0, y: 20, width: 100, height: 50))
        #expect(sizes.count == 1)  // moving keeps the bounds

        height.constant = 60
        root.layoutIfNeeded()
        #expect(frames.last == CGRect(x: 0, y: 20, width: 100, height: 60))
        #expect(sizes == [CGSize(width: 100, height: 50), CGSize(width: 100, height: 60)])

        root.layoutIfNeeded()  // nothing changed: nothing notified
        #expect(frames.count == 3)
    }

    @Test("A visible-top change asks the observers only once one watches the visible inset")
    func visibleTopInsetAsksOnlyItsObservers() {
        let scrollView = makeScrollView()
        var reads = 0
        let offsetToken = scrollView.observe(reading: { (view: ScrollView) -> CGPoint in
            reads += 1
            return view.contentOffset
        }) { _, _ in }
        defer { offsetToken.invalidate() }
        reads = 0
        // A collapsing bar sets it on every scroll tick: nobody watches it
        // here, so the offset's observer is not asked about it.
        scrollView.visibleTopInset = 80
        scrollView.visibleTopInset = 60
        #expect(reads == 0)

        var tops: [CGFloat] = []
        let insetToken = scrollView.observeVisibleContentInset { _, change in tops.append(change.newValue.top) }
        defer { insetToken.invalidate() }
        scrollView.visibleTopInset = 40
        scrollView.visibleTopInset = nil
        #expect(tops == [40, 0])
        #expect(reads == 2)
    }
}
