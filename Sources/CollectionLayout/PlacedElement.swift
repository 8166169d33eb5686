import Foundation

/// An element a collection view realizes: its attributes, and the
/// orthogonal section whose scroller holds its view (nil for one the
/// collection view holds itself).
///
/// A struct rather than a tuple: a tuple of these two types is copied and
/// destroyed through the runtime's generic tuple witnesses, several times
/// per element on every realization.
package struct PlacedElement {
    package var attributes: CollectionViewLayoutAttributes
    package var orthogonalSection: Int?

    /// An element with these attributes, held by the collection view.
    init(attributes: CollectionViewLayoutAttributes, orthogonalSection: Int? = nil) {
        self.attributes = attributes
        self.orthogonalSection = orthogonalSection
    }
}
