import Foundation

/// A `repeatingSubitem:count:` group whose items do not fit: laid out
/// anyway, past the group's end, and reported.
package struct CollectionLayoutOverflow: Hashable, Sendable, CustomStringConvertible {
    /// The section whose group overflowed.
    package var section: Int
    /// The length the repeated items need along the group's axis.
    package var required: CGFloat
    /// The group's length along its axis (inside its insets).
    package var available: CGFloat
    /// How many items repeat.
    package var count: Int

    /// Creates a report.
    package init(section: Int, required: CGFloat, available: CGFloat, count: Int) {
        self.section = section
        self.required = required
        self.available = available
        self.count = count
    }

    /// A sentence naming the section and the lengths.
    package var description: String {
        "CollectionLayout: section \(section): \(count) repeated items need \(formatNumber(required)) points "
            + "but the group has \(formatNumber(available)); they are laid out past the group's end."
    }
}
