import Foundation

/// An element a collection view realizes: its attributes, the key of its
/// realized view, and the orthogonal section whose scroller holds its view
/// (nil for one the collection view holds itself).
///
/// A struct rather than a tuple: a tuple of these two types is copied and
/// destroyed through the runtime's generic tuple witnesses, several times
/// per element on every realization.
package struct PlacedElement {
    package var attributes: CollectionViewLayoutAttributes
    package var orthogonalSection: Int?
    /// The key of the element's view, made once: every realization looks
    /// each element up, and a key read from the attributes' index path
    /// costs calls.
    let key: CollectionElementKey

    /// An element with these attributes, held by the collection view.
    init(attributes: CollectionViewLayoutAttributes, orthogonalSection: Int? = nil) {
        self.attributes = attributes
        self.orthogonalSection = orthogonalSection
        key = CollectionElementKey(attributes)
    }

    /// The element of the cell of the item `item` in section `section`.
    init(cellAttributes attributes: CollectionViewLayoutAttributes, item: Int, section: Int, orthogonalSection: Int?) {
        self.attributes = attributes
        self.orthogonalSection = orthogonalSection
        key = .cell(item: item, section: section)
    }
}
