import Foundation

extension View {
    /// Sets ``frame`` from the layout pass or the kit's bookkeeping, which
    /// is not the code setting it.
    func writeFrame(_ newFrame: CGRect) {
        isWritingFrame = true
        defer { isWritingFrame = false }
        frame = newFrame
    }

    /// The code set ``frame``: the view is held there, in its superview,
    /// while ``translatesAutoresizingMaskIntoConstraints`` is true.
    func frameWasSetByCode() {
        let state = autoresizingStorage ?? AutoresizingConstraints()
        autoresizingStorage = state
        if state.constraints.isEmpty {
            updateAutoresizingConstraints()
        } else {
            for (c, k) in zip(state.constraints, AutoresizingConstraints.constants(for: frame)) { c.constant = k }
        }
    }

    /// Installs or removes the autoresizing constraints for the current
    /// flag, superview and frame; with `rebuilding`, makes them anew (the
    /// view moved to another superview).
    func updateAutoresizingConstraints(rebuilding: Bool = false) {
        guard let state = autoresizingStorage else { return }
        let wanted = translatesAutoresizingMaskIntoConstraints && superview != nil
        if !state.constraints.isEmpty && (!wanted || rebuilding) {
            LayoutConstraint.deactivate(state.constraints)
            state.constraints = []
        }
        guard wanted, state.constraints.isEmpty, let parent = superview else { return }
        typealias Side = (LayoutItem, LayoutConstraint.Attribute)
        let sides: [(Side, Side?)] = [
            ((self, .left), (parent, .left)), ((self, .top), (parent, .top)), ((self, .width), nil),
            ((self, .height), nil),
        ]
        state.constraints = zip(sides, AutoresizingConstraints.constants(for: frame)).map { sides, k in
            let c = LayoutConstraint(first: sides.0, relation: .equal, second: sides.1, multiplier: 1, constant: k)
            c.isAutoresizingMask = true
            return c
        }
        LayoutConstraint.activate(state.constraints)
    }

    /// Brings the view's constraints that refer outside its subtree up to
    /// date after the view moved to another superview or tree: its
    /// autoresizing constraints, and the margins guides of its subtree.
    func didMoveInTree() {
        updateAutoresizingConstraints(rebuilding: true)
        func visit(_ view: View) {
            view.marginsDidMove()
            view.subviews.forEach(visit)
        }
        visit(self)
    }
}

extension LayoutConstraint {
    /// UIKit's description of an autoresizing-mask constraint, without
    /// addresses: `<NSAutoresizingMaskLayoutConstraint h=--& v=--& box.minX == 20   (active, names: '|':root)>`.
    var autoresizingDescription: String {
        let attribute: String
        switch first.attribute {
        case .left: attribute = "minX"
        case .top: attribute = "minY"
        default: attribute = first.attribute.rawValue
        }
        var text = "<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(first.name).\(attribute) == "
        text += Self.readable(Double(constant))
        text += isActive ? "   (active\(isBroken ? ", broken" : "")" : "   (inactive"
        if let second { text += ", names: '|':\(second.name)" }
        return text + ")>"
    }
}
