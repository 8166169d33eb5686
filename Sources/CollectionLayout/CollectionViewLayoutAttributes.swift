import Foundation

/// Where one cell, supplementary or decoration goes: its exact frame
/// (unrounded) and how it is drawn (UIKit's `UICollectionViewLayoutAttributes`).
public struct CollectionViewLayoutAttributes: Hashable, Sendable {
    /// The item's, or the supplementary's, index path.
    public var indexPath: IndexPath
    /// The frame in the collection view's content coordinates, unrounded.
    public var frame: CGRect
    /// The stacking order.
    public var zIndex: Int = 0
    /// The opacity.
    public var alpha: CGFloat = 1
    /// Whether the view is hidden.
    public var isHidden = false
    /// Whether the attributes are for a cell, a supplementary or a decoration.
    public var representedElementCategory: CollectionElementCategory
    /// The supplementary's or decoration's kind; nil for cells.
    public var representedElementKind: String?

    /// Creates attributes.
    public init(
        indexPath: IndexPath, frame: CGRect, representedElementCategory: CollectionElementCategory = .cell,
        representedElementKind: String? = nil
    ) {
        self.indexPath = indexPath
        self.frame = frame
        self.representedElementCategory = representedElementCategory
        self.representedElementKind = representedElementKind
    }

    /// The centre of the frame; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of the frame.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
}
