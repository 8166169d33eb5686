import Foundation

/// One cell's frame in a custom group, relative to the group's origin.
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
    /// The frame relative to the group's origin.
    public let frame: CGRect
    /// The stacking order of the cell.
    public let zIndex: Int

    /// Creates a custom item with a frame and a stacking order.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
