import Foundation
import Testing

@testable import CollapsingBar

@Suite("The bar's panel list")
struct PanelTests {
    @Test("Each panel's view is named after the bar's property for it, in stack order")
    func viewNames() {
        let bar = CollapsingNavBar()
        let names = CollapsingNavBar.Panel.allCases.map(\.viewName)
        #expect(CollapsingNavBar.Panel.allCases.map { bar.view(for: $0).name } == names)
        #expect(bar.stack.arrangedSubviews.map(\.name) == names)
        #expect(bar.topPanel.name == "topPanel" && bar.largeTitlePanel.name == "largeTitlePanel")
        #expect(bar.separatorLine.name == "separatorLine")
    }

    @Test("A new bar's panels and search field are held at their default heights")
    func defaultHeights() {
        let bar = CollapsingNavBar()
        let expected = CollapsingNavBar.Panel.allCases.map { $0.defaultHeight(scale: 3) }
        #expect(bar.heightConstraints.map(\.constant) == expected)
        #expect(CollapsingNavBar.Panel.allCases.map(bar.fullHeight(of:)) == expected)
        #expect(bar.searchFieldHeightConstraint.constant == CollapsingNavBar.defaultSearchFieldHeight)
        #expect(bar.searchFieldFullHeight == CollapsingNavBar.defaultSearchFieldHeight)
    }
}
