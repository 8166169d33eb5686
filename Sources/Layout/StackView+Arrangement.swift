import Foundation

extension StackView {
    /// Adds a view to the end of ``arrangedSubviews``, making it a subview if
    /// it is not one. A view that is arranged already moves to the end.
    ///
    /// - Complexity: changes a few constraints, whatever the number of views.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: items.count - (isArranged(view) ? 1 : 0))
    }

    /// Inserts a view into ``arrangedSubviews`` at an index, making it a
    /// subview if it is not one. A view that is arranged already moves to the index.
    ///
    /// - Parameters:
    ///   - view: the view to lay out.
    ///   - index: its position in ``arrangedSubviews``, `0...arrangedSubviews.count`
    ///     (for a view that is arranged already, its position after the move).
    /// - Important: Traps, in release builds too, with a message, if `view` is
    ///   the stack view itself or `index` is out of `0...arrangedSubviews.count`
    ///   (UIKit raises an exception for both).
    /// - Complexity: changes a few constraints, whatever the number of views.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if view === self { fatalError("StackView.insertArrangedSubview: '\(name)' cannot arrange itself") }
        guard !isUpdating else { return deferred.append { $0.insertArrangedSubview(view, at: index) } }
        var changedFrom = index
        if let old = itemsByView[ObjectIdentifier(view)] {
            items.remove(at: old.index)
            itemsByView[ObjectIdentifier(view)] = nil
            itemsDidChange(from: old.index)
            retire(old, keepingSpacing: true)
            changedFrom = min(changedFrom, old.index)
        }
        if index < 0 || index > items.count {
            fatalError(
                "StackView.insertArrangedSubview: index \(index) is out of bounds 0...\(items.count) "
                    + "of '\(name)'")
        }
        // Before it joins the tree: in closed form its intrinsic height never enters the solver.
        view.isArrangedOutsideSolver = arrangementSolving != .solver
        if !view.isSubview(of: self) { addSubview(view) }
        let item = Item(view: view)
        items.insert(item, at: index)
        itemsByView[ObjectIdentifier(view)] = item
        itemsDidChange(from: changedFrom)
        assignWeights()
        update()
    }

    /// Removes a view from ``arrangedSubviews``; it stays a subview of the
    /// stack (UIKit), without the stack's constraints. `removeFromSuperview()`
    /// on an arranged view removes it from both.
    ///
    /// - Complexity: changes a few constraints, whatever the number of views.
    public func removeArrangedSubview(_ view: View) {
        guard !isUpdating else {
            // The view may leave the stack before the removal runs: its
            // visibility is no longer reported here.
            hiddenSet = nil
            return deferred.append { $0.removeArrangedSubview(view) }
        }
        guard let item = itemsByView.removeValue(forKey: ObjectIdentifier(view)) else { return }
        items.remove(at: item.index)
        itemsDidChange(from: item.index)
        retire(item, keepingSpacing: false)
        update()
    }

    /// Sets the gap after an arranged view, in place of ``spacing``. Passing
    /// ``spacingUseDefault`` goes back to ``spacing``.
    ///
    /// The gap between two visible views is the one after the first of them;
    /// the custom spacing of a hidden view, or of the last visible one, is not
    /// used. A view that is not arranged is ignored; a view's custom spacing
    /// is forgotten when it is removed from the arrangement.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard isArranged(arrangedSubview) else { return }
        let id = ObjectIdentifier(arrangedSubview)
        if spacing == StackView.spacingUseDefault {
            guard customSpacings.removeValue(forKey: id) != nil else { return }
        } else {
            guard customSpacings.updateValue(spacing, forKey: id) != spacing else { return }
        }
        whenIdle { $0.update() }
    }

    /// The custom gap after an arranged view, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    func isArranged(_ view: View) -> Bool {
        itemsByView[ObjectIdentifier(view)] != nil
    }

    /// Numbers the items from `start` on after `items` changed there, and
    /// takes their visibility afresh.
    func itemsDidChange(from start: Int) {
        let outsideSolver = arrangementSolving != .solver
        for index in start..<items.count {
            items[index].index = index
            items[index].view.isArrangedOutsideSolver = outsideSolver
        }
        hiddenSet = StackViewHiddenSet(items.lazy.map(\.view.isHidden))
    }
}
