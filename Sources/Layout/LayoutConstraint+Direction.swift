extension LayoutConstraint {
    /// How the constraint's leading and trailing attributes resolve in a
    /// tree laid out in `direction` (see ``DirectionResolution``): empty
    /// unless an attribute is leading or trailing and its view's effective
    /// direction is right to left. A nil direction is a tree in which no
    /// view lays out right to left (see `LayoutEngine.resolvingDirection`).
    func directionResolution(in direction: UserInterfaceLayoutDirection?) -> DirectionResolution {
        guard namesLeadingOrTrailing, let direction else { return [] }
        // Through the sides' fields: a copy of a side would count references.
        let firstIsDirectional = first.attribute.isDirectional
        var resolution: DirectionResolution = []
        if firstIsDirectional, first.itemGeometry.isRightToLeft(in: direction) {
            resolution.insert(.firstRightToLeft)
        }
        if second?.attribute.isDirectional == true, second?.itemGeometry.isRightToLeft(in: direction) == true {
            resolution.insert(.secondRightToLeft)
        }
        if resolution.contains(firstIsDirectional ? .firstRightToLeft : .secondRightToLeft) {
            resolution.insert(.mirrored)
        }
        return resolution
    }
}

extension ItemGeometry {
    /// Whether the view that owns the item lays out right to left in a tree
    /// laid out in `direction`. A guide without a view follows the tree.
    func isRightToLeft(in direction: UserInterfaceLayoutDirection) -> Bool {
        let attribute: SemanticContentAttribute
        if let view = unsafe unretainedView {
            attribute = unsafe view.withGuaranteedInstance { $0.storedSemanticContentAttribute }
        } else {
            attribute = unsafe item?.owningView?.storedSemanticContentAttribute ?? .unspecified
        }
        return attribute.direction(in: direction) == .rightToLeft
    }
}

extension LayoutConstraint.Attribute {
    /// Whether the attribute is a leading or trailing edge (of an item or
    /// of a view's margins): one that follows the layout direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }
}
