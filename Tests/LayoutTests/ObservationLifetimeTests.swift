import Foundation
import Layout
import Testing

/// Observers and observed views released while a change is delivered: the
/// deliveries read their registrations and the changing object without
/// reference counts, so each case must still call only live observers with
/// live objects.
@Suite("Observation lifetimes")
struct ObservationLifetimeTests {
    /// A scroll view that scrolls itself as it goes away.
    final class ScrollsInDeinit: ScrollView {
        deinit { contentOffset = CGPoint(x: 0, y: 99) }
    }

    /// Holds views an observer releases.
    final class Holder {
        var view: View?
    }

    @Test("A view changing itself while it goes away is not handed to its observers")
    func changeDuringDeinitIsNotDelivered() {
        var scrollView: ScrollsInDeinit? = ScrollsInDeinit(name: "closing")
        var offsets: [CGFloat] = []
        let token = scrollView!.observe(\.contentOffset) { _, change in offsets.append(change.newValue.y) }
        defer { token.invalidate() }
        scrollView!.contentOffset.y = 10
        scrollView = nil
        #expect(offsets == [10])
    }

    @Test("A view released by an observer before its queued change is delivered is not handed over")
    func releasedBeforeItsTurn() {
        let first = View(name: "first")
        let holder = Holder()
        holder.view = View(name: "second")
        weak let second = holder.view
        var secondCalls = 0
        let secondToken = holder.view!.observe(\.frame) { _, _ in secondCalls += 1 }
        defer { secondToken.invalidate() }
        let firstToken = first.observe(\.frame) { _, _ in
            // Queued behind this delivery, then released before its turn.
            holder.view?.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
            holder.view = nil
        }
        defer { firstToken.invalidate() }
        first.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(second == nil)
        #expect(secondCalls == 0)
    }

    @Test("An observer that ends itself and another while delivering stops both, with the rest delivered")
    func observersEndedDuringDelivery() {
        let scrollView = ScrollView(name: "list")
        var calls: [String] = []
        var other: Observation?
        var own: Observation?
        own = scrollView.observe(\.contentOffset) { _, change in
            calls.append("own \(change.newValue.y)")
            own = nil
            other = nil
            scrollView.contentOffset.y = change.newValue.y + 1  // queued: only the last observer hears it
        }
        other = scrollView.observe(\.contentOffset) { _, change in calls.append("other \(change.newValue.y)") }
        let last = scrollView.observe(\.contentOffset) { _, change in calls.append("last \(change.newValue.y)") }
        defer { last.invalidate() }
        scrollView.contentOffset.y = 1
        scrollView.contentOffset.y = 5
        #expect(own == nil && other == nil)
        #expect(calls == ["own 1.0", "last 1.0", "last 2.0", "last 5.0"])
    }
}
