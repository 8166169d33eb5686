import Foundation

extension CollectionView {
    /// The selected items, in order; empty when none is.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.sorted()
    }

    /// Selects an item — alone, unless ``allowsMultipleSelection`` — and
    /// scrolls it to `scrollPosition` (nothing for an empty position);
    /// nil deselects every item. No delegate message is sent, as in UIKit.
    /// Does nothing when ``allowsSelection`` is false; an index path out of
    /// range is reported.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            selectedIndexPaths = []
            return
        }
        guard containsItem(at: indexPath) else {
            report(.indexPathOutOfRange(indexPath, request: "selectItem(at:animated:scrollPosition:)"))
            return
        }
        if !allowsMultipleSelection { selectedIndexPaths = [] }
        selectedIndexPaths.insert(indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item; no delegate message is sent, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
    }

    /// A tap at `point`, in the collection view's coordinates (ours, for
    /// tests and tools): the item there is selected and the delegate told
    /// (``CollectionViewDelegate/collectionView(_:didSelectItemAt:)``), the
    /// others deselected first unless ``allowsMultipleSelection``; with
    /// multiple selection a selected item is deselected instead. Nothing
    /// happens off the items or when ``allowsSelection`` is false.
    public func tap(at point: CGPoint) {
        guard allowsSelection, let indexPath = indexPathForItem(at: point) else { return }
        let delegate = delegate as? CollectionViewDelegate
        if allowsMultipleSelection {
            if selectedIndexPaths.remove(indexPath) != nil {
                delegate?.collectionView(self, didDeselectItemAt: indexPath)
                return
            }
        } else {
            for other in selectedIndexPaths.sorted() where other != indexPath {
                selectedIndexPaths.remove(other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        selectedIndexPaths.insert(indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Scrolls so that an item is at `scrollPosition` in the visible area
    /// (the bounds inside the adjusted content inset), through the
    /// `ScrollView/clock` when `animated`. The offset stays within the
    /// content; a position left empty along an axis keeps the offset there.
    /// An index path out of range is reported.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard containsItem(at: indexPath),
            let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
        else {
            report(.indexPathOutOfRange(indexPath, request: "scrollToItem(at:at:animated:)"))
            return
        }
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        if scrollPosition.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - visibleHeight / 2 - inset.top
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - visibleHeight - inset.top
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - visibleWidth / 2 - inset.left
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - visibleWidth - inset.left
        }
        let size = collectionViewLayout.collectionViewContentSize
        offset.y = max(-inset.top, min(offset.y, size.height + inset.bottom - bounds.height))
        offset.x = max(-inset.left, min(offset.x, size.width + inset.right - bounds.width))
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }
}
