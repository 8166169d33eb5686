import CollectionLayout
import Foundation

/// A cell whose content is a view of a given intrinsic size, pinned to its
/// content view: it measures to that size (the estimated dimensions of it).
public final class SizedCell: CollectionViewCell {
    /// The content, pinned to the content view.
    public let content = View(name: "content")
    /// Where measures are logged.
    public var log: MeasureLog?
    /// The item shown.
    public var item: IndexPath?

    /// A cell with its content pinned.
    public required init(name: String) {
        super.init(name: name)
        contentView.addSubview(content)
        LayoutConstraint.activate(pinEdges(content))
    }

    /// When set, the content's height is this fraction of its width (text
    /// that wraps): the cell measures taller in a narrower collection.
    public var heightPerWidth: CGFloat? {
        didSet {
            aspect?.isActive = false
            aspect = heightPerWidth.map {
                content.heightAnchor.constraint(equalTo: content.widthAnchor, multiplier: $0)
            }
            aspect?.isActive = true
        }
    }
    private var aspect: LayoutConstraint?

    override public func prepareForReuse() {
        item = nil
    }

    override public func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        log?.measured.append(layoutAttributes.indexPath)
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}
