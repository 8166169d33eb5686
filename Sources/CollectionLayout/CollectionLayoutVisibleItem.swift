import Foundation

/// A visible item handed to a section's `visibleItemsInvalidationHandler`:
/// its frame is read-only; its centre, alpha, zIndex and hidden state may change.
public final class CollectionLayoutVisibleItem {
    /// The frame, in content coordinates; moves with `center`.
    public private(set) var frame: CGRect
    /// The centre; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The opacity.
    public var alpha: CGFloat
    /// The stacking order.
    public var zIndex: Int
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// The item's index path.
    public let indexPath: IndexPath
    /// Whether the item is a cell, a supplementary or a decoration.
    public let representedElementCategory: CollectionElementCategory
    /// The supplementary's or decoration's kind; nil for cells.
    public let representedElementKind: String?

    init(_ attributes: CollectionViewLayoutAttributes) {
        frame = attributes.frame
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        indexPath = attributes.indexPath
        representedElementCategory = attributes.representedElementCategory
        representedElementKind = attributes.representedElementKind
    }

    /// The attributes with what the handler may change applied.
    func applied(to attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        var result = attributes
        result.frame.origin = frame.origin
        result.alpha = alpha
        result.zIndex = zIndex
        result.isHidden = isHidden
        return result
    }
}
