import Foundation
import UncheckedAccess

/// What the bar watches on its scroll view besides the offset.
struct WatchedScrollState: Equatable {
    /// `contentInset`.
    var contentInset: EdgeInsets
    /// `contentSize`.
    var contentSize: CGSize
    /// `refreshControl?.isRefreshing`.
    var isRefreshing: Bool?
}

extension ScrollView {
    /// The state a ``CollapsingNavBar`` watches besides the offset, as one
    /// observable value.
    var collapsingBarWatchedState: WatchedScrollState {
        WatchedScrollState(
            contentInset: contentInset, contentSize: contentSize, isRefreshing: refreshControl?.isRefreshing)
    }
}

extension CollapsingNavBar {
    /// What the bar found on a scroll view when it attached, given back when
    /// it detaches, and what it added.
    struct Attachment {
        /// The scroll view's `contentInset.top`.
        let insetTop: CGFloat
        /// Its `contentInsetAdjustmentBehavior`.
        let adjustmentBehavior: ScrollView.ContentInsetAdjustmentBehavior
        /// Its `scrollsToTop`.
        let scrollsToTop: Bool
        /// Its `scrollToTopAnimator`.
        let scrollToTopAnimator: ((ScrollView, CGFloat, _ completion: @escaping () -> Void) -> Void)?
        /// The proxy standing in for its delegate (which the proxy holds weakly).
        let proxy: ScrollDelegateProxy
        /// The bar's observations of the scroll view and of its own stack.
        var observations: [Observation] = []
    }

    /// Attaches the bar to a scroll view, which it then drives: it takes
    /// over the scroll view's top inset and collapses as the content scrolls.
    ///
    /// - The inset: `contentInsetAdjustmentBehavior` becomes `.never`,
    ///   `scrollsToTop` is turned off (status-bar taps go to
    ///   ``statusBarTapCatcher``) and `contentInset.top` becomes the
    ///   ``expandedHeight()``, kept up to date through a ``HysteresisFilter``.
    /// - The offset: a scroll view at rest (at its resting top offset, as a
    ///   new one is until its offset is first set) is moved to
    ///   `contentOffset.y = −expandedHeight()`, showing the bar expanded. A
    ///   scroll view already scrolled keeps its content where it is, and the
    ///   bar keeps its current collapse (``startOffset``, ``startCollapse``)
    ///   instead of jumping; the collapse origin resets when the content
    ///   returns to the top.
    /// - Observing: the scroll view's `contentOffset` (the collapse, applied
    ///   synchronously in the observer), `contentInset`, `contentSize` and
    ///   refresh control (its `isRefreshing` is the notification that a
    ///   refresh began or ended); and, in ``layoutSubviews()``, the layout
    ///   passes that move its stack (its bounds, or its place under a
    ///   changed safe area).
    /// - The delegate: the bar does not take it. A proxy stands in for it,
    ///   forwarding every message to the delegate the screen set and then
    ///   snapping. Set the scroll view's delegate before attaching.
    ///
    /// Attaching to another scroll view detaches from the current one first
    /// (switching tabs): each keeps its own offset, and the bar its collapse.
    ///
    /// Put the bar in the screen's view tree first (``pinToTop(of:)``): it
    /// measures itself with the screen's safe area.
    public func attach(to scrollView: ScrollView) {
        guard scrollView !== self.scrollView else { return }
        detach()
        let isAtRest = abs(scrollView.contentOffset.y - scrollView.restingTopOffset) < 1e-9
        let proxy = ScrollDelegateProxy(target: scrollView.delegate)
        attachment = Attachment(
            insetTop: scrollView.contentInset.top, adjustmentBehavior: scrollView.contentInsetAdjustmentBehavior,
            scrollsToTop: scrollView.scrollsToTop, scrollToTopAnimator: scrollView.scrollToTopAnimator, proxy: proxy)
        self.scrollView = scrollView

        proxy.onWillEndDragging = { [weak self] scrollView, velocity, target in
            self?.scrollViewWillEndDragging(scrollView, velocity: velocity, target: &target)
        }
        proxy.onDidEndDragging = { [weak self] scrollView, decelerate in
            if !decelerate { self?.snapIfNeeded(scrollView) }
        }
        proxy.onDidEndDecelerating = { [weak self] scrollView in
            self?.snapIfNeeded(scrollView)
        }
        scrollView.delegate = proxy
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.scrollsToTop = false
        scrollView.scrollToTopAnimator = { [weak self] scrollView, offsetY, completion in
            if let self {
                self.runScrollToTop(on: scrollView, to: offsetY, completion: completion)
            } else {
                ScrollToTopAnimation.animator(scrollView, to: offsetY, completion: completion)
            }
        }
        if titleFade.clock !== scrollView.clock {
            titleFade = TitleCrossFade(clock: scrollView.clock, isLargeTitleShown: titleFade.wantsLargeTitle)
        }

        // The inset: measured, and passed on as the first value of a new filter.
        rebuildModel()
        heightFilter = HysteresisFilter(threshold: HysteresisFilter.threshold(forScale: rootView.contentScaleFactor))
        lastMeasureKey = measureKey()
        let expanded = expandedHeight()
        _ = heightFilter.filter(expanded)
        appliedInset = expanded
        scrollView.contentInset.top = expanded

        // The offset: at rest, show the bar expanded; scrolled, keep the collapse.
        if isAtRest {
            startOffset = 0
            startCollapse = 0
            scrollView.contentOffset.y = -expanded
        } else {
            let sweep = scrollView.contentOffset.y + expanded
            startOffset = sweep > 0 ? sweep : 0
            startCollapse = sweep > 0 ? min(max(collapseOffset, 0), model.collapsibleHeight) : 0
        }

        // Unretained: the bar invalidates its observations when it detaches,
        // which it does before it goes away; and no reference count is taken
        // on every scroll tick.
        let bar = unsafe Unmanaged.passUnretained(self)
        attachment?.observations = [
            // Read directly rather than through key paths: every change of
            // the offset (every scroll tick) has each observer read its value.
            scrollView.observe(reading: { $0.contentOffset }) { scrollView, _ in
                unsafe bar.withGuaranteedInstance { $0.applyCollapse(for: scrollView) }
            },
            // The inset, the content size and the refresh control as one
            // value: one observer to check on every change instead of three.
            scrollView.observe(reading: { $0.collapsingBarWatchedState }) { [weak self] _, change in
                self?.watchedStateDidChange(from: change.oldValue, to: change.newValue)
            },
        ]
        applyCollapse()
        publishVisibleTop()
    }

    /// Detaches the bar from its scroll view and gives the scroll view back
    /// as the bar found it: its `contentInset.top`, adjustment behaviour,
    /// `scrollsToTop`, scroll-to-top animator and delegate (unless the
    /// screen set another delegate meanwhile). The offset moves by the
    /// difference between the bar's inset and the adjusted inset given back,
    /// so the content keeps its place relative to the top (at rest stays at
    /// rest); a running deceleration or animation stops.
    ///
    /// The bar keeps its collapse. Does nothing when the bar is not attached.
    public func detach() {
        guard let scrollView, let attachment else {
            self.attachment = nil
            self.scrollView = nil
            return
        }
        for observation in attachment.observations { observation.invalidate() }
        self.attachment = nil
        self.scrollView = nil
        appliedInset = nil
        lastMeasureKey = nil

        let oldTop = scrollView.adjustedContentInset.top
        scrollView.visibleTopInset = nil
        scrollView.contentInset.top = attachment.insetTop
        scrollView.contentInsetAdjustmentBehavior = attachment.adjustmentBehavior
        scrollView.scrollsToTop = attachment.scrollsToTop
        scrollView.scrollToTopAnimator = attachment.scrollToTopAnimator
        if scrollView.delegate === attachment.proxy { scrollView.delegate = attachment.proxy.target }
        let offset = scrollView.contentOffset
        let moved = CGPoint(x: offset.x, y: offset.y + oldTop - scrollView.adjustedContentInset.top)
        scrollView.setContentOffset(moved, animated: false)
    }

    // MARK: Observers

    /// The scroll view's inset, content size or refresh control changed.
    func watchedStateDidChange(from old: WatchedScrollState, to new: WatchedScrollState) {
        if old.contentInset != new.contentInset { contentInsetDidChange() }
        if old.contentSize != new.contentSize { updateInset() }
        if old.isRefreshing != new.isRefreshing {
            refreshingDidChange(ended: old.isRefreshing == true && new.isRefreshing != true)
        }
    }

    /// The scroll view's inset changed: an outside change of the top inset
    /// is taken back (the bar owns it); the bar's own change moved the sweep,
    /// so the collapse is applied again.
    func contentInsetDidChange() {
        guard let scrollView, let appliedInset else { return }
        if scrollView.contentInset.top != appliedInset {
            scrollView.contentInset.top = appliedInset
            return
        }
        applyCollapse()
    }

    /// The bar's or its stack's frame changed in a layout pass (the stack's
    /// bounds, or its place under the safe area), called from
    /// ``layoutSubviews()`` after every frame of the pass is written: after
    /// a panel appeared or disappeared (or the scale changed) the collapse is
    /// rebuilt, and the inset is measured again when what it depends on
    /// changed. What this changes is laid out in the same pass.
    func stackDidMove() {
        guard let scrollView else { return }
        let root = rootScaleAndSafeArea
        let rebuilds = structureChanged() || root.scale != model.scale
        if rebuilds { rebuildModel() }
        // Nothing the measure depends on changed: the common case of a
        // scroll tick, told without building the key.
        if !rebuilds && !measuresFromLiveFrames, let key = lastMeasureKey, key.model == model,
            key.safeAreaTop == root.safeAreaInsets.top,
            key.isRefreshing == (scrollView.refreshControl?.isRefreshing == true)
        {
            return
        }
        // The inset first: a new one moves the sweep, and the collapse is
        // applied once, for the final inset (by `setInset`, or here).
        updateInset()
        if rebuilds { applyCollapse() }
    }

    /// The refresh control started or stopped refreshing: the inset is
    /// measured again (a refreshing control adds its height). When a refresh
    /// ends with the content resting at the top, it moves back up, animated.
    func refreshingDidChange(ended: Bool) {
        updateInset(force: true, animated: ended)
    }

    /// Call after hiding a panel that was collapsed to nothing at the time:
    /// the bar rebuilds its collapse and measures its inset again at once.
    /// Other changes of the panels change the stack's frame and are noticed
    /// on their own in the next layout pass (this one too, with the next
    /// change of the stack's height).
    public func panelsDidChange() {
        structureDidChange()
    }

    /// Rebuilds the collapse for changed panels and measures the inset again.
    func structureDidChange() {
        rebuildModel()
        if scrollView != nil {
            updateInset(force: true)
            applyCollapse()
        } else {
            apply(offset: collapseOffset)
        }
    }
}
