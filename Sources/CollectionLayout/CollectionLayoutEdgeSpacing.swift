import Foundation

/// Space outside an item that moves it inside its group: along the group's
/// axis it adds to the advance; across it, a fixed edge pins that side and a
/// flexible one takes the leftover space.
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the leading edge.
    public var leading: CollectionLayoutSpacing?
    /// Space above the top edge.
    public var top: CollectionLayoutSpacing?
    /// Space after the trailing edge.
    public var trailing: CollectionLayoutSpacing?
    /// Space below the bottom edge.
    public var bottom: CollectionLayoutSpacing?

    /// Creates edge spacing; a nil edge has none.
    public init(
        leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
        bottom: CollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before the item along `axis` (leading or top).
    func before(along axis: LayoutAxis) -> CollectionLayoutSpacing? { axis == .horizontal ? leading : top }

    /// The spacing after the item along `axis` (trailing or bottom).
    func after(along axis: LayoutAxis) -> CollectionLayoutSpacing? { axis == .horizontal ? trailing : bottom }
}
