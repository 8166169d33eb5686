import Foundation

/// Formats a number the way every output of `layout-dump` prints it: up to
/// three decimals, trailing zeros trimmed (`233.333`, `44`, `-0.5`), never
/// `-0`. The same rule as the layout kit's descriptions.
///
/// Not-a-number and infinities print as `nan`, `inf` and `-inf` (the scene
/// parser refuses them, so a layout never produces them).
public func formatNumber(_ x: Double) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
    var rounded = (x * 1000).rounded(.toNearestOrAwayFromZero) / 1000
    if rounded == 0 { rounded = 0 }  // no "-0"
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// ``formatNumber(_:)`` for a `CGFloat`.
func formatNumber(_ x: CGFloat) -> String { formatNumber(Double(x)) }
