import Foundation
import Layout

/// Formats a number the way every output of `layout-dump` prints it: up to
/// three decimals, trailing zeros trimmed (`233.333`, `44`, `-0.5`), never
/// `-0`. The same rule as frames in the layout kit's descriptions (its
/// constraints' numbers print in full).
///
/// Not-a-number and infinities print as `nan`, `inf` and `-inf` (the scene
/// parser refuses them, so a layout never produces them).
public func formatNumber(_ x: Double) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
    return formatLayoutNumber(x)
}

/// ``formatNumber(_:)`` for a `CGFloat`.
package func formatNumber(_ x: CGFloat) -> String { formatNumber(Double(x)) }
