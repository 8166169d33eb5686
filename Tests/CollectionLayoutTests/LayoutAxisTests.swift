import Foundation
import TestSupport
import Testing

@testable import CollectionLayout

@Suite struct LayoutAxisTests {
    /// A rectangle on a coarse grid, so that edges touch often, with sizes
    /// that may be zero or negative.
    static func randomRect(using rng: inout SplitMix64) -> CGRect {
        CGRect(
            x: CGFloat(Int.random(in: -4...4, using: &rng)), y: CGFloat(Int.random(in: -4...4, using: &rng)),
            width: CGFloat(Int.random(in: -4...4, using: &rng)), height: CGFloat(Int.random(in: -4...4, using: &rng)))
    }

    @Test func overlappingWithAreaMatchesTheStandardizedEdges() {
        var rng = SplitMix64(seed: 7)
        var overlapping = 0
        for _ in 0..<20_000 {
            let a = Self.randomRect(using: &rng)
            let b = Self.randomRect(using: &rng)
            // Positive area in common: the standardized rectangles' edges,
            // touching not counted.
            let expected = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
            #expect(a.overlapsWithArea(b) == expected, "\(a) \(b)")
            if expected { overlapping += 1 }
        }
        #expect(overlapping > 1000)
    }

    @Test func edgesThatOnlyTouchDoNotOverlap() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!a.overlapsWithArea(CGRect(x: 10, y: 0, width: 5, height: 10)))
        #expect(!a.overlapsWithArea(CGRect(x: 0, y: -5, width: 10, height: 5)))
        #expect(a.overlapsWithArea(CGRect(x: 9.5, y: 9.5, width: 5, height: 5)))
        // A negative width reaches back over the other rectangle.
        #expect(a.overlapsWithArea(CGRect(x: 12, y: 2, width: -4, height: 2)))
        #expect(!a.overlapsWithArea(CGRect(x: 12, y: 2, width: 0, height: 2)))
    }
}
