import CollapsingBar
import LayoutReport

extension LayoutResult {
    /// The result of a run of `scene`: what the reports print of the scene
    /// (its screen, direction, bar and updates) turned into their plain data.
    ///
    /// - Parameters:
    ///   - barKind: what the bar is; nil when the run built no bar.
    ///   - presentPanels: the bar's panels that are present, top to bottom.
    package init(
        scene: Scene, barKind: String?, scrollViewName: String?, presentPanels: [CollapsingNavBar.Panel],
        layouts: [OffsetLayout]
    ) {
        var bar: BarSummary?
        if let kind = barKind, let declaration = scene.bar {
            bar = BarSummary(
                kind: kind, scrollView: declaration.scrollView,
                panels: presentPanels.map { BarSummary.Panel(shortName: $0.shortName, viewName: $0.viewName) },
                hiddenPanels: CollapsingNavBar.Panel.allCases.filter { declaration.hiddenPanels.contains($0) }.map(
                    \.shortName))
        }
        let updates = scene.updates.map { update in
            UpdateSummary(
                collection: update.collection, location: update.location,
                changes: update.changes.map(\.change.sceneText))
        }
        self.init(
            screen: scene.screen, direction: scene.direction, bar: bar, updates: updates,
            scrollViewName: scrollViewName, layouts: layouts)
    }

    /// The bar's panels that are present, top to bottom.
    package var presentPanels: [CollapsingNavBar.Panel] {
        bar?.panels.compactMap { CollapsingNavBar.Panel(sceneName: $0.shortName) } ?? []
    }
}
