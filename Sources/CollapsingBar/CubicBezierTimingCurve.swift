/// A cubic Bézier timing curve, as CSS's `cubic-bezier()` and Core
/// Animation's `CAMediaTimingFunction(controlPoints:)`: it maps the fraction
/// of time elapsed to the fraction of the change made.
///
/// The curve runs from P0 = (0, 0) to P3 = (1, 1) with control points
/// P1 = (x1, y1) and P2 = (x2, y2). For a parameter `s` in 0…1,
///
/// ```
/// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³       (time)
/// y(s) = 3(1−s)²s·y1 + 3(1−s)s²·y2 + s³       (progress)
/// value(t) = y(s) where x(s) = t
/// ```
///
/// `x1` and `x2` must lie in 0…1, which makes `x` non-decreasing, so each
/// time has one value. `y1` and `y2` may leave 0…1: a control point above 1
/// makes the value pass 1 and come back (an overshoot), below 0 it
/// anticipates.
///
/// ```swift
/// let curve = CubicBezierTimingCurve.scrollToTopShort
/// curve.value(at: 0.8)     // 1.0235…: past the end, on its way back
/// scrollView.animateContentOffset(to: top, duration: 0.4, timing: curve.value(at:))
/// ```
public struct CubicBezierTimingCurve: Hashable, Sendable {
    /// The time coordinate of the first control point, P1; in 0…1.
    public let x1: Double
    /// The progress coordinate of the first control point, P1.
    public let y1: Double
    /// The time coordinate of the second control point, P2; in 0…1.
    public let x2: Double
    /// The progress coordinate of the second control point, P2.
    public let y2: Double

    /// Creates a curve from its two control points, P1 = (x1, y1) and P2 = (x2, y2).
    ///
    /// - Precondition: `x1` and `x2` are in 0…1; `y1` and `y2` are finite.
    /// - Important: Traps, in release builds too, with a message, if not:
    ///   time would not move forward along the curve.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        if !((0...1).contains(x1) && (0...1).contains(x2)) {
            fatalError("CubicBezierTimingCurve: x1 and x2 must lie in 0...1, not \(x1) and \(x2)")
        }
        if !(y1.isFinite && y2.isFinite) {
            fatalError("CubicBezierTimingCurve: y1 and y2 must be finite, not \(y1) and \(y2)")
        }
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The value at a time: `y(s)` for the `s` with `x(s) = t`.
    ///
    /// `s` is found by Newton's method from `s = t`, falling back to
    /// bisection on 0…1 when a step leaves the interval, the slope vanishes
    /// or 8 steps do not reach the time within 1e-13. Exact at the ends:
    /// 0 for `t ≤ 0` (and NaN), 1 for `t ≥ 1`.
    ///
    /// - Parameter t: the fraction of time elapsed, 0…1 (clamped).
    /// - Complexity: O(1): at most 8 Newton steps or 64 bisection steps.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        return Self.cubic(parameter(forTime: t), p1: y1, p2: y2)
    }

    /// The same as ``value(at:)``, so a curve can be called like a timing function.
    public func callAsFunction(_ t: Double) -> Double {
        value(at: t)
    }

    /// Whether the value passes 1 on its way (a control point's `y` above 1).
    public var overshoots: Bool { y1 > 1 || y2 > 1 }

    /// The parameter `s` in 0…1 with `x(s) = t`, for `t` strictly inside 0…1.
    func parameter(forTime t: Double) -> Double {
        let tolerance = 1e-13
        var s = t
        for _ in 0..<8 {
            let error = Self.cubic(s, p1: x1, p2: x2) - t
            if abs(error) < tolerance { return s }
            let slope = Self.derivative(s, p1: x1, p2: x2)
            guard abs(slope) > 1e-9 else { break }
            let next = s - error / slope
            guard next >= 0 && next <= 1 else { break }
            s = next
        }
        // Bisection: x is non-decreasing on 0…1, x(0) = 0 < t < 1 = x(1).
        var low = 0.0
        var high = 1.0
        for _ in 0..<64 {
            let mid = (low + high) / 2
            let x = Self.cubic(mid, p1: x1, p2: x2)
            if abs(x - t) < tolerance { return mid }
            if x < t { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// `3(1−s)²s·p1 + 3(1−s)s²·p2 + s³`, in Horner form.
    static func cubic(_ s: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// The derivative of ``cubic(_:p1:p2:)`` with respect to `s`.
    static func derivative(_ s: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }
}

extension CubicBezierTimingCurve {
    /// No easing: (0, 0, 1, 1), the value is the time.
    public static let linear = CubicBezierTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// CSS's `ease`: (0.25, 0.1, 0.25, 1).
    public static let ease = CubicBezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    /// Core Animation's and CSS's `easeIn`: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezierTimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Core Animation's and CSS's `easeOut`: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezierTimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's and CSS's `easeInEaseOut` (UIKit's default for
    /// `UIView.animate`): (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezierTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// The bar's scroll to the top over at most one screen height (ours):
    /// (0.25, 0.1, 0.25, 1.2), overshooting by about 2.4 % of the distance.
    public static let scrollToTopShort = CubicBezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1.2)
    /// The bar's scroll to the top over more than one screen height (ours):
    /// (0.4, 0.0, 0.2, 1.1), overshooting by about 0.6 % of the distance.
    public static let scrollToTopLong = CubicBezierTimingCurve(x1: 0.4, y1: 0.0, x2: 0.2, y2: 1.1)
}
