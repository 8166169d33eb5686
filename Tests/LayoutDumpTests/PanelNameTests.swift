import CollapsingBar
import Testing

@testable import LayoutDump

@Suite("Panel names in scenes")
struct PanelNameTests {
    @Test("A scene names a panel by its short name or its view's name", arguments: CollapsingNavBar.Panel.allCases)
    func names(panel: CollapsingNavBar.Panel) {
        #expect(CollapsingNavBar.Panel(sceneName: panel.shortName) == panel)
        #expect(CollapsingNavBar.Panel(sceneName: panel.viewName) == panel)
        #expect(CollapsingNavBar.Panel(sceneName: panel.shortName + "x") == nil)
    }
}
