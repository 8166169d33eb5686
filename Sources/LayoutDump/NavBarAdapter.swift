import CollapsingBar
import Foundation
import Layout

/// What `layout-dump` needs from a collapsing navigation bar: the API of
/// `CollapsingNavBar` in API.md, behind a protocol so that the scene
/// builder, the runner and the formatters do not depend on which bar is
/// built.
///
/// `CollapsingNavBar` is being written on another branch; until it lands,
/// ``makeNavBar()`` builds ``StandInNavBar``, a small bar made to the same
/// API and to DESIGN §3's collapse order. When it lands, `CollapsingNavBar`
/// conforms here and ``makeNavBar()`` returns it.
protocol NavBarAdapter: AnyObject {
    /// The bar itself.
    var view: View { get }
    /// The view of a panel.
    func panel(_ panel: BarPanel) -> View
    /// Adds the bar to the screen: its top at the screen's top, its sides at
    /// the screen's sides; its height follows its panels.
    func install(in screen: View)
    /// Takes over the scroll view's top inset and collapses as it scrolls.
    func attach(to scrollView: ScrollView)
    /// The fully expanded height, safe-area top included.
    func expandedHeight() -> CGFloat
    /// 0 expanded … 1 collapsed.
    var collapseProgress: CGFloat { get }
    /// What the bar is, for output headers: `CollapsingNavBar`, or the stand-in.
    var kindDescription: String { get }
}

/// The bar a scene's `bar` statement builds.
func makeNavBar() -> NavBarAdapter {
    StandInNavBar()
}

/// A collapsing navigation bar built to `CollapsingNavBar`'s API (API.md)
/// and DESIGN §3's collapse order, standing in for it until it lands.
///
/// A view holding a vertical stack of panels that starts at the safe-area
/// top: `topPanel` 44, `spacePanel` 0, `largeTitlePanel` 52, `searchPanel`
/// 52, `closablePanel` 44, `pinnedPanel` 44, `separatorLine` one pixel.
/// Attached to a scroll view it sets the top inset to its expanded height,
/// and as the content moves up by `s = contentOffset.y + contentInset.top`
/// the panels give up height in order: the stretch gap (`max(−s, 0)`), the
/// search panel, the closable panel, the large title. No hysteresis,
/// snapping, cross-fade or search state: only what a static dump shows.
final class StandInNavBar: View, NavBarAdapter {
    let stack = StackView(name: "barStack")
    private(set) var panels: [BarPanel: View] = [:]
    private var heights: [BarPanel: LayoutConstraint] = [:]
    private var fullHeights: [BarPanel: CGFloat] = [:]
    private weak var scrollView: ScrollView?
    private var observation: Observation?

    /// The panels that collapse, in the order they give up height.
    static let collapseOrder: [BarPanel] = [.searchPanel, .closablePanel, .largeTitlePanel]

    init() {
        super.init(name: "bar")
    }

    var view: View { self }
    var kindDescription: String { "StandInNavBar (CollapsingNavBar has not landed yet: a stand-in built to its API)" }

    func panel(_ panel: BarPanel) -> View { panels[panel]! }

    func install(in screen: View) {
        screen.addSubview(self)
        addSubview(stack)
        stack.axis = .vertical
        let pixel = 1 / screen.contentScaleFactor
        let defaults: [BarPanel: CGFloat] = [
            .topPanel: 44, .spacePanel: 0, .largeTitlePanel: 52, .searchPanel: 52, .closablePanel: 44,
            .pinnedPanel: 44, .separatorLine: pixel,
        ]
        var constraints: [LayoutConstraint] = []
        for panel in BarPanel.allCases {
            let view = View(name: panel.rawValue)
            stack.addArrangedSubview(view)
            panels[panel] = view
            fullHeights[panel] = defaults[panel]!
            let height = view.heightAnchor.constraint(equalToConstant: defaults[panel]!)
            height.identifier = "\(panel.rawValue)-height"
            heights[panel] = height
            constraints.append(height)
        }
        constraints += [
            topAnchor.constraint(equalTo: screen.topAnchor),
            leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            bottomAnchor.constraint(equalTo: stack.bottomAnchor),
        ]
        LayoutConstraint.activate(constraints)
    }

    func attach(to scrollView: ScrollView) {
        let atRest = scrollView.contentOffset.y == scrollView.restingTopOffset
        self.scrollView = scrollView
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.scrollsToTop = false
        let expanded = expandedHeight()
        scrollView.contentInset.top = expanded
        if atRest { scrollView.contentOffset.y = -expanded }
        observation = scrollView.observe(\.contentOffset) { [weak self] _, _ in self?.collapse() }
        collapse()
    }

    /// The safe-area top plus the full heights of the present panels.
    func expandedHeight() -> CGFloat {
        let present = BarPanel.allCases.filter { !panels[$0]!.isHidden && $0 != .spacePanel }
        return present.reduce(safeAreaInsets.top) { $0 + fullHeights[$1]! }
    }

    var collapseProgress: CGFloat {
        let present = Self.collapseOrder.filter { !panels[$0]!.isHidden }
        let range = present.reduce(0) { $0 + fullHeights[$1]! }
        guard range > 0 else { return 0 }
        let collapsed = present.reduce(0) { $0 + fullHeights[$1]! - heights[$1]!.constant }
        let progress = collapsed / range
        // Exact at the ends, whatever the rounding of the sums.
        return abs(progress) < 1e-9 ? 0 : abs(progress - 1) < 1e-9 ? 1 : progress
    }

    /// Sets the panel heights for the scroll view's offset.
    private func collapse() {
        guard let scrollView else { return }
        let s = scrollView.contentOffset.y + scrollView.contentInset.top
        heights[.spacePanel]!.constant = max(-s, 0)
        var remaining = max(s, 0)
        for panel in Self.collapseOrder where !panels[panel]!.isHidden {
            let full = fullHeights[panel]!
            let taken = min(remaining, full)
            heights[panel]!.constant = full - taken
            remaining -= taken
        }
    }
}
