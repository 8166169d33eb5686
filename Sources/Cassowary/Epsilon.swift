/// Below this magnitude a coefficient or constant counts as zero (kiwi's epsilon).
let epsilon = 1.0e-8

/// Whether `x` counts as zero.
@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// Whether the sum `a + b` counts as zero: near zero, or so small next to
/// `a` and `b` that it is what rounding leaves when they cancel.
///
/// kiwi's epsilon is absolute; a row made of numbers near 1e9 cancels to
/// rounding of about 1e-7, which it keeps. Pivoting on such a cell divides by
/// rounding: a removal did, on a coefficient of 2^-22 in a row of 1e9, and
/// the solution went to 1e18. Below 1e4 the absolute test decides, as in kiwi.
@inline(__always) func sumNearZero(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    abs(sum) < max(epsilon, 1e-12 * max(abs(a), abs(b)))
}
