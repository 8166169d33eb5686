import CollapsingBar
import Foundation
import Testing

@Suite("CollapseProgress")
struct CollapseProgressTests {
    @Test func formula() {
        // Seed 002: (max − constant) / (max − min), constants 50…200.
        #expect(CollapseProgress.progress(constant: 200, min: 50, max: 200) == 0)
        #expect(CollapseProgress.progress(constant: 50, min: 50, max: 200) == 1)
        #expect(CollapseProgress.progress(constant: 125, min: 50, max: 200) == 0.5)
        #expect(CollapseProgress.progress(constant: 170, min: 50, max: 200) == 0.2)
    }

    @Test func clampedToZeroAndOne() {
        #expect(CollapseProgress.progress(constant: 260, min: 50, max: 200) == 0)
        #expect(CollapseProgress.progress(constant: -10, min: 50, max: 200) == 1)
        #expect(CollapseProgress.progress(constant: .infinity, min: 50, max: 200) == 0)
        #expect(CollapseProgress.progress(constant: .nan, min: 50, max: 200) == 0)
    }

    @Test func noRangeIsZero() {
        #expect(CollapseProgress.progress(constant: 40, min: 44, max: 44) == 0)
        #expect(CollapseProgress.progress(constant: 44, min: 44, max: 44) == 0)
    }

    @Test func constantGrowingTowardTheCollapse() {
        // A top constraint going from 0 (expanded) to −52 (collapsed): max 0, min −52.
        #expect(CollapseProgress.progress(constant: -13, min: -52, max: 0) == 0.25)
    }

    @Test func progressOverARange() {
        #expect(CollapseProgress.progress(of: 13, over: 0...26) == 0.5)
        #expect(CollapseProgress.progress(of: -5, over: 0...26) == 0)
        #expect(CollapseProgress.progress(of: 40, over: 0...26) == 1)
        #expect(CollapseProgress.progress(of: 7, over: 7...7) == 0)
    }

    @Test func interpolation() {
        #expect(CollapseProgress.interpolate(from: 1, to: 0, progress: 0) == 1)
        #expect(CollapseProgress.interpolate(from: 1, to: 0, progress: 1) == 0)
        #expect(CollapseProgress.interpolate(from: 10, to: 20, progress: 0.25) == 12.5)
        #expect(CollapseProgress.interpolate(from: 10, to: 20, progress: 2) == 20)
        #expect(CollapseProgress.interpolate(from: 10, to: 20, progress: -1) == 10)
        // Exact at the end even where start + (end − start) would round.
        #expect(CollapseProgress.interpolate(from: 0.1, to: 0.7, progress: 1) == 0.7)
    }

    @Test func alpha() {
        // Seed 002: fadeView.alpha = progress.
        #expect(CollapseProgress.alpha(forProgress: 0.3) == 0.3)
        #expect(CollapseProgress.alpha(forProgress: 1.3) == 1)
        #expect(CollapseProgress.alpha(forProgress: 0.25, fadesOut: true) == 0.75)
        #expect(CollapseProgress.alpha(forProgress: -1, fadesOut: true) == 1)
    }

    @Test func scale() {
        // Seed 001: scaleEffect(1 − progress × 0.5).
        #expect(CollapseProgress.scale(forProgress: 0, minimumScale: 0.5) == 1)
        #expect(CollapseProgress.scale(forProgress: 0.5, minimumScale: 0.5) == 0.75)
        #expect(CollapseProgress.scale(forProgress: 1, minimumScale: 0.5) == 0.5)
        #expect(CollapseProgress.scale(forProgress: 0.5, minimumScale: 0.9) == 0.95)
    }

    @Test func sweepOfAConstantIsMonotone() {
        var previous: CGFloat = -1
        for constant in stride(from: 220, through: 30, by: -2.5) as StrideThrough<CGFloat> {
            let p = CollapseProgress.progress(constant: constant, min: 50, max: 200)
            #expect(p >= previous && (0...1).contains(p))
            previous = p
        }
        #expect(previous == 1)
    }
}
