import CollectionLayout
import Layout
import LayoutReport

extension BuiltScene {
    /// A collection view's elements named by what they show — `cell[0,3]`,
    /// `header[1]`, `background[2]` (with the collection's name in front
    /// when the scene has more than one) — without their content views;
    /// views waiting for reuse are left out. While an update animates, the
    /// view of a deleted or reloaded element fading out is named by its
    /// element before the update, `(leaving)` after it: `cell[0,1] (leaving)`.
    /// Every other view keeps its name.
    func dumpName(of view: View) -> DumpName {
        guard let reusable = view as? CollectionReusableView else { return .own }
        guard let attributes = reusable.appliedAttributes else { return reusable.isHidden ? .omitted : .own }
        let path = attributes.indexPath
        var name: String
        switch attributes.representedElementCategory {
        case .cell: name = "cell[\(path.section),\(path.item)]"
        case .supplementaryView, .decorationView:
            let kind = attributes.representedElementKind ?? "element"
            name = path.item == 0 ? "\(kind)[\(path.section)]" : "\(kind)[\(path.section),\(path.item)]"
        }
        if let collection = reusable.superview as? CollectionView, isLeaving(reusable, attributes, in: collection) {
            name += " (leaving)"
        }
        if collections.count > 1 {
            var ancestor = reusable.superview
            while let current = ancestor, !(current is CollectionView) { ancestor = current.superview }
            if let collection = ancestor { name = "\(collection.name).\(name)" }
        }
        return .leaf(name)
    }

    /// Whether a view in a collection view is no longer the realized view
    /// of its element: the view of a deleted or reloaded element, fading
    /// out while an update animates.
    private func isLeaving(
        _ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes, in collection: CollectionView
    ) -> Bool {
        switch attributes.representedElementCategory {
        case .cell: return !collection.realizedCells.contains { $0.cell === view }
        case .supplementaryView:
            guard let kind = attributes.representedElementKind else { return false }
            return collection.supplementaryView(forElementKind: kind, at: attributes.indexPath) !== view
        case .decorationView: return false
        }
    }
}
