import Foundation

/// An element a collection view realizes: the key of its realized view,
/// what its attributes place (frame, zIndex, alpha, hidden state), and the
/// orthogonal section whose scroller holds its view (nil for one the
/// collection view holds itself).
///
/// The attributes are made on demand, not stored: every realization walks
/// each element several times, and an attributes value (an index path and
/// an element kind) is copied and destroyed through calls at each step.
package struct PlacedElement {
    /// The key of the element's view, which also names its index path,
    /// category and kind.
    let key: CollectionElementKey
    /// The element's exact frame, in content coordinates.
    var frame: CGRect
    var zIndex: Int
    var alpha: CGFloat
    var isHidden: Bool
    package var orthogonalSection: Int?

    /// An element with these attributes.
    init(attributes: CollectionViewLayoutAttributes, orthogonalSection: Int? = nil) {
        key = CollectionElementKey(attributes)
        frame = attributes.frame
        zIndex = attributes.zIndex
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        self.orthogonalSection = orthogonalSection
    }

    /// The element of the cell of the item `item` in section `section`, at
    /// `frame` and `zIndex`, shown.
    init(cellOfItem item: Int, section: Int, frame: CGRect, zIndex: Int, orthogonalSection: Int?) {
        key = .cell(item: item, section: section)
        self.frame = frame
        self.zIndex = zIndex
        alpha = 1
        isHidden = false
        self.orthogonalSection = orthogonalSection
    }

    /// The element's layout attributes. Setting them changes what they
    /// place; the element they belong to stays.
    package var attributes: CollectionViewLayoutAttributes {
        get {
            var attributes = CollectionViewLayoutAttributes(
                indexPath: key.indexPath, frame: frame, representedElementCategory: key.category,
                representedElementKind: key.kind)
            attributes.zIndex = zIndex
            attributes.alpha = alpha
            attributes.isHidden = isHidden
            return attributes
        }
        set {
            frame = newValue.frame
            zIndex = newValue.zIndex
            alpha = newValue.alpha
            isHidden = newValue.isHidden
        }
    }
}
