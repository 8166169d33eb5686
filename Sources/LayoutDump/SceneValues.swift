/// The largest number a scene may hold (in points, or as a multiplier).
let largestSceneNumber = 100_000.0

/// Refuses a number too large for a layout.
func checkRange(_ value: Double, _ text: String, at location: SourceLocation) throws {
    guard value.isFinite, abs(value) <= largestSceneNumber else {
        throw SceneError("number out of range '\(text)': at most \(formatNumber(largestSceneNumber))", at: location)
    }
}

/// A priority written as a number (1...1000) or a name: `required` (1000),
/// `high` (750), `low` (250), `fitting` (50), or UIKit's `defaultHigh`,
/// `defaultLow`, `fittingSizeLevel`.
func parsePriority(_ text: String, at location: SourceLocation) throws -> Float {
    switch text {
    case "required": return 1000
    case "high", "defaultHigh": return 750
    case "low", "defaultLow": return 250
    case "fitting", "fittingSizeLevel": return 50
    default: break
    }
    if let value = Double(text), value.isFinite, value >= 1, value <= 1000 { return Float(value) }
    let shown = text.isEmpty ? "" : " '\(text)'"
    throw SceneError(
        "bad priority\(shown): expected a number from 1 to 1000, or required, high, low or fitting", at: location)
}
