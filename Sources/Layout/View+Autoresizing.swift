import Foundation

extension View {
    /// Sets ``frame`` from the layout pass or the kit's bookkeeping, which
    /// is not the code setting it.
    func writeFrame(_ newFrame: CGRect) {
        let oldValue = frameStorage
        frameStorage = newFrame
        isWritingFrame = true
        defer { isWritingFrame = false }
        frameDidChange(from: oldValue)
    }

    /// ``writeFrame(_:)`` for the layout pass, which writes only frames
    /// that changed and never a root's (a root keeps the frame it is
    /// given): what remains is telling the observers, if there are any.
    @inline(__always)
    func writeLaidOutFrame(_ newFrame: CGRect) {
        frameStorage = newFrame
        guard let list = observerList, !list.isEmpty else { return }
        isWritingFrame = true
        defer { isWritingFrame = false }
        list.didChange(self)
    }

    /// The code set ``frame``: the view is held there, in its superview,
    /// while ``translatesAutoresizingMaskIntoConstraints`` is true.
    func frameWasSetByCode() {
        let state: AutoresizingConstraints
        if let stored = autoresizingStorage {
            state = stored
        } else {
            state = AutoresizingConstraints()
            autoresizingStorage = state
        }
        if !state.fillsSuperview { state.frame = frame }
        // Placed by frame already: nothing refers to the view and it has a
        // superview, so it stays placed (what the update below would find).
        if state.isPlaced { return }
        if state.constraints.isEmpty {
            updateAutoresizingConstraints()
        } else {
            for (c, k) in zip(state.constraints, state.constants) { c.constant = k }
        }
    }

    /// Whether the view keeps its superview's bounds (origin zero, the
    /// superview's size) while ``translatesAutoresizingMaskIntoConstraints``
    /// is true, whatever the superview's size becomes: UIKit's flexible
    /// width and height autoresizing mask, as on a collection view cell's
    /// content view. Like a frame the code set, it costs no constraints
    /// until a constraint refers to the view.
    package var autoresizesToFillSuperview: Bool {
        get { autoresizingStorage?.fillsSuperview ?? false }
        set {
            guard newValue != autoresizesToFillSuperview else { return }
            let state = autoresizingStorage ?? AutoresizingConstraints()
            autoresizingStorage = state
            state.fillsSuperview = newValue
            updateAutoresizingConstraints(rebuilding: true)
        }
    }

    /// Whether the view is placed by the frame its code set, without
    /// constraints: the flag is true, it has a superview, and no active
    /// constraint refers to it.
    package var isPlacedByFrame: Bool { autoresizingStorage?.isPlaced ?? false }

    /// Marks the view as placed by frame or not, keeping its superview's
    /// count of such subviews.
    func setPlacedByFrame(_ placed: Bool) {
        guard let state = autoresizingStorage, state.isPlaced != placed else { return }
        state.isPlaced = placed
        superview?.framePlacedSubviewCount += placed ? 1 : -1
        if superview != nil { rootView.engineStorage?.layOutView(self) }
    }

    /// Installs or removes the autoresizing constraints for the current
    /// flag, superview, frame and references; with `rebuilding`, makes them
    /// anew (the view moved to another superview). A view nothing refers to
    /// is placed by frame instead.
    func updateAutoresizingConstraints(rebuilding: Bool = false) {
        guard let state = autoresizingStorage else { return }
        let wanted = translatesAutoresizingMaskIntoConstraints && superview != nil
        if !state.constraints.isEmpty && (!wanted || rebuilding) {
            let old = state.constraints
            state.constraints = []
            LayoutConstraint.deactivate(old)
        }
        guard wanted else {
            setPlacedByFrame(false)
            return
        }
        guard state.constraints.isEmpty else { return }
        if referenceCount > 0 {
            installAutoresizingConstraints()
        } else {
            setPlacedByFrame(true)
        }
    }

    /// A constraint now refers to a view placed by frame: the view is held
    /// by its autoresizing constraints from now on.
    func installAutoresizingConstraints() {
        guard let state = autoresizingStorage, state.constraints.isEmpty, let parent = superview else { return }
        if isArrangedOutsideSolver { parent.foreignConstraintDidArrive(for: self) }
        setPlacedByFrame(false)
        typealias Side = (LayoutItem, LayoutConstraint.Attribute)
        let fills = state.fillsSuperview
        let sides: [(Side, Side?)] = [
            ((self, .left), (parent, .left)), ((self, .top), (parent, .top)),
            ((self, .width), fills ? (parent, .width) : nil), ((self, .height), fills ? (parent, .height) : nil),
        ]
        state.constraints = zip(sides, state.constants).map { sides, k in
            let c = LayoutConstraint(first: sides.0, relation: .equal, second: sides.1, multiplier: 1, constant: k)
            c.isAutoresizingMask = true
            return c
        }
        LayoutConstraint.activate(state.constraints)
    }

    /// Nothing refers to the view any more: a view held by autoresizing
    /// constraints goes back to being placed by frame.
    func placeByFrameIfUnreferenced() {
        guard referenceCount == 0, let state = autoresizingStorage, !state.constraints.isEmpty,
            translatesAutoresizingMaskIntoConstraints, superview != nil
        else { return }
        let old = state.constraints
        state.constraints = []
        LayoutConstraint.deactivate(old)
        setPlacedByFrame(true)
    }

    /// The view's unrounded rectangle in root coordinates: its solved
    /// variables, or, placed by frame, its frame from its superview's.
    @inline(__always)
    var layoutRect: CGRect {
        if let state = autoresizingStorage, state.isPlaced { return state.rect }
        let g = geometry
        return CGRect(x: g.minX.value, y: g.minY.value, width: g.width.value, height: g.height.value)
    }

    /// Brings ``layoutRect`` of a view placed by frame up to date with its
    /// superview's; returns whether it changed.
    func updatePlacedRect() -> Bool {
        guard let state = autoresizingStorage, state.isPlaced, let parent = superview else { return false }
        let outer = parent.layoutRect
        let rect =
            state.fillsSuperview
            ? outer
            : CGRect(
                x: outer.minX + state.frame.minX, y: outer.minY + state.frame.minY, width: state.frame.width,
                height: state.frame.height)
        guard !rect.isSame(as: state.rect) else { return false }
        state.rect = rect
        return true
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
        let mask = (first.item as? View)?.autoresizesToFillSuperview == true ? "h=-&- v=-&-" : "h=--& v=--&"
        var text = "<NSAutoresizingMaskLayoutConstraint \(mask) \(first.name).\(attribute) == "
        text += Self.readable(Double(constant))
        text += isActive ? "   (active\(isBroken ? ", broken" : "")" : "   (inactive"
        if let second { text += ", names: '|':\(second.name)" }
        return text + ")>"
    }
}
