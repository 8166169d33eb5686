/// A constraint held after a layout pass.
public struct ConstraintState: Hashable, Sendable {
    /// UIKit's description: `'id' a.height == b.height * 0.5 + 8 @750   (active)`.
    public var description: String
    /// Whether it was left out of the layout for a conflict.
    public var isBroken: Bool
    /// Where the scene wrote it; nil for the kit's, the bar's and stacks' own.
    public var location: SourceLocation?
    /// The views it relates, as indices into its layout's
    /// ``OffsetLayout/views`` (a layout guide counts as the view that owns
    /// it): the constraints that place a view are those that name it.
    package var viewIndices: [Int] = []
}
