import Foundation
import MallocCounter
import TestSupport
import Testing

@testable import CollapsingBar
@testable import Layout

/// The scroll tick allocates nothing: setting the offset, the bar's update
/// of its constants, the layout pass and reading the frames, counted by the
/// `MallocCounter` test target (which replaces the allocator's entry points
/// in the test executable; under a sanitizer it cannot, and these tests say
/// so instead of counting).
///
/// The claim is about optimised code, which is what ships: a debug build
/// allocates on every tick by design (the solver's invariant checks, and no
/// stack promotion at `-Onone`), so there the tick is not counted and the
/// proof is `swift test -c release -Xswiftc -enable-testing --filter
/// TickAllocationTests` (`-enable-testing` for the tests' `@testable` imports),
/// or, without building the tests, the `tick-allocations` executable, which
/// runs the same ``BarTickSweep`` and is what CI runs.
///
/// Serialized: the counter is one per process, and a test that starts it
/// while another counts would reset and take over the other's count.
@Suite(.serialized) struct TickAllocationTests {
    /// Whether this test build is optimised.
    static var isOptimized: Bool {
        #if DEBUG
            false
        #else
            true
        #endif
    }

    /// Counts the allocations `body` makes on this thread, or nil when the
    /// counter is unavailable in this build.
    static func allocations(_ body: () -> Void) -> Int64? {
        guard malloc_counter_is_available() else { return nil }
        malloc_counter_start()
        body()
        return malloc_counter_stop()
    }

    /// Records that the counter cannot count in this build (a sanitizer
    /// owns the allocator).
    static func reportUnavailable() {
        withKnownIssue("the malloc counter is unavailable in this build (a sanitizer replaces the allocator)") {
            Issue.record("allocations not counted")
        }
    }

    @Test func counterCountsAnAllocation() {
        guard
            let count = Self.allocations({
                let storage = UnsafeMutablePointer<Int>.allocate(capacity: 100)
                storage.initialize(to: 1)
                storage.deallocate()
            })
        else { return Self.reportUnavailable() }
        #expect(count == 1)
    }

    @Test(
        .enabled(
            if: isOptimized,
            "a debug build allocates by design; run `swift test -c release -Xswiftc -enable-testing`"))
    func barTickAllocatesNothing() {
        let scene = BarScene()
        let sweep = BarTickSweep(scene.fixture)
        let screen = scene.screen
        var checksum: CGFloat = 0
        func tick(_ k: Int) { checksum += sweep.tick(k) }
        // One period first, so that every buffer has grown.
        for k in 0..<sweep.offsets.count { tick(k) }
        let passes = screen.engine.passCount
        guard let count = Self.allocations({ for k in 0..<10_000 { tick(k) } }) else {
            return Self.reportUnavailable()
        }
        #expect(count == 0, "\(count) allocations in 10,000 ticks")
        // The ticks did lay out (most of them change the frames).
        #expect(screen.engine.passCount - passes > 4_000)
        #expect(checksum.isFinite)
    }
}
