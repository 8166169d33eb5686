/// The screen a tree is laid out on: the root view's size, its pixel grid
/// and its safe area.
public struct Screen: Hashable, Sendable {
    /// The width in points (default 390, an iPhone 14/15).
    public var width: Double = 390
    /// The height in points (default 844).
    public var height: Double = 844
    /// Pixels per point (default 3): frames are rounded to this grid.
    public var scale: Double = 3
    /// The safe-area insets (default none).
    public var safeArea = Insets()

    /// Creates the default screen.
    public init() {}
}
