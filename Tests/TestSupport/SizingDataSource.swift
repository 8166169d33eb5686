import CollectionLayout
import Foundation

/// A data source whose cells are ``SizedCell``s with content `size(indexPath)`
/// (`View.noIntrinsicMetric` leaves an axis free) and whose headers and
/// footers are ``SizedHeader``s `supplementaryHeight` high.
public final class SizingDataSource: CollectionViewDataSource {
    /// The item counts by section.
    public var counts: [Int]
    /// The intrinsic size of each cell's content.
    public var size: (IndexPath) -> CGSize
    /// The height of every header's and footer's content.
    public var supplementaryHeight: CGFloat = 30
    /// When set, every cell's height is this fraction of its width.
    public var heightPerWidth: CGFloat?
    /// What the cells and headers measured.
    public let log = MeasureLog()

    /// Cells whose content is `size(indexPath)`.
    public init(counts: [Int], size: @escaping (IndexPath) -> CGSize) {
        self.counts = counts
        self.size = size
    }

    /// Cells `height(indexPath)` high, their width free.
    public convenience init(counts: [Int], height: @escaping (IndexPath) -> CGFloat) {
        self.init(counts: counts) { CGSize(width: View.noIntrinsicMetric, height: height($0)) }
    }

    /// The number of sections of ``counts``.
    public func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    /// The count of a section.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    /// A ``SizedCell`` of the item's size, logging to ``log``.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath)
        if let cell = cell as? SizedCell {
            cell.log = log
            cell.item = indexPath
            cell.content.intrinsicContentSize = size(indexPath)
            if cell.heightPerWidth != heightPerWidth { cell.heightPerWidth = heightPerWidth }
        }
        return cell
    }

    /// A ``SizedHeader`` ``supplementaryHeight`` high, logging to ``log``.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "sized-\(kind)", for: indexPath)
        if let view = view as? SizedHeader {
            view.log = log
            view.content.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: supplementaryHeight)
        }
        return view
    }
}
