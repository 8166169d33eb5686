import Foundation
import Testing

@testable import CollapsingBar

@Suite("The bar right to left")
struct RightToLeftBarTests {
    /// A scene whose large title sits at the leading edge and whose closable
    /// panel holds a button at the trailing edge, laid out in `direction`.
    func scene(_ direction: UserInterfaceLayoutDirection, panels: PanelSet) -> (BarScene, [View]) {
        var content: [View] = []
        let scene = BarScene { bar in
            bar.userInterfaceLayoutDirection = direction
            panels.configure(bar)
            let title = View(name: "title")
            let button = View(name: "button")
            bar.largeTitlePanel.addSubview(title)
            bar.closablePanel.addSubview(button)
            LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: bar.largeTitlePanel.leadingAnchor, constant: 16),
                title.widthAnchor.constraint(equalToConstant: 200),
                title.topAnchor.constraint(equalTo: bar.largeTitlePanel.topAnchor),
                title.bottomAnchor.constraint(equalTo: bar.largeTitlePanel.bottomAnchor),
                button.trailingAnchor.constraint(equalTo: bar.closablePanel.trailingAnchor, constant: -8),
                button.widthAnchor.constraint(equalToConstant: 30),
                button.topAnchor.constraint(equalTo: bar.closablePanel.topAnchor),
                button.bottomAnchor.constraint(equalTo: bar.closablePanel.bottomAnchor),
            ])
            content = [title, button]
        }
        return (scene, content)
    }

    /// Every view of the scene's tree, depth first.
    func views(of scene: BarScene) -> [View] {
        var result: [View] = []
        func visit(_ view: View) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        visit(scene.screen)
        return result
    }

    /// `view`'s frame in its root's coordinates, its vertical edges mirrored
    /// about the root's centre line when `mirroring`.
    func rootFrame(of view: View, mirroring: Bool) -> CGRect {
        var frame = view.frame
        var ancestor = view.superview
        while let parent = ancestor, parent.superview != nil {
            frame.origin.x += parent.frame.origin.x - parent.bounds.origin.x
            frame.origin.y += parent.frame.origin.y - parent.bounds.origin.y
            ancestor = parent.superview
        }
        guard mirroring, let width = ancestor?.frame.width ?? view.superview?.frame.width else { return frame }
        frame.origin.x = width - (frame.origin.x + frame.size.width)
        return frame
    }

    @Test("A sweep right to left is the sweep left to right mirrored, frame for frame", arguments: PanelSet.allCases)
    func sweep(panels: PanelSet) {
        let (ltr, ltrContent) = scene(.leftToRight, panels: panels)
        let (rtl, rtlContent) = scene(.rightToLeft, panels: panels)
        #expect(rtlContent[0].effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for offset in stride(from: -100, through: 400, by: 5) {
            ltr.scroll(toSweep: CGFloat(offset))
            rtl.scroll(toSweep: CGFloat(offset))
            let expected = views(of: ltr).map { rootFrame(of: $0, mirroring: true) }
            let actual = views(of: rtl).map { rootFrame(of: $0, mirroring: false) }
            #expect(expected.count == actual.count)
            for (index, (a, b)) in zip(actual, expected).enumerated() {
                let close = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
                    abs($0) < 1e-9
                }
                #expect(close, "at \(offset): \(views(of: rtl)[index].name) \(a) vs \(b)")
            }
            #expect(rtl.modelMismatches() == [], "at \(offset)")
            #expect(rtl.bar.largeTitleAlpha == ltr.bar.largeTitleAlpha)
        }
        #expect(ltrContent[0].frame.minX == 16)
        #expect(abs(rtlContent[0].frame.maxX - (390 - 16)) < 1e-9)
    }

    @Test("Switching the direction of a half-collapsed bar mirrors it in one pass")
    func runtimeSwitch() {
        let (scene, content) = scene(.leftToRight, panels: .all)
        scene.scroll(toSweep: 60)
        let before = content.map(\.frame)
        scene.screen.userInterfaceLayoutDirection = .rightToLeft
        scene.screen.layoutIfNeeded()
        #expect(abs(content[0].frame.maxX - (390 - before[0].minX)) < 1e-9)
        #expect(abs(content[1].frame.minX - (390 - before[1].maxX)) < 1e-9)
        #expect(scene.modelMismatches() == [])
        #expect(abs(scene.bar.collapseOffset - 60) < 1e-9)
    }
}
