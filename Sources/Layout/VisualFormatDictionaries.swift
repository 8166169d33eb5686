import Foundation

/// The `views` and `metrics` of
/// ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``
/// as a ``VisualFormatResolver``: names resolve to ``View``s and
/// ``LayoutGuide``s, metrics to numbers.
struct VisualFormatDictionaries: VisualFormatResolver {
    let format: String
    let views: VisualFormatViews
    let metrics: [String: Any]
    /// Whether the parse read a metric, or a name where a constant may be:
    /// its line then depends on the dictionaries (see ``VisualFormatCache``).
    let readsNames = NameReads()

    /// A flag the parse sets through the resolver's non-mutating methods.
    final class NameReads {
        var happened = false
    }

    func error(_ message: String, _ column: Int) -> VisualFormatError {
        VisualFormatError(message, format: format, column: column)
    }

    /// The item of a name that ``checkView(_:column:)`` accepted.
    func item(_ name: String) -> LayoutItem? { views.item(name) }

    func checkView(_ name: String, column: Int) throws {
        if views.item(name) != nil { return }
        guard let value = views[name] else {
            throw error("'\(name)' is not a key in the views dictionary", column)
        }
        guard value is LayoutItem else {
            throw error("'\(name)' in the views dictionary is a \(type(of: value)), not a View or LayoutGuide", column)
        }
    }

    func constant(named name: String, column: Int, viewsAllowed: Bool) throws -> Double? {
        readsNames.happened = true
        if let value = metrics[name] {
            guard let number = Self.number(value) else {
                throw error("metric '\(name)' is a \(type(of: value)), not a number", column)
            }
            return number
        }
        if views[name] != nil {
            guard viewsAllowed else { throw error("'\(name)' is a view: a spacing is a number or a metric", column) }
            return nil
        }
        throw error(
            "'\(name)' is not a key in the metrics dictionary\(viewsAllowed ? " nor in the views dictionary" : "")",
            column)
    }

    func priority(_ text: String, column: Int) throws -> Float {
        let value: Double
        if let first = text.first, first.isNumber || first == "-", let number = Double(text) {
            value = number
        } else if let metric = metrics[text] {
            readsNames.happened = true
            guard let number = Self.number(metric) else {
                throw error("metric '\(text)' is a \(type(of: metric)), not a priority", column)
            }
            value = number
        } else {
            throw error("'\(text)' is not a key in the metrics dictionary", column)
        }
        guard value >= 1, value <= 1000 else {
            throw error("bad priority '\(formatLayoutNumber(value))': expected a number from 1 to 1000", column)
        }
        return Float(value)
    }

    func checkNumber(_ value: Double, text: String, column: Int) throws {}

    /// A metric's value as a number: any of Swift's numbers, `CGFloat`,
    /// `NSNumber` or a ``LayoutPriority``.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let x as Double: return x
        case let x as CGFloat: return Double(x)
        case let x as Float: return Double(x)
        case let x as Int: return Double(x)
        case let x as LayoutPriority: return Double(x.rawValue)
        case let x as NSNumber: return x.doubleValue
        default: return nil
        }
    }
}
