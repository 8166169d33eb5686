import Foundation

extension CollapsingNavBar {
    /// What the expanded height depends on. The automatic measure runs again
    /// only when this changes (or when asked), not on every scroll: the
    /// collapse changes the stack's bounds on every tick, but never the
    /// expanded height.
    struct MeasureKey: Equatable {
        /// The collapse rules: the panels present and their full heights, the scale.
        var model: CollapseModel
        /// The safe-area top.
        var safeAreaTop: CGFloat
        /// Whether the refresh control is refreshing.
        var isRefreshing: Bool
    }

    /// The key of the current state.
    func measureKey() -> MeasureKey {
        MeasureKey(
            model: model, safeAreaTop: safeAreaInsets.top,
            isRefreshing: scrollView?.refreshControl?.isRefreshing == true)
    }

    /// The bar's fully expanded height, measured: the safe-area top plus the
    /// stack's height with every panel expanded and the stretch gap at 0,
    /// plus the refresh control's height while it is refreshing (60, UIKit).
    ///
    /// The measure is the kit's fitting measure of the stack
    /// (`systemLayoutSizeFitting`), with the expanded constants standing in
    /// for the collapse constraints' own: the stack's constraints are solved
    /// on their own, and nothing of the bar's tree changes — no constant,
    /// frame or solver state, no observer notified, no layout pass. Pending
    /// changes stay pending until the next layout pass.
    ///
    /// The height is the solver's unrounded value for the expanded stack,
    /// not a rounded frame: no pixel rounding enters the measure, so it
    /// cannot alternate by a pixel with the scroll position (see "Building
    /// a Collapsing Bar").
    ///
    /// - Complexity: solving the stack's constraints (the panels' and the
    ///   search field's), not a layout pass of the bar's tree.
    public func expandedHeight() -> CGFloat {
        var height: CGFloat
        if measuresFromLiveFrames {
            height = liveFramesMeasure()
        } else {
            var expanded = [(heightConstraints[Panel.space.rawValue], CGFloat(0))]
            for panel in [Panel.largeTitle, .search, .closable] {
                expanded.append((heightConstraints[panel.rawValue], fullHeight(of: panel)))
            }
            expanded.append((searchFieldHeightConstraint, searchFieldFullHeight))
            let size = stack.systemLayoutSizeFitting(
                CGSize(width: stack.bounds.width, height: 0), withHorizontalFittingPriority: .fittingSizeLevel,
                verticalFittingPriority: .fittingSizeLevel, replacingConstants: expanded)
            height = size.height + safeAreaInsets.top
        }
        if let refreshControl = scrollView?.refreshControl, refreshControl.isRefreshing {
            height += refreshControl.height
        }
        return height
    }

    /// The jitter's cause, kept to reproduce it (``measuresFromLiveFrames``):
    /// a one-pass shortcut — lay out the bar as it is, read the last panel's
    /// rounded bottom, add the heights the collapsing panels have given up,
    /// and round to the pixel grid for the inset.
    ///
    /// The live bottom sits wherever the scroll has put it on the pixel grid,
    /// so its rounding error (up to half a pixel either way) follows the
    /// fractional part of the collapse; adding the collapse back does not
    /// remove the error, and the second rounding turns it into a whole pixel
    /// when the true height lies near a half pixel (233.5 at scale 3 reads
    /// 233⅓ at some offsets and 233⅔ at others).
    func liveFramesMeasure() -> CGFloat {
        let root = rootView
        // Called from `layoutSubviews()` the frames are written already
        // (and this does nothing); from elsewhere they are laid out first.
        root.layoutIfNeeded()
        let scale = root.contentScaleFactor
        var givenUp: CGFloat = 0
        for panel in [Panel.largeTitle, .search, .closable] where !view(for: panel).isHidden {
            givenUp += fullHeight(of: panel) - heightConstraints[panel.rawValue].constant
        }
        givenUp -= heightConstraints[Panel.space.rawValue].constant
        let bottom = (stack.arrangedSubviews.last?.frame.maxY ?? 0) + givenUp + safeAreaInsets.top
        return bottom.roundedToPixel(scale: scale)
    }

    /// Measures the expanded height again when what it depends on changed
    /// (or when `force`d, or always with ``measuresFromLiveFrames``, as a bar
    /// observing its stack's bounds does) and passes it through the hysteresis filter to
    /// `contentInset.top`.
    func updateInset(force: Bool = false, animated: Bool = false) {
        guard scrollView != nil else { return }
        let key = measureKey()
        if !force && !measuresFromLiveFrames && key == lastMeasureKey { return }
        lastMeasureKey = key
        let measured = expandedHeight()
        let value: CGFloat
        if usesHysteresis {
            guard let passed = heightFilter.filter(measured) else { return }
            value = passed
        } else {
            value = measured
        }
        setInset(value, animated: animated)
    }

    /// Sets `contentInset.top`. A scroll view resting at its top (not
    /// dragged, not decelerating) stays at rest: its offset follows the
    /// inset, animated if asked. Otherwise the content stays where it is and
    /// the sweep moves with the inset. The collapse is applied once, for the
    /// final inset and offset (the observers of the inset and the offset
    /// leave it to this method while it sets them); frames follow in the
    /// layout pass under way (from ``layoutSubviews()``) or the next one.
    func setInset(_ value: CGFloat, animated: Bool) {
        guard let scrollView else { return }
        let old = scrollView.contentInset.top
        appliedInset = value
        guard old != value else { return }
        let isAtRest =
            !scrollView.isDragging && !scrollView.isDecelerating && abs(scrollView.contentOffset.y + old) < 1e-9
        let wasAdjusting = isAdjustingScrollView
        isAdjustingScrollView = true
        scrollView.contentInset.top = value
        if isAtRest {
            let rest = CGPoint(x: scrollView.contentOffset.x, y: -value)
            scrollView.setContentOffset(rest, animated: animated)
        }
        isAdjustingScrollView = wasAdjusting
        applyCollapse()
        publishVisibleTop()
    }
}
