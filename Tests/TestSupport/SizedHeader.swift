import CollectionLayout
import Foundation

/// A header whose content has a given intrinsic height.
public final class SizedHeader: CollectionReusableView {
    /// The content, pinned to the content view.
    public let content = View(name: "content")
    /// Where measures are logged.
    public var log: MeasureLog?

    /// A header with its content pinned.
    public required init(name: String) {
        super.init(name: name)
        contentView.addSubview(content)
        LayoutConstraint.activate(pinEdges(content))
    }

    override public func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        log?.supplementaries.append((representedKind(layoutAttributes), layoutAttributes.indexPath))
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    private func representedKind(_ attributes: CollectionViewLayoutAttributes) -> String {
        attributes.representedElementKind ?? ""
    }
}
