import Foundation
import Testing

@testable import CollapsingBar

/// An independent reference: the curve sampled densely in its parameter,
/// the time inverted by a binary search of the table and linear
/// interpolation between neighbouring samples, and the value evaluated in
/// Bernstein form (not the curve's own Newton step or Horner form).
struct DenseReference {
    let curve: CubicBezierTimingCurve
    let xs: [Double]
    let count: Int

    init(_ curve: CubicBezierTimingCurve, samples: Int = 400_000) {
        self.curve = curve
        self.count = samples
        self.xs = (0...samples).map { Self.bernstein(Double($0) / Double(samples), curve.x1, curve.x2) }
    }

    static func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    func value(at t: Double) -> Double {
        // The last sample whose x is at most t.
        var low = 0
        var high = count
        while high - low > 1 {
            let mid = (low + high) / 2
            if xs[mid] <= t { low = mid } else { high = mid }
        }
        let h = 1 / Double(count)
        let span = xs[high] - xs[low]
        let s = Double(low) * h + (span > 0 ? (t - xs[low]) / span * h : 0)
        return Self.bernstein(s, curve.y1, curve.y2)
    }
}

@Suite("CubicBezierTimingCurve")
struct CubicBezierTimingCurveTests {
    static let presets: [CubicBezierTimingCurve] = [
        .linear, .ease, .easeIn, .easeOut, .easeInOut, .scrollToTopShort, .scrollToTopLong,
    ]

    @Test(arguments: presets)
    func endpointsAreExact(curve: CubicBezierTimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -0.25) == 0)
        #expect(curve.value(at: 1.5) == 1)
        #expect(curve.value(at: .nan) == 0)
        #expect(curve(1) == 1)
    }

    @Test func linearCurveIsTheIdentity() {
        for i in 0...1000 {
            let t = Double(i) / 1000
            #expect(abs(CubicBezierTimingCurve.linear.value(at: t) - t) < 1e-12)
        }
    }

    @Test func easeAtHalfTime() {
        // CSS's ease at t = 0.5 (computed separately by bisection to 1e-15).
        #expect(abs(CubicBezierTimingCurve.ease.value(at: 0.5) - 0.802_403_387_6) < 1e-9)
    }

    @Test(arguments: presets)
    func matchesADenseSamplingReference(curve: CubicBezierTimingCurve) {
        let reference = DenseReference(curve)
        for i in 1..<200 {
            let t = Double(i) / 200
            let value = curve.value(at: t)
            let expected = reference.value(at: t)
            #expect(abs(value - expected) < 1e-6, "t = \(t): \(value) vs \(expected)")
        }
    }

    @Test func presetsAreTheDesignsControlPoints() {
        #expect(CubicBezierTimingCurve.scrollToTopShort == CubicBezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1.2))
        #expect(CubicBezierTimingCurve.scrollToTopLong == CubicBezierTimingCurve(x1: 0.4, y1: 0.0, x2: 0.2, y2: 1.1))
        #expect(CubicBezierTimingCurve.scrollToTopShort.overshoots)
        #expect(CubicBezierTimingCurve.scrollToTopLong.overshoots)
        #expect(!CubicBezierTimingCurve.easeInOut.overshoots)
    }

    @Test(arguments: [CubicBezierTimingCurve.linear, .ease, .easeIn, .easeOut, .easeInOut])
    func curvesWithoutOvershootAreMonotoneWithinZeroAndOne(curve: CubicBezierTimingCurve) {
        var previous = 0.0
        for i in 0...2000 {
            let value = curve.value(at: Double(i) / 2000)
            #expect(value >= previous - 1e-12 && value <= 1)
            previous = value
        }
    }

    @Test func overshootCurvesPassOneAndComeBack() {
        for (curve, peak) in [(CubicBezierTimingCurve.scrollToTopShort, 1.0242), (.scrollToTopLong, 1.0064)] {
            let values = (0...1000).map { curve.value(at: Double($0) / 1000) }
            let highest = values.max()!
            #expect(abs(highest - peak) < 1e-3, "peak \(highest)")
            #expect(values.firstIndex(of: highest)! < 1000)
            #expect(values.last == 1)
        }
        #expect(abs(CubicBezierTimingCurve.scrollToTopShort.value(at: 0.8) - 1.023_500_153_5) < 1e-9)
    }

    @Test func flatSpotFallsBackToBisection() {
        // x'(0.5) = 0: Newton crawls near there; the bisection finishes the job.
        let curve = CubicBezierTimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
        for i in 1..<1000 {
            let t = Double(i) / 1000
            let s = curve.parameter(forTime: t)
            #expect((0...1).contains(s))
            #expect(abs(CubicBezierTimingCurve.cubic(s, p1: 1, p2: 0) - t) < 1e-12, "t = \(t)")
        }
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-12)
    }

    @Test func controlPointsAtTheEdgesOfTime() {
        // x1 = 0 makes the slope vanish at the start; x2 = 1 at the end.
        for curve in [CubicBezierTimingCurve(x1: 0, y1: 1, x2: 1, y2: 0), .easeOut, .easeIn] {
            let reference = DenseReference(curve)
            for t in [1e-9, 1e-6, 1e-3, 0.999, 0.999_999] {
                #expect(abs(curve.value(at: t) - reference.value(at: t)) < 1e-6, "t = \(t)")
            }
        }
    }

    @Test func worksAsAScrollViewTiming() {
        let scrollView = ScrollView(name: "list")
        scrollView.contentOffset.y = 300
        scrollView.animateContentOffset(
            to: .zero, duration: 0.1, timing: CubicBezierTimingCurve.easeInOut.value(at:))
        scrollView.clock.step()
        scrollView.clock.step()
        scrollView.clock.step()
        // Frame 3 of 6: half time, and ease-in-out is symmetric.
        #expect(abs(scrollView.contentOffset.y - 150) < 1e-9)
        scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0)
    }
}
