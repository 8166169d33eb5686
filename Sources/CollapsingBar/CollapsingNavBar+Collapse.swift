import Foundation
import UncheckedAccess

extension CollapsingNavBar {
    /// Applies the collapse for the scroll view's current offset, in the
    /// offset's observer: synchronously, by setting the height constraints'
    /// constants (incrementally; frames follow on the next layout pass).
    ///
    /// With the sweep `s = contentOffset.y + contentInset.top` (0 at rest),
    /// the collapse offset is `s − startOffset + startCollapse`. At the top
    /// (`s ≤ 0`) the origin resets (`startOffset = startCollapse = 0`, so
    /// the offset is `s` and the gap stretches when pulled). Away from the top the offset never goes below 0: when the
    /// content moves down far enough to expand the bar fully, the origin
    /// follows it (`startOffset = s`, `startCollapse = 0`), and the bar
    /// collapses again from there when the content moves up.
    ///
    /// Does nothing while ``isSearchActive`` or while the bar sets the
    /// scroll view's inset and offset itself, and when the offset and the
    /// collapse rules are those last applied.
    func applyCollapse() {
        guard let scrollView else { return }
        applyCollapse(for: scrollView)
    }

    /// ``applyCollapse()`` for the attached scroll view, given: the offset's
    /// observer has it at hand, without loading the bar's weak reference.
    func applyCollapse(for scrollView: ScrollView) {
        guard !isSearchActive, !isAdjustingScrollView else { return }
        let sweep = scrollView.contentOffset.y + scrollView.contentInset.top
        var offset: CGFloat
        if sweep <= 0 {
            startOffset = 0
            startCollapse = 0
            offset = sweep
        } else {
            offset = sweep - startOffset + startCollapse
            if offset < 0 {
                startOffset = sweep
                startCollapse = 0
                offset = 0
            }
        }
        guard needsCollapseApplication || offset != collapseOffset else { return }
        // Published on the scroll view given, which the caller holds: no
        // reference count on it (slow, with its weak references).
        publishVisibleTop(on: scrollView, heights: apply(offset: offset))
    }

    /// Sets every collapse constant, the search field's height and alphas,
    /// and the title cross-fade for a collapse offset; returns the panels'
    /// heights at it, for ``publishVisibleTop(on:heights:)``.
    @discardableResult
    func apply(offset: CGFloat) -> CollapseModel.Heights {
        collapseApplicationCount += 1
        needsCollapseApplication = false
        collapseOffset = offset
        let model = self.model
        let h = model.heights(atOffset: offset)
        // A hidden panel keeps its full height (its constraint is held out of
        // the solver while hidden), so that showing it changes the stack's
        // height and the bar notices.
        let mask = modelHiddenMask
        func set(_ panel: Panel, _ height: CGFloat) {
            let constant = mask & (1 << panel.rawValue) == 0 ? height : fullHeight(of: panel)
            unsafe unretainedHeightConstraints[panel.rawValue].withGuaranteedInstance { $0.updateConstant(constant) }
        }
        set(.space, h.space)
        set(.largeTitle, h.largeTitle)
        set(.search, h.search)
        set(.closable, h.closable)
        let fieldFullHeight = searchFieldFullHeight
        let field =
            mask & (1 << Panel.search.rawValue) == 0 ? model.searchFieldHeight(atOffset: offset) : fieldFullHeight
        searchFieldHeightConstraint.updateConstant(field)
        searchField.updateAlphas(collapse: min(fieldFullHeight, max(offset, 0)), fullHeight: fieldFullHeight)
        titleFade.update(height: h.largeTitle, fullHeight: model.fullHeights.largeTitle)
        return h
    }

    /// Tells the scroll view where the content the user sees uncovered
    /// begins: at the bar's current bottom, the inset less the height the
    /// panels have given up (more than the inset by the stretch gap), so
    /// that what sticks to the visible top — a collection's pinned
    /// header — follows the bar as it collapses.
    func publishVisibleTop() {
        guard let scrollView else { return }
        publishVisibleTop(on: scrollView, heights: model.heights(atOffset: collapseOffset))
    }

    /// ``publishVisibleTop()`` on the attached scroll view, given, with the
    /// panels' heights at the applied collapse.
    func publishVisibleTop(on scrollView: ScrollView, heights: CollapseModel.Heights) {
        guard let appliedInset else { return }
        let givenUp = model.expandedStackHeight - heights.sum
        scrollView.visibleTopInset = appliedInset - givenUp
    }

    /// Which panels are hidden, a bit per ``Panel``.
    var hiddenMask: Int {
        // Read one by one (a loop over an array of panels retains each).
        (topPanel.isHidden ? 1 << Panel.top.rawValue : 0) | (spacePanel.isHidden ? 1 << Panel.space.rawValue : 0)
            | (largeTitlePanel.isHidden ? 1 << Panel.largeTitle.rawValue : 0)
            | (searchPanel.isHidden ? 1 << Panel.search.rawValue : 0)
            | (closablePanel.isHidden ? 1 << Panel.closable.rawValue : 0)
            | (pinnedPanel.isHidden ? 1 << Panel.pinned.rawValue : 0)
            | (separatorLine.isHidden ? 1 << Panel.separator.rawValue : 0)
    }

    /// Whether a panel appeared or disappeared since the collapse rules were
    /// made. Checked when the stack's frame changes: showing a panel always
    /// changes it (a hidden panel keeps its full height constant), and so
    /// does hiding one that has height; hiding a panel collapsed to nothing
    /// is noticed with the next change of the stack, or at once with
    /// ``panelsDidChange()``.
    func structureChanged() -> Bool {
        hiddenMask != modelHiddenMask
    }

    /// Makes the collapse rules for the current panels and sets the fixed
    /// panels' constants (the separator is one pixel of the current scale).
    func rebuildModel() {
        let mask = hiddenMask
        let scale = rootView.contentScaleFactor
        func full(_ panel: Panel) -> CGFloat {
            mask & (1 << panel.rawValue) == 0 ? fullHeight(of: panel) : 0
        }
        model = CollapseModel(
            fullHeights: .init(
                top: full(.top), space: 0, largeTitle: full(.largeTitle), search: full(.search),
                closable: full(.closable), pinned: full(.pinned), separator: full(.separator)),
            hasSpacePanel: mask & (1 << Panel.space.rawValue) == 0,
            searchFieldHeight: searchFieldFullHeight, scale: scale)
        modelHiddenMask = mask
        needsCollapseApplication = true
        for panel in [Panel.top, .pinned, .separator] {
            heightConstraints[panel.rawValue].constant = fullHeight(of: panel)
        }
    }

    /// The collapse rules with the bar's current place on the screen: the
    /// stack's top at the bar's top in root coordinates plus the safe-area
    /// top, its width the bar's. ``CollapseModel/frames(atOffset:into:)``
    /// then predicts the panels' frames.
    package func closedFormModel() -> CollapseModel {
        var model = self.model
        var origin = CGPoint.zero
        var view: View? = self
        while let v = view, v.superview != nil {
            origin.x += v.frame.minX
            origin.y += v.frame.minY
            view = v.superview
        }
        model.stackLeft = origin.x
        model.stackTop = origin.y + safeAreaInsets.top
        model.width = bounds.width
        return model
    }
}
