import Foundation

extension LayoutAnchor {
    /// The system spacing between sibling views (UIKit): 8 points; a
    /// system-spacing constraint's constant is this times its multiplier.
    static var systemSpacing: CGFloat { 8 }
}

extension LayoutYAxisAnchor {
    /// An inactive constraint placing this anchor the system spacing
    /// (8 points) times `multiplier` below `anchor`: `self == anchor + 8 × multiplier`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: Self.systemSpacing * multiplier)
    }

    /// An inactive constraint keeping this anchor at least the system spacing
    /// times `multiplier` below `anchor`: `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
    }

    /// An inactive constraint keeping this anchor at most the system spacing
    /// times `multiplier` below `anchor`: `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
    }
}

extension LayoutXAxisAnchor {
    /// An inactive constraint placing this anchor the system spacing
    /// (8 points) times `multiplier` after `anchor`: `self == anchor + 8 × multiplier`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: Self.systemSpacing * multiplier)
    }

    /// An inactive constraint keeping this anchor at least the system spacing
    /// times `multiplier` after `anchor`: `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
    }

    /// An inactive constraint keeping this anchor at most the system spacing
    /// times `multiplier` after `anchor`: `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
    }
}
