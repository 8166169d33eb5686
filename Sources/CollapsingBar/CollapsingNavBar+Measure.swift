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
    /// The measure is the seed's: snapshot every collapse constraint's
    /// constant, apply the expanded constants, lay out, read the bottom of
    /// the last panel plus the safe-area top, restore the snapshot, lay out
    /// again. Its net effect is none: every constant and frame is as it was
    /// (pending changes are laid out first). While it runs the bar ignores
    /// its own stack's bounds, and no observer of any frame or bounds is
    /// notified — the temporary frames are written with observers muted, and
    /// the restoring pass finds them back at the values they last reported.
    ///
    /// The bottom is the solver's unrounded value for the expanded layout
    /// (read through a guide spanning the stack), not a rounded frame: no
    /// pixel rounding enters the measure, so it cannot alternate by a pixel
    /// with the scroll position (see "Building a Collapsing Bar").
    ///
    /// - Complexity: two layout passes of the bar's tree.
    public func expandedHeight() -> CGFloat {
        let root = rootView
        root.layoutIfNeeded()
        let wasMeasuring = isMeasuring
        isMeasuring = true
        defer { isMeasuring = wasMeasuring }

        var height: CGFloat
        if measuresFromLiveFrames {
            height = liveFramesMeasure()
        } else {
            let constraints = heightConstraints + [searchFieldHeightConstraint]
            let snapshot = constraints.map(\.constant)
            height = 0
            Observation.withObserversMuted {
                heightConstraints[Panel.space.rawValue].constant = 0
                for panel in [Panel.largeTitle, .search, .closable] {
                    heightConstraints[panel.rawValue].constant = fullHeight(of: panel)
                }
                searchFieldHeightConstraint.constant = searchFieldFullHeight
                root.layoutIfNeeded()
                height = stackGuide.layoutFrame.height + safeAreaInsets.top
                for (c, constant) in zip(constraints, snapshot) { c.constant = constant }
            }
            root.layoutIfNeeded()
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
        // Inside a layout pass the panels' frames may not be written yet.
        root.setNeedsLayout()
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
    /// (or when `force`d, or always with ``measuresFromLiveFrames``, as the
    /// seed did) and passes it through the hysteresis filter to
    /// `contentInset.top`.
    func updateInset(force: Bool = false, animated: Bool = false) {
        guard scrollView != nil, !isMeasuring else { return }
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
    /// the sweep moves with the inset: the collapse is applied for it and
    /// laid out at once, so that the layout pass that noticed the change
    /// ends with current frames.
    func setInset(_ value: CGFloat, animated: Bool) {
        guard let scrollView else { return }
        let old = scrollView.contentInset.top
        appliedInset = value
        guard old != value else { return }
        let isAtRest =
            !scrollView.isDragging && !scrollView.isDecelerating && abs(scrollView.contentOffset.y + old) < 1e-9
        scrollView.contentInset.top = value
        if isAtRest {
            let rest = CGPoint(x: scrollView.contentOffset.x, y: -value)
            scrollView.setContentOffset(rest, animated: animated)
        }
        applyCollapse()
        rootView.layoutIfNeeded()
    }
}
