import Foundation
import Testing

@testable import CollapsingBar

/// A screen with a scroll view filling it and a collapsing bar pinned to its
/// top: the scene of every bar test.
struct BarScene {
    let screen: View
    let scrollView: ScrollView
    let bar: CollapsingNavBar
    let clock: FrameClock

    /// Builds the scene; `configure` runs on the bar before it is attached.
    init(
        safeAreaTop: CGFloat = 47, scale: CGFloat = 3, width: CGFloat = 390, height: CGFloat = 844,
        contentHeight: CGFloat = 3000, framesPerSecond: Int = 60, attach: Bool = true,
        configure: (CollapsingNavBar) -> Void = { _ in }
    ) {
        screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: width, height: height)
        screen.contentScaleFactor = scale
        screen.safeAreaInsets = EdgeInsets(top: safeAreaTop, bottom: 34)
        screen.onDiagnostic = { Issue.record("unexpected diagnostic: \($0)") }
        scrollView = ScrollView(name: "scrollView")
        clock = FrameClock(framesPerSecond: framesPerSecond)
        scrollView.clock = clock
        scrollView.contentSize = CGSize(width: width, height: contentHeight)
        screen.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: screen.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        ])
        bar = CollapsingNavBar()
        bar.pinToTop(of: screen)
        configure(bar)
        scrollView.contentOffset.y = scrollView.restingTopOffset  // at rest, as a screen starts
        screen.layoutIfNeeded()
        if attach { bar.attach(to: scrollView) }
        screen.layoutIfNeeded()
    }

    /// The seven panels, in stack order.
    var panels: [View] { CollapsingNavBar.Panel.allCases.map(bar.view(for:)) }

    /// The panels' frames, in stack order.
    var panelFrames: [CGRect] { panels.map(\.frame) }

    /// The panels' heights as laid out, in stack order.
    var panelHeights: [CGFloat] { panels.map(\.frame.height) }

    /// The panels whose frames differ from the closed-form model's at the
    /// bar's collapse offset (a hidden panel's width is not predicted).
    func modelMismatches() -> [String] {
        let predicted = bar.closedFormModel().frames(atOffset: bar.collapseOffset)
        var mismatches: [String] = []
        for panel in CollapsingNavBar.Panel.allCases {
            let view = bar.view(for: panel)
            var frame = view.frame
            if view.isHidden { frame.size.width = predicted[panel.rawValue].width }
            if frame != predicted[panel.rawValue] {
                mismatches.append("\(panel): \(view.frame) vs \(predicted[panel.rawValue])")
            }
        }
        return mismatches
    }

    /// Sets the sweep `contentOffset.y + contentInset.top` and lays out.
    func scroll(toSweep sweep: CGFloat) {
        scrollView.contentOffset.y = sweep - scrollView.contentInset.top
        screen.layoutIfNeeded()
    }

    /// The sweep `contentOffset.y + contentInset.top`.
    var sweep: CGFloat { scrollView.contentOffset.y + scrollView.contentInset.top }
}

/// Every frame of a tree, depth first, with the view's name.
func allFrames(of root: View) -> [String] {
    var result: [String] = []
    func visit(_ view: View) {
        result.append("\(view.name) \(view.frame)")
        view.subviews.forEach(visit)
    }
    visit(root)
    return result
}
