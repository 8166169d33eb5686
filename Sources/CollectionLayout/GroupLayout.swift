import Foundation

/// A group laid out once: its size and its cells' frames relative to its
/// origin, in the order of the items they show. A section's groups all share
/// one template; only a group holding measured cells gets one of its own.
struct GroupLayout {
    /// One cell of the group.
    struct Leaf {
        /// The frame relative to the group's origin.
        var frame: CGRect
        /// The stacking order.
        var zIndex: Int
        /// The item descriptor (nil for a custom group's cells).
        var item: CollectionLayoutItem?
    }

    /// The group's size, its content insets included.
    var size: CGSize
    /// The cells, in item order.
    var leaves: [Leaf]
}
