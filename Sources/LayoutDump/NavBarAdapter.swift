import CollapsingBar
import Foundation
import Layout

/// What `layout-dump` needs from a collapsing navigation bar, behind a
/// protocol so that the scene builder, the runner and the formatters depend
/// on these few calls only (and a test can stand another bar in).
protocol NavBarAdapter: AnyObject {
    /// The bar itself.
    var view: View { get }
    /// The view of a panel.
    func panel(_ panel: CollapsingNavBar.Panel) -> View
    /// Adds the bar to the screen: its top at the screen's top, its sides at
    /// the screen's sides; its height follows its panels.
    func install(in screen: View)
    /// Tells the bar that panels were hidden or shown.
    func panelsDidChange()
    /// Takes over the scroll view's top inset and collapses as it scrolls.
    func attach(to scrollView: ScrollView)
    /// The fully expanded height, safe-area top included.
    func expandedHeight() -> CGFloat
    /// 0 expanded … 1 collapsed.
    var collapseProgress: CGFloat { get }
    /// What the bar is, for output headers.
    var kindDescription: String { get }
}

/// The bar a scene's `bar` statement builds: the `CollapsingBar` module's
/// `CollapsingNavBar`, named `bar` (its panels are named after their
/// properties: `topPanel`, `spacePanel`, …).
func makeNavBar() -> NavBarAdapter {
    CollapsingNavBar(name: "bar")
}

extension CollapsingNavBar: NavBarAdapter {
    var view: View { self }

    var kindDescription: String { "CollapsingNavBar" }

    func panel(_ panel: Panel) -> View {
        view(for: panel)
    }

    func install(in screen: View) {
        pinToTop(of: screen)
    }
}
