import Foundation

extension CollectionView {
    /// Where ``CollectionView/scrollToItem(at:at:animated:)`` puts an item
    /// in the visible area (inside the adjusted content inset): at most one
    /// vertical and one horizontal position (UIKit's
    /// `UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The bits of the positions.
        public let rawValue: UInt

        /// A position from its raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The item's top at the visible top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the visible bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the visible left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the visible right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
