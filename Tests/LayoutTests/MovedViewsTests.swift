import Foundation
import TestSupport
import Testing

@testable import Layout

@Suite("Moved views")
struct MovedViewsTests {
    /// Inserts views at the given depths into a round and returns the
    /// indices of the views in the order `forEachParentFirst` gives them.
    func order(ofDepths depths: [Int], round: Int = 1) -> [Int] {
        let views = depths.indices.map { View(name: "\($0)") }
        var moved = MovedViews()
        moved.start(round: round)
        for (view, depth) in zip(views, depths) { moved.insert(Unmanaged.passUnretained(view), depth: depth) }
        var seen: [Int] = []
        moved.forEachParentFirst { view in seen.append(Int(view.name)!) }
        return withExtendedLifetime(views) { seen }
    }

    /// The order the views must come in: by depth, those of one depth in
    /// the order they were inserted.
    func expected(_ depths: [Int]) -> [Int] {
        depths.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
    }

    @Test(arguments: [3, 40, 300])
    func manyViewsOfFewDepthsComeParentsFirstInInsertionOrder(count: Int) {
        // A stack's arranged views (depth 2), its superview (1) and the root (0) last.
        var generator = SplitMix64(seed: UInt64(count))
        let depths = (0..<count).map { _ in 2 + Int(generator.next() % 3) } + [1, 0]
        #expect(order(ofDepths: depths) == expected(depths))
    }

    @Test func manyDepthsInterleavedComeParentsFirstInInsertionOrder() {
        var generator = SplitMix64(seed: 11)
        let depths = (0..<300).map { _ in Int(generator.next() % 10) }
        #expect(order(ofDepths: depths) == expected(depths))
    }

    @Test func depthsSpreadWideAreSortedAsWell() {
        var generator = SplitMix64(seed: 7)
        let depths = (0..<100).map { _ in Int(generator.next() % 200) }
        #expect(order(ofDepths: depths) == expected(depths))
    }

    @Test func aViewInsertedTwiceComesOnce() {
        let views = (0..<40).map { View(name: "\($0)") }
        var moved = MovedViews()
        moved.start(round: 3)
        for view in views.reversed() { moved.insert(Unmanaged.passUnretained(view), depth: 1 + Int(view.name)! % 2) }
        for view in views { moved.insert(Unmanaged.passUnretained(view), depth: 0) }
        var seen: [String] = []
        moved.forEachParentFirst { seen.append($0.name) }
        let depthOne = views.reversed().filter { Int($0.name)! % 2 == 0 }.map(\.name)
        let depthTwo = views.reversed().filter { Int($0.name)! % 2 == 1 }.map(\.name)
        #expect(seen == depthOne + depthTwo)
    }
}
