import Foundation

/// An item that lays out other items — leading to trailing, top to bottom,
/// or at frames it computes — and so nests (UIKit's `NSCollectionLayoutGroup`).
open class CollectionLayoutGroup: CollectionLayoutItem {
    /// A closure that gives the frames of a custom group's cells.
    public typealias ItemProvider = (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

    enum Arrangement {
        /// Cycle through the subitems while the next one fits.
        case cycling
        /// `count` copies of the only subitem, sized equally to fill the group.
        case count(Int)
        /// `count` copies of the only subitem at their own size.
        case repeating(Int)
        /// Frames computed by a closure.
        case custom(ItemProvider)
    }

    let axis: LayoutAxis
    let arrangement: Arrangement

    /// The items the group lays out, in order.
    public let subitems: [CollectionLayoutItem]
    /// Space between neighbouring subitems; nil is none.
    public var interItemSpacing: CollectionLayoutSpacing?

    init(layoutSize: CollectionLayoutSize, axis: LayoutAxis, subitems: [CollectionLayoutItem], arrangement: Arrangement)
    {
        self.axis = axis
        self.subitems = subitems
        self.arrangement = arrangement
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group that places `subitems` leading to trailing, cycling through
    /// them while the next one fits its width; at least one is placed.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, arrangement: .cycling)
    }

    /// A group of `count` copies of `subitem`, all of width
    /// `(width − spacing × (count − 1)) / count` (the item's own width is ignored).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(
            layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], arrangement: .count(count))
    }

    /// A group of `count` copies of `subitem` at its own width; an overflow
    /// is reported and laid out anyway.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(
            layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], arrangement: .repeating(count))
    }

    /// A group that places `subitems` top to bottom, cycling through them
    /// while the next one fits its height; at least one is placed.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, arrangement: .cycling)
    }

    /// A group of `count` copies of `subitem`, all of height
    /// `(height − spacing × (count − 1)) / count` (the item's own height is ignored).
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], arrangement: .count(count))
    }

    /// A group of `count` copies of `subitem` at its own height; an overflow
    /// is reported and laid out anyway.
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(
            layoutSize: layoutSize, axis: .vertical, subitems: [subitem], arrangement: .repeating(count))
    }

    /// A group whose cells sit at the frames `itemProvider` returns, relative
    /// to the group's origin; the provider's environment holds the group's size.
    public static func custom(layoutSize: CollectionLayoutSize, itemProvider: @escaping ItemProvider)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(
            layoutSize: layoutSize, axis: .horizontal, subitems: [], arrangement: .custom(itemProvider))
    }
}
