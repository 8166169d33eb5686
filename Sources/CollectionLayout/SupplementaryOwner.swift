import Foundation

/// What a supplementary element belongs to, which decides what its size
/// moves: a section's header or footer, an item's badge, or one of the
/// layout's own headers and footers.
enum SupplementaryOwner {
    /// A section's boundary supplementary (header, footer).
    case section
    /// An item's supplementary (a badge), anchored to it.
    case item
    /// One of the layout's own boundary supplementaries.
    case layout
}
