import Foundation

extension LayoutConstraint {
    /// Creates an inactive constraint
    /// `view1.attr1 (relation) multiplier × view2.attr2 + constant`, UIKit's
    /// classic form; `view2` nil with `.notAnAttribute` relates `attr1` to
    /// the constant alone.
    ///
    /// The margin attributes (`.leftMargin`, `.centerXWithinMargins`…) are
    /// those of the view's ``View/layoutMarginsGuide``. Where UIKit raises an
    /// exception — attributes of different axes, a position against a
    /// dimension, a position against a constant, margins of a layout guide,
    /// a leading or trailing attribute against a left or right one —
    /// the constraint is still made, but it is invalid: activating it reports
    /// ``LayoutDiagnostic/invalidConstraint(_:reason:)`` with the reason and
    /// leaves it inactive, and the rest of the layout goes on.
    public convenience init(
        item view1: AnchorProviding, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: AnchorProviding?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = Side.classic(view1, attr1)
        let second = view2.map { Side.classic($0, attr2) }
        self.init(first: first.side, relation: relation, second: second?.side, multiplier: multiplier, constant: c)
        invalidReason =
            first.problem ?? second?.problem ?? Self.pairingProblem(attr1, attr2, hasSecondItem: view2 != nil)
    }

    /// Why two attributes cannot be related, or nil when they can.
    private static func pairingProblem(_ first: Attribute, _ paired: Attribute, hasSecondItem: Bool) -> String? {
        guard let firstAxis = first.axis else { return "the first attribute is .notAnAttribute" }
        guard hasSecondItem else {
            if paired != .notAnAttribute { return "a second attribute (.\(paired)) needs a second item" }
            if !first.isDimension { return "a position (.\(first)) cannot equal a constant" }
            return nil
        }
        guard let secondAxis = paired.axis else {
            return "a second item needs a second attribute other than .notAnAttribute"
        }
        if first.isDimension != paired.isDimension {
            return "a position and a dimension (.\(first) and .\(paired)) cannot be related"
        }
        if !first.isDimension && firstAxis != secondAxis {
            return "positions on different axes (.\(first) and .\(paired)) cannot be related"
        }
        return directionMixProblem(first, paired)
    }

    /// Why a constraint cannot relate these two attributes of its items
    /// because one follows the layout direction and the other does not
    /// (leading or trailing against left or right, margins included),
    /// or nil when they can be related. UIKit raises an exception here.
    static func directionMixProblem(_ first: Attribute, _ paired: Attribute) -> String? {
        guard let firstFollows = first.followsLayoutDirection, let pairedFollows = paired.followsLayoutDirection,
            firstFollows != pairedFollows
        else { return nil }
        return "a leading or trailing attribute and a left or right attribute (.\(first) and .\(paired)) "
            + "cannot be related: use leading and trailing for both or neither"
    }
}

extension LayoutConstraint.Side {
    /// The side for an item and attribute of a classic constraint: a margin
    /// attribute is the view's margins guide's edge, named as the view's.
    /// With a reason when the attribute cannot be used.
    static func classic(_ provider: AnchorProviding, _ attribute: LayoutConstraint.Attribute) -> (
        side: Self, problem: String?
    ) {
        guard let item = provider as? LayoutItem else {
            fatalError("LayoutConstraint: only View and LayoutGuide provide anchors, not \(type(of: provider))")
        }
        guard attribute.isMargin else { return (Self(item, attribute), nil) }
        guard let view = item as? View else {
            return (Self(item, attribute), "a layout guide (\(item.layoutName)) has no margins")
        }
        return (Self(view, attribute, geometry: view.layoutMarginsGuide.geometry), nil)
    }

    /// A side whose attribute is read from another item's variables (a
    /// view's margin attribute, from its margins guide).
    init(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, geometry: ItemGeometry) {
        itemGeometry = item.geometry
        self.attribute = attribute
        self.geometry = geometry
        name = item.layoutName
    }
}

extension LayoutConstraint.Attribute {
    /// Whether the attribute is a leading or trailing edge (true) or a
    /// left or right one (false), margins included; nil for the others.
    var followsLayoutDirection: Bool? {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        case .left, .right, .leftMargin, .rightMargin: false
        default: nil
        }
    }

    /// The axis of the attribute, or nil for `.notAnAttribute`.
    var axis: LayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// Whether the attribute is a width or a height.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is one of the margins guide's.
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }
}
