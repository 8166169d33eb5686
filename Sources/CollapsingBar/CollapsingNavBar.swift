import Foundation
import UncheckedAccess

/// A navigation bar that is not a system bar: a plain view at the top of the
/// screen, a vertical stack of panels, that owns its scroll view's top inset
/// and collapses as the content scrolls.
///
/// ```
/// ┌──────────────────────────┐  ← the screen's top (the bar's top)
/// │ status bar (safe area)   │
/// ├──────────────────────────┤  ← the safe-area top (the stack's top)
/// │ topPanel          44     │  fixed: buttons, compact title
/// │ spacePanel         0     │  the stretch gap, grows when pulled down
/// │ largeTitlePanel   52     │  collapses last, cross-fades to the compact title
/// │ searchPanel       52     │  collapses first (its 36-point field shrinks, then moves up)
/// │ closablePanel     44     │  collapses second
/// │ pinnedPanel       44     │  stays
/// │ separatorLine   1 px     │  stays
/// └──────────────────────────┘  ← the bar's bottom = contentInset.top when expanded
/// ```
///
/// Place the bar at the top of the screen with ``pinToTop(of:)`` (or pin its
/// top, leading and trailing edges yourself, its top to the screen's top),
/// let the scroll view fill the screen under it, and ``attach(to:)`` it:
///
/// ```swift
/// let bar = CollapsingNavBar()
/// bar.pinToTop(of: screen)
/// bar.closablePanel.isHidden = true          // optional panels can be absent
/// bar.attach(to: scrollView)                 // takes over contentInset.top
/// scrollView.contentOffset.y += 60           // the bar collapses, in the offset's observer
/// screen.layoutIfNeeded()                    // frames are current
/// ```
///
/// Every panel is a plain `View`: add content to it with constraints that
/// let it shrink to nothing (pin content to the panel's top, for example,
/// rather than to both edges). A panel with `isHidden = true` is absent: the
/// stack gives it no room and the bar's collapse and height follow.
///
/// How it works — collapse order, measuring, hysteresis, snapping — is told
/// in the article "Building a Collapsing Bar".
@safe public final class CollapsingNavBar: View {
    // MARK: Panels

    /// The fixed top panel: buttons and the compact title (44).
    public let topPanel: View
    /// The stretch gap between the top panel and the large title: 0 at rest,
    /// as tall as the content is pulled down past the top.
    public let spacePanel: View
    /// The large title panel (52), which collapses last.
    public let largeTitlePanel: View
    /// The search panel (52), holding ``searchField``; it collapses first.
    public let searchPanel: View
    /// The search field, centred in ``searchPanel`` (36).
    public let searchField: SearchField
    /// A panel that slides away on scroll (44), after the search panel.
    public let closablePanel: View
    /// A panel that stays (44).
    public let pinnedPanel: View
    /// The separator line at the bottom of the bar, one pixel high.
    public let separatorLine: View

    /// The vertical stack of the panels.
    let stack: StackView
    /// A guide spanning the stack (its top and bottom in dumps of the constraints).
    let stackGuide = LayoutGuide(identifier: "stackGuide")

    /// The view of a panel.
    public func view(for panel: Panel) -> View {
        switch panel {
        case .top: return topPanel
        case .space: return spacePanel
        case .largeTitle: return largeTitlePanel
        case .search: return searchPanel
        case .closable: return closablePanel
        case .pinned: return pinnedPanel
        case .separator: return separatorLine
        }
    }

    /// The panels, in stack order.
    let panelViews: [View]

    /// Each panel's height constraint, in stack order; the collapse sets their constants.
    let heightConstraints: [LayoutConstraint]
    /// ``heightConstraints`` without reference counts, which the collapse
    /// sets on every scroll tick (the bar holds them in ``heightConstraints``).
    let unretainedHeightConstraints: [Unmanaged<LayoutConstraint>]
    /// The search field's height constraint.
    let searchFieldHeightConstraint: LayoutConstraint

    /// The fields that the hot paths read and write, stored without
    /// run-time exclusivity checks (see `UncheckedAccessStorage`).
    let barFields = UncheckedAccessStorage(CollapsingNavBar.UncheckedFields())

    /// Each panel's full height, in stack order (``Panel/rawValue``); `nil`
    /// for the separator means one pixel of the current scale.
    var fullHeightStorage: [CGFloat?] {
        get { barFields.value.fullHeightStorage }
        _modify { yield &barFields.value.fullHeightStorage }
    }

    /// The search field's default full height: 36.
    static let defaultSearchFieldHeight: CGFloat = 36

    /// The full height of the search field.
    public var searchFieldFullHeight: CGFloat {
        get { barFields.value.searchFieldFullHeight }
        set {
            let oldValue = barFields.value.searchFieldFullHeight
            barFields.value.searchFieldFullHeight = newValue
            if searchFieldFullHeight != oldValue { structureDidChange() }
        }
    }

    // MARK: State

    /// The scroll view the bar is attached to.
    public internal(set) var scrollView: ScrollView? {
        get { barFields.value.scrollView }
        _modify { yield &barFields.value.scrollView }
    }

    /// What the bar found on the scroll view and gives back when it detaches.
    var attachment: Attachment?

    /// Whether the search field is active: while true, the bar stays exactly
    /// as it is, whatever the offset (and does not snap); when it turns
    /// false, the collapse for the current offset is applied.
    public var isSearchActive: Bool {
        get { barFields.value.isSearchActive }
        set {
            let oldValue = barFields.value.isSearchActive
            barFields.value.isSearchActive = newValue
            if isSearchActive != oldValue && !isSearchActive { applyCollapse() }
        }
    }

    /// The collapse offset last applied: how far the panels have collapsed,
    /// negative while the gap stretches.
    public internal(set) var collapseOffset: CGFloat {
        get { barFields.value.collapseOffset }
        _modify { yield &barFields.value.collapseOffset }
    }

    /// Where the collapse is counted from: the sweep value
    /// `contentOffset.y + contentInset.top` at which the collapse was
    /// `startCollapse`. Both are 0 unless the bar was attached to a scroll
    /// view that was already scrolled; they reset when the content returns
    /// to the top.
    public internal(set) var startOffset: CGFloat {
        get { barFields.value.startOffset }
        _modify { yield &barFields.value.startOffset }
    }
    /// The collapse the bar had at ``startOffset``.
    public internal(set) var startCollapse: CGFloat {
        get { barFields.value.startCollapse }
        _modify { yield &barFields.value.startCollapse }
    }

    /// The collapse rules for the current panels (hidden ones count 0).
    var model: CollapseModel {
        get { barFields.value.model }
        _modify { yield &barFields.value.model }
    }
    /// Which panels were hidden when ``model`` was made, a bit per ``Panel``.
    var modelHiddenMask: Int {
        get { barFields.value.modelHiddenMask }
        _modify { yield &barFields.value.modelHiddenMask }
    }

    /// The cross-fade between the large and the compact title, on the
    /// attached scroll view's clock.
    var titleFade: TitleCrossFade {
        get { barFields.value.titleFade }
        _modify { yield &barFields.value.titleFade }
    }

    /// The filter between the measured expanded height and `contentInset.top`.
    var heightFilter: HysteresisFilter

    /// What the last automatic measure depended on, to skip measuring again
    /// when nothing it depends on changed.
    var lastMeasureKey: MeasureKey? {
        get { barFields.value.lastMeasureKey }
        _modify { yield &barFields.value.lastMeasureKey }
    }

    /// Whether the bar is setting the scroll view's inset and offset itself
    /// (``setInset(_:animated:)``): the collapse waits for both.
    var isAdjustingScrollView: Bool {
        get { barFields.value.isAdjustingScrollView }
        _modify { yield &barFields.value.isAdjustingScrollView }
    }

    /// Whether the collapse rules changed since the collapse was last
    /// applied (it is applied again even for the same offset).
    var needsCollapseApplication: Bool {
        get { barFields.value.needsCollapseApplication }
        _modify { yield &barFields.value.needsCollapseApplication }
    }

    /// How many times the collapse was applied (for tests).
    var collapseApplicationCount: Int {
        get { barFields.value.collapseApplicationCount }
        _modify { yield &barFields.value.collapseApplicationCount }
    }

    /// The applied inset: what the bar last set `contentInset.top` to.
    public internal(set) var appliedInset: CGFloat? {
        get { barFields.value.appliedInset }
        _modify { yield &barFields.value.appliedInset }
    }

    /// The last scroll to the top the bar ran, with its per-frame samples.
    public internal(set) var lastScrollToTop: ScrollToTopAnimation?

    /// Switches the cause of the one-pixel jitter back on (tests
    /// only): the measure reads the live layout's rounded bottom and adds
    /// back what the panels gave up (``liveFramesMeasure()``) instead of
    /// reading the expanded layout's unrounded bottom, and runs after every
    /// change of the stack's bounds, as a bar observing its stack's bounds does, instead of only when
    /// the panels change.
    var measuresFromLiveFrames: Bool {
        get { barFields.value.measuresFromLiveFrames }
        _modify { yield &barFields.value.measuresFromLiveFrames }
    }

    /// Whether the measured height passes through ``heightFilter`` (tests
    /// switch it off to show the jitter it holds back).
    var usesHysteresis = true

    /// The catcher's delegate.
    var tapCatcherDelegate: StatusBarTapCatcher?

    /// An invisible scroll view that catches status-bar taps for the bar:
    /// the attached scroll view's `scrollsToTop` is off, so a tap reaches
    /// this one, whose delegate declines the system's
    /// scroll and runs the bar's ``scrollToTop()`` instead. In this kit a tap
    /// is `statusBarTapCatcher.tapStatusBar()`.
    public let statusBarTapCatcher: ScrollView

    // MARK: Creating a bar

    /// Creates a bar named "navBar" with all its panels present.
    public convenience init() {
        self.init(name: "navBar")
    }

    /// Creates a bar with all its panels present, at their default heights.
    ///
    /// - Parameter name: the bar's name in descriptions; its panels are named
    ///   after their properties (`topPanel`, `spacePanel`, …).
    public override init(name: String) {
        topPanel = View(name: Panel.top.viewName)
        spacePanel = View(name: Panel.space.viewName)
        largeTitlePanel = View(name: Panel.largeTitle.viewName)
        searchPanel = View(name: Panel.search.viewName)
        searchField = SearchField(name: "searchField")
        closablePanel = View(name: Panel.closable.viewName)
        pinnedPanel = View(name: Panel.pinned.viewName)
        separatorLine = View(name: Panel.separator.viewName)
        let panels = [topPanel, spacePanel, largeTitlePanel, searchPanel, closablePanel, pinnedPanel, separatorLine]
        panelViews = panels
        stack = StackView(name: "\(name).stack", arrangedSubviews: panels)
        stack.axis = .vertical
        heightConstraints = zip(Panel.allCases, panels).map { panel, view in
            let c = view.heightAnchor.constraint(equalToConstant: panel.defaultHeight(scale: 3))
            c.identifier = "\(name).\(view.name).height"
            return c
        }
        unsafe unretainedHeightConstraints = unsafe heightConstraints.map { unsafe Unmanaged.passUnretained($0) }
        searchFieldHeightConstraint = searchField.heightAnchor.constraint(
            equalToConstant: Self.defaultSearchFieldHeight)
        searchFieldHeightConstraint.identifier = "\(name).searchField.height"
        heightFilter = HysteresisFilter(threshold: HysteresisFilter.threshold(forScale: 3))
        statusBarTapCatcher = ScrollView(name: "\(name).statusBarTapCatcher")
        super.init(name: name)

        addSubview(stack)
        addLayoutGuide(stackGuide)
        searchPanel.addSubview(searchField)
        LayoutConstraint.activate(
            heightConstraints + [
                stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
                stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: trailingAnchor),
                bottomAnchor.constraint(equalTo: stack.bottomAnchor),
                stackGuide.topAnchor.constraint(equalTo: stack.topAnchor),
                stackGuide.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
                searchField.centerYAnchor.constraint(equalTo: searchPanel.centerYAnchor),
                searchField.leadingAnchor.constraint(equalTo: searchPanel.leadingAnchor, constant: 16),
                searchField.trailingAnchor.constraint(equalTo: searchPanel.trailingAnchor, constant: -16),
                searchFieldHeightConstraint,
            ])
        setUpStatusBarTapCatcher()
        rebuildModel()
        apply(offset: collapseOffset)
    }

    /// A bar that goes away while attached gives its scroll view back first:
    /// its delegate would otherwise be the proxy, which goes with the bar.
    /// Constraints hold their views weakly, so this runs as soon as nothing
    /// else holds the bar: once it has left its screen, or the whole screen
    /// has been released.
    deinit {
        detach()
    }

    /// Adds the bar to the top of a screen: makes it a subview of `screen`
    /// and pins its top to the screen's top and its sides to the screen's
    /// sides. The bar's height is then the safe-area top plus its panels.
    ///
    /// - Returns: the constraints it activated.
    @discardableResult
    public func pinToTop(of screen: View) -> [LayoutConstraint] {
        if !isSubview(of: screen) { screen.addSubview(self) }
        let constraints = [
            topAnchor.constraint(equalTo: screen.topAnchor),
            leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        ]
        LayoutConstraint.activate(constraints)
        return constraints
    }

    // MARK: Layout

    /// Follows the stack when a layout pass moves it: a panel that appeared
    /// or disappeared rebuilds the collapse, and a changed expanded height
    /// sets the scroll view's inset — laid out in the same pass, so that a
    /// change to the bar costs one layout pass.
    public override func layoutSubviews() {
        super.layoutSubviews()
        stackDidMove()
    }

    // MARK: Panel heights

    /// The full (expanded) height of a panel: its default unless set with
    /// ``setFullHeight(_:for:)``. The space panel's is 0 (the gap only
    /// stretches); the separator's default is one pixel of the root's scale.
    public func fullHeight(of panel: Panel) -> CGFloat {
        fullHeightStorage[panel.rawValue] ?? 1 / rootView.contentScaleFactor
    }

    /// Sets the full (expanded) height of a panel; the collapse and the
    /// scroll view's inset follow. The space panel's full height stays 0.
    ///
    /// - Important: Traps, in release builds too, with a message, if `height`
    ///   is negative or not finite: the bar's collapse has no meaning then.
    public func setFullHeight(_ height: CGFloat, for panel: Panel) {
        if !(height >= 0 && height.isFinite) {
            fatalError(
                "CollapsingNavBar.setFullHeight: a panel's height must be finite and not negative, not \(height)")
        }
        guard panel != .space, fullHeightStorage[panel.rawValue] != height else { return }
        fullHeightStorage[panel.rawValue] = height
        structureDidChange()
    }

    // MARK: Reading the state

    /// How collapsed the bar is: 0 expanded … 1 collapsed, the classic
    /// `(max − height) / (max − min)` over the stack's height (without the
    /// stretch gap) between the expanded and the collapsed heights.
    public var collapseProgress: CGFloat { model.progress(atOffset: collapseOffset) }

    /// Which title shows after the cross-fade rule: the large title while
    /// its panel is at least half its full height, the compact title in the
    /// top panel otherwise (``TitleCrossFade``; 0.1 s on the scroll view's
    /// clock, never restarted over a running fade).
    public var isLargeTitleShown: Bool { titleFade.isLargeTitleShown }

    /// The large title's alpha during and after the cross-fade.
    public var largeTitleAlpha: CGFloat { titleFade.largeTitleAlpha }

    /// The compact title's alpha: `1 − largeTitleAlpha`.
    public var compactTitleAlpha: CGFloat { titleFade.compactTitleAlpha }

    /// The stack's height when collapsed: the top panel, the pinned panel
    /// and the separator (those present).
    public var collapsedStackHeight: CGFloat { model.collapsedStackHeight }

    /// The stack's height when expanded (the gap at 0), from the panels'
    /// full heights, without measuring.
    public var expandedStackHeight: CGFloat { model.expandedStackHeight }
}
