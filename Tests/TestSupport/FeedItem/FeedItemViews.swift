import Foundation
import Layout

/// A container's views by their visual-format names, as the original's
/// `[String: UIView]` made once per container, and in the order written
/// (the original adds them in its dictionary's order; a fixed order keeps
/// runs repeatable).
struct FeedItemViews: ExpressibleByDictionaryLiteral {
    /// The views in the order written.
    let ordered: [(name: String, view: View)]
    /// The views by name, for the visual-format lines.
    let byName: [String: View]

    init(dictionaryLiteral elements: (String, View)...) {
        ordered = elements.map { (name: $0.0, view: $0.1) }
        byName = Dictionary(uniqueKeysWithValues: elements)
    }
}
