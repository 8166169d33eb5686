// tick-allocations: proves that the collapsing bar's scroll tick allocates
// nothing in optimised code, the code that ships. Counts the allocations of
// 10,000 ticks of `BarTickSweep` (layout-bench's `bar.tick` sweep) on this
// thread with the `MallocCounter` target, which replaces the allocator's entry
// points in this executable.
//
// Build and run it optimised, beside layout-bench (the two share every module):
//
//     swift build -c release --product tick-allocations
//     "$(swift build -c release --show-bin-path)/tick-allocations"
//
// It prints the counts and exits 0 when the ticks allocate nothing; 1 when
// they allocate, the counter does not count, the ticks do not lay out or the
// screen reports a diagnostic; 64 in a debug build, which allocates on every
// tick by design (the solver's invariant checks, no stack promotion at
// -Onone). `TickAllocationTests` makes the same check inside the test suite
// (`swift test -c release -Xswiftc -enable-testing --filter
// TickAllocationTests`); this executable needs no test build.

import CollapsingBar
import Foundation
import MallocCounter
import TestSupport

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("tick-allocations: \(message)\n".utf8))
    exit(status)
}

/// Whether this build is optimised.
var isOptimized: Bool {
    #if DEBUG
        false
    #else
        true
    #endif
}

guard isOptimized else {
    fail("a debug build allocates by design; build with `swift build -c release`", status: 64)
}

guard malloc_counter_is_available() else {
    fail("the malloc counter is unavailable in this build (a sanitizer replaces the allocator?)")
}

// The counter counts: one allocation is one.
malloc_counter_start()
let storage = UnsafeMutablePointer<Int>.allocate(capacity: 100)
storage.initialize(to: 1)
storage.deallocate()
let probe = malloc_counter_stop()
guard probe == 1 else { fail("the counter saw \(probe) allocations for one") }

let sweep = BarTickSweep(
    BarScreen(onDiagnostic: { fail("unexpected diagnostic: \($0)") }))
let ticks = 10_000
var checksum: CGFloat = 0
var previous: CGFloat = 0
var changed = 0
// One period first, so that every buffer has grown.
for k in 0..<sweep.offsets.count {
    previous = sweep.tick(k)
    checksum += previous
}
malloc_counter_start()
for k in 0..<ticks {
    let sum = sweep.tick(k)
    if sum != previous { changed += 1 }
    previous = sum
    checksum += sum
}
let count = malloc_counter_stop()

print("\(count) allocations in \(ticks) ticks (\(changed) of them changed the panels' frames)")
guard count == 0 else { fail("the scroll tick allocates: \(count) allocations in \(ticks) ticks") }
// The ticks did lay out: most of them move or resize a panel.
guard changed > ticks * 4 / 10 else { fail("only \(changed) of \(ticks) ticks changed the panels' frames") }
guard checksum.isFinite else { fail("the frames are not finite") }
