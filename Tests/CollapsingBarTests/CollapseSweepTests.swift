import Foundation
import Testing

@testable import CollapsingBar

/// Bars with some panels absent, for the sweeps.
enum PanelSet: String, CaseIterable, CustomTestStringConvertible {
    case all
    case noClosable
    case noSearch
    case onlyLargeTitle
    case noSpace

    var testDescription: String { rawValue }

    func configure(_ bar: CollapsingNavBar) {
        switch self {
        case .all: break
        case .noClosable: bar.closablePanel.isHidden = true
        case .noSearch: bar.searchPanel.isHidden = true
        case .onlyLargeTitle:
            bar.searchPanel.isHidden = true
            bar.closablePanel.isHidden = true
            bar.pinnedPanel.isHidden = true
        case .noSpace: bar.spacePanel.isHidden = true
        }
    }
}

@Suite("Collapse sweep")
struct CollapseSweepTests {
    /// The collapse order: the panels that give up height, first to last.
    static let order: [CollapsingNavBar.Panel] = [.search, .closable, .largeTitle]

    @Test(arguments: PanelSet.allCases)
    func sweepFollowsTheRules(panels: PanelSet) {
        let scene = BarScene(configure: panels.configure)
        let bar = scene.bar
        let safeTop = scene.screen.safeAreaInsets.top
        let expanded = bar.expandedStackHeight
        let collapsed = bar.collapsedStackHeight
        #expect(scene.scrollView.contentInset.top == bar.expandedHeight())
        let full = CollapsingNavBar.Panel.allCases.map { bar.view(for: $0).isHidden ? 0 : bar.fullHeight(of: $0) }

        var previousHeights: [CGFloat]?
        var previousBarHeight: CGFloat?
        for offset in -100...400 {
            let o = CGFloat(offset)
            scene.scroll(toSweep: o)
            #expect(abs(bar.collapseOffset - o) < 1e-9)
            let heights = scene.panelHeights
            let barHeight = bar.frame.height
            let stackHeight = barHeight - safeTop

            // Frames: exactly the closed-form model's.
            #expect(scene.modelMismatches() == [], "at \(o)")

            // Clamped: above 0 between collapsed and expanded; below, only the gap grows.
            if o >= 0 {
                #expect(stackHeight >= collapsed - 1e-9 && stackHeight <= expanded + 1e-9)
                #expect(heights[CollapsingNavBar.Panel.space.rawValue] == 0)
            } else {
                for panel in CollapsingNavBar.Panel.allCases where panel != .space {
                    #expect(abs(heights[panel.rawValue] - full[panel.rawValue]) < 1e-9, "\(panel) at \(o)")
                }
                let gap = panels == .noSpace ? 0 : -o
                #expect(abs(heights[CollapsingNavBar.Panel.space.rawValue] - gap) < 1e-9)
            }

            // Strict order: a panel gives up height only once the ones before it have given up all of theirs.
            for (index, panel) in Self.order.enumerated() where heights[panel.rawValue] < full[panel.rawValue] - 1e-9 {
                for earlier in Self.order[..<index] {
                    #expect(heights[earlier.rawValue] < 1e-9, "\(earlier) before \(panel) at \(o)")
                }
            }

            // Monotonic panels, continuous and non-increasing bar height.
            if let previousHeights, let previousBarHeight {
                for panel in CollapsingNavBar.Panel.allCases {
                    let i = panel.rawValue
                    #expect(heights[i] <= previousHeights[i] + 1e-9, "\(panel) grew at \(o)")
                }
                #expect(barHeight <= previousBarHeight + 1e-9)
                #expect(previousBarHeight - barHeight <= 1 + 1e-9, "a jump at \(o)")
            }
            previousHeights = heights
            previousBarHeight = barHeight
        }
        #expect(bar.frame.height == (safeTop + collapsed).roundedToPixel(scale: 3))
    }

    @Test func heightsOfTheDefaultBar() {
        let model = CollapseModel(
            fullHeights: .init(top: 44, space: 0, largeTitle: 52, search: 52, closable: 44, pinned: 44, separator: 0))
        func heights(_ o: CGFloat) -> [CGFloat] {
            let h = model.heights(atOffset: o)
            return [h.top, h.space, h.largeTitle, h.search, h.closable, h.pinned, h.separator]
        }
        #expect(heights(-30) == [44, 30, 52, 52, 44, 44, 0])
        #expect(heights(0) == [44, 0, 52, 52, 44, 44, 0])
        #expect(heights(20) == [44, 0, 52, 32, 44, 44, 0])
        #expect(heights(52) == [44, 0, 52, 0, 44, 44, 0])
        #expect(heights(70) == [44, 0, 52, 0, 26, 44, 0])
        #expect(heights(96) == [44, 0, 52, 0, 0, 44, 0])
        #expect(heights(120) == [44, 0, 28, 0, 0, 44, 0])
        #expect(heights(148) == [44, 0, 0, 0, 0, 44, 0])
        #expect(heights(500) == [44, 0, 0, 0, 0, 44, 0])
        #expect(model.searchFieldHeight(atOffset: 20) == 16)
        #expect(model.searchFieldHeight(atOffset: 40) == 0)
    }

    @Test func searchFieldShrinksThenMovesUpAndFades() {
        let scene = BarScene()
        let field = scene.bar.searchField
        scene.scroll(toSweep: 0)
        #expect(field.frame == CGRect(x: 16, y: 8, width: 358, height: 36))
        #expect(field.iconAlpha == 1 && field.placeholderAlpha == 1)
        scene.scroll(toSweep: 9)
        #expect(field.frame == CGRect(x: 16, y: 8, width: 358, height: 27))
        #expect(field.placeholderAlpha == 0.5 && field.iconAlpha == 0.75)
        scene.scroll(toSweep: 18)
        #expect(field.placeholderAlpha == 0 && field.iconAlpha == 0.5)
        scene.scroll(toSweep: 36)
        #expect(field.frame.height == 0 && field.frame.minY == 8 && field.iconAlpha == 0)
        scene.scroll(toSweep: 44)  // flat, moving up with the closing panel
        #expect(field.frame.height == 0 && field.frame.minY == 4)
        scene.scroll(toSweep: 52)
        #expect(field.frame.minY == 0)
    }

    @Test func collapseProgressOverTheWholeBar() {
        let scene = BarScene()
        let bar = scene.bar
        scene.scroll(toSweep: -40)
        #expect(bar.collapseProgress == 0)
        scene.scroll(toSweep: 0)
        #expect(bar.collapseProgress == 0)
        scene.scroll(toSweep: 74)
        #expect(bar.collapseProgress == 0.5)
        scene.scroll(toSweep: 148)
        #expect(bar.collapseProgress == 1)
        scene.scroll(toSweep: 1000)
        #expect(bar.collapseProgress == 1)
        // Seed 002's formula over the stack's height.
        scene.scroll(toSweep: 37)
        let height = scene.bar.stack.frame.height
        let expected = CollapseProgress.progress(
            constant: height, min: bar.collapsedStackHeight, max: bar.expandedStackHeight)
        #expect(abs(bar.collapseProgress - expected) < 1e-9)
    }

    @Test func customContentInAPanel() {
        let scene = BarScene()
        let segmented = View(name: "segmented")
        scene.bar.closablePanel.addSubview(segmented)
        LayoutConstraint.activate([
            segmented.topAnchor.constraint(equalTo: scene.bar.closablePanel.topAnchor, constant: 6),
            segmented.leadingAnchor.constraint(equalTo: scene.bar.closablePanel.leadingAnchor, constant: 16),
            segmented.trailingAnchor.constraint(equalTo: scene.bar.closablePanel.trailingAnchor, constant: -16),
            segmented.heightAnchor.constraint(equalToConstant: 32),
        ])
        scene.scroll(toSweep: 0)
        #expect(segmented.frame == CGRect(x: 16, y: 6, width: 358, height: 32))
        scene.scroll(toSweep: 70)
        #expect(scene.bar.closablePanel.frame.height == 26)
        #expect(segmented.frame == CGRect(x: 16, y: 6, width: 358, height: 32))  // clipped by the panel, not squeezed
        #expect(scene.screen.diagnostics.isEmpty)
    }
}
