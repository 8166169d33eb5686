import Foundation
import Testing

@testable import CollapsingBar
@testable import Layout

/// What one sweep on a fresh thread saw.
final class DepthReport: @unchecked Sendable {
    var deliveries = 0
    var deepestNesting = 0
    var highWater = 0
    var insets: [CGFloat] = []
    var observers = 0
    var finalSweep: CGFloat = 0
}

@Suite("Observer recursion")
struct RecursionDepthTests {
    /// Sweeps the offset −100…400 and back with every observer of the scene
    /// attached — the bar's own, plus a screen's observers of every view's
    /// frame and bounds and of the scroll view's offset, inset, size and
    /// refresh control, some of which write what they observe — and reports
    /// how deep deliveries nested and how many waited at once.
    static func sweep() -> DepthReport {
        let report = DepthReport()
        let scene = BarScene()
        let scrollView = scene.scrollView
        scrollView.refreshControl = RefreshControl()
        var nesting = 0
        func counted(_ body: @escaping () -> Void) -> () -> Void {
            {
                nesting += 1
                report.deliveries += 1
                report.deepestNesting = max(report.deepestNesting, nesting)
                body()
                nesting -= 1
            }
        }
        var tokens: [Observation] = []
        func watch(_ view: View) {
            let frame = counted {}
            let bounds = counted {}
            tokens.append(view.observe(\.frame) { _, _ in frame() })
            tokens.append(view.observe(\.bounds) { _, _ in bounds() })
            view.subviews.forEach(watch)
        }
        watch(scene.screen)
        // A screen that fights the bar over the inset, and re-lays out on every scroll.
        let fight = counted { scrollView.contentInset.top = 100 }
        tokens.append(
            scrollView.observe(\.contentOffset) { scrollView, _ in
                if abs(scrollView.contentOffset.y + scrollView.contentInset.top - 250) < 0.5 { fight() }
            })
        let relayout = counted { scene.screen.layoutIfNeeded() }
        tokens.append(scrollView.observe(\.contentOffset) { _, _ in relayout() })
        tokens.append(
            scrollView.observe(\.contentInset) { _, change in
                counted { report.insets.append(change.newValue.top) }()
            })
        let size = counted {}
        tokens.append(scrollView.observe(\.contentSize) { _, _ in size() })
        let refreshing = counted {}
        tokens.append(scrollView.observe(\.refreshControl?.isRefreshing) { _, _ in refreshing() })

        for sweep in Array(-100...400) + Array((-100...400).reversed()) {
            scene.scroll(toSweep: CGFloat(sweep))
            if sweep == 50 { scrollView.contentSize.height += 1 }
            if sweep == 0 { scrollView.refreshControl?.beginRefreshing() }
            if sweep == 10 { scrollView.refreshControl?.endRefreshing() }
        }
        report.highWater = ObservationQueue.current.takeUnretainedValue().highWater
        report.observers = tokens.count + 5  // and the bar's own five
        report.finalSweep = scene.sweep
        withExtendedLifetime(tokens) {}
        return report
    }

    @Test func deliveriesNeverNestAndTheQueueStaysShort() {
        // A fresh thread has a fresh observation queue, so its high-water mark is this sweep's.
        let done = DispatchSemaphore(value: 0)
        let box = DepthReport()
        let thread = Thread {
            let report = Self.sweep()
            box.deliveries = report.deliveries
            box.deepestNesting = report.deepestNesting
            box.highWater = report.highWater
            box.insets = report.insets
            box.observers = report.observers
            box.finalSweep = report.finalSweep
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        #expect(box.deliveries > 1000)
        #expect(box.deepestNesting == 1)  // no observer is ever called from inside another
        // At most one delivery per observer waiting at once: a round, not a growing pile.
        #expect(box.highWater <= box.observers)
        // The screen's fight over the inset, taken back at once, on the way up and down; the
        // refresh on and off on the way up, on again at the end; nothing else moved the inset.
        let pixels = box.insets.map { Int(($0 * 3).rounded()) }  // 283⅓ = 850 pixels
        #expect(pixels == [1030, 850, 300, 850, 300, 850, 1030])
    }
}
