import Foundation

/// Why a layout pass or a request was refused; the layout keeps what it had.
package enum CollectionLayoutError: Error, Hashable, CustomStringConvertible {
    /// The collection view's size or insets are negative or not finite.
    case invalidContainer(CGSize)
    /// The section provider returned no section.
    case missingSection(Int)
    /// A section's item count is negative.
    case invalidItemCount(section: Int, count: Int)
    /// A dimension, spacing, inset or count of a section's descriptors cannot be laid out.
    case invalidDescriptor(section: Int, reason: String)
    /// An index path names no item, or no supplementary of that kind.
    case indexPathOutOfRange(IndexPath)
    /// A measured size is negative or not finite.
    case invalidMeasuredSize(CGSize)

    /// A sentence saying what was refused and why.
    package var description: String {
        switch self {
        case .invalidContainer(let size):
            return "CollectionLayout: the container size \(size) is negative or not finite; the layout is unchanged."
        case .missingSection(let index):
            return "CollectionLayout: the section provider returned nil for section \(index); the layout is unchanged."
        case .invalidItemCount(let section, let count):
            return "CollectionLayout: section \(section) has \(count) items; the layout is unchanged."
        case .invalidDescriptor(let section, let reason):
            return "CollectionLayout: section \(section): \(reason); the layout is unchanged."
        case .indexPathOutOfRange(let indexPath):
            return "CollectionLayout: the index path \(indexPath) is out of range; nothing was changed."
        case .invalidMeasuredSize(let size):
            return "CollectionLayout: the measured size \(size) is negative or not finite; nothing was changed."
        }
    }
}
