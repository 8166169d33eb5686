import Foundation
import Testing

@testable import LayoutDump

@Suite("Laying scenes out")
struct LayoutRunnerTests {
    func frame(_ layout: OffsetLayout, _ name: String) -> Rect? {
        layout.views.first { $0.name == name }?.frame
    }

    @Test("the default scene: the bar expanded, half-collapsed and collapsed")
    func defaultScene() throws {
        let result = LayoutRunner.run(try parse(DefaultScene.source))
        #expect(result.layouts.map(\.offset) == [0, 74, 148])
        #expect(result.layouts.map(\.label) == ["expanded", "half-collapsed", "collapsed"])
        #expect(result.layouts.map(\.collapseProgress) == [0, 0.5, 1])
        let expanded = result.layouts[0]
        // 47 safe area + 44 + 0 + 52 + 52 + 44 + 44 + one pixel.
        #expect(abs(expanded.barHeight! - (47 + 236 + 1.0 / 3)) < 1e-9)
        #expect(abs(expanded.contentOffsetY! + expanded.barHeight!) < 1e-9)
        #expect(frame(expanded, "list") == Rect(CGRect(x: 0, y: 0, width: 390, height: 844)))
        #expect(frame(expanded, "searchPanel")?.height == 52)
        let half = result.layouts[1]
        #expect(frame(half, "searchPanel")?.height == 0)
        #expect(frame(half, "closablePanel")?.height == 22)
        #expect(frame(half, "largeTitlePanel")?.height == 52)
        let collapsed = result.layouts[2]
        for panel in ["largeTitlePanel", "searchPanel", "closablePanel"] {
            #expect(frame(collapsed, panel)?.height == 0)
        }
        #expect(abs(collapsed.barHeight! - (47 + 88 + 1.0 / 3)) < 1e-9)
    }

    @Test("pulling down stretches the space panel; the panel heights never grow as the offset does")
    func sweep() throws {
        let scene = try parse(DefaultScene.source)
        let result = LayoutRunner.run(scene, offsets: .sweep(from: -100, to: 400, step: 10))
        #expect(frame(result.layouts[0], "spacePanel")?.height == 100)
        let heights = result.layouts.map { $0.barHeight! }
        for (a, b) in zip(heights, heights.dropFirst()) { #expect(b <= a) }
        #expect(result.layouts.map(\.label).first == "pulled down")
    }

    @Test("an offset on its own lays out as the same offset within a sweep (the bar attaches at rest)")
    func singleOffsetMatchesSweep() throws {
        for name in ["default-bar.scene", "bar-without-search.scene"] {
            let scene = try parse(try example(name))
            let sweep = LayoutRunner.run(scene, offsets: .sweep(from: -100, to: 400, step: 50), details: [])
            for layout in sweep.layouts {
                let single = LayoutRunner.run(scene, offsets: .list([layout.offset!]), details: []).layouts[0]
                #expect(single.views == layout.views, "\(name) at offset \(layout.offset!)")
                #expect(single.collapseProgress == layout.collapseProgress, "\(name) at offset \(layout.offset!)")
            }
        }
    }

    @Test("scroll views start at rest at their top, as UIKit's do")
    func scrollViewsStartAtRest() throws {
        let scene = try parse("screen 390x844 safe-top 47\nscroll list fill rows 1")
        let layout = LayoutRunner.run(scene).layouts[0]
        #expect(layout.offset == 0 && layout.contentOffsetY == -47)
    }

    @Test("panel screen frames follow the bar; scroll content moves with the offset")
    func screenFrames() throws {
        let result = LayoutRunner.run(try parse(DefaultScene.source), offsets: .list([0]))
        let layout = result.layouts[0]
        let top = layout.views.first { $0.name == "topPanel" }!
        #expect(top.screenFrame.y == 47)
        let row = layout.views.first { $0.name == "row1" }!
        #expect(abs(row.screenFrame.y - layout.barHeight!) < 1e-9)
    }

    @Test("hidden panels take no room and are left out of the collapse")
    func hiddenPanels() throws {
        let result = LayoutRunner.run(try parse(try example("bar-without-search.scene")), offsets: nil)
        #expect(result.presentPanels.contains(.search) == false)
        #expect(result.layouts.first { $0.offset == 0 }?.barHeight.map { abs($0 - 231.333) < 0.001 } == true)
        let done = result.layouts.first { $0.offset == 100 }!
        #expect(done.collapseProgress == 1)
    }

    @Test("a stack of each distribution")
    func distributions() throws {
        let layout = LayoutRunner.run(try parse(try example("stack-distributions.scene"))).layouts[0]
        #expect(frame(layout, "fill3")?.width == 194)
        #expect(abs(frame(layout, "equally1")!.width - frame(layout, "equally3")!.width) < 1e-9)
        #expect(frame(layout, "spacing2")?.x == 145)
        #expect(frame(layout, "centering2")?.x == 140)
        #expect(layout.diagnostics.isEmpty)
        #expect(frame(layout, "hidden3")?.x == 68)
    }

    @Test("the form: visual format, safe area, multiplier, equal widths")
    func form() throws {
        let layout = LayoutRunner.run(try parse(try example("form.scene"))).layouts[0]
        #expect(frame(layout, "logo") == Rect(CGRect(x: 156, y: 71, width: 78, height: 78)))
        #expect(frame(layout, "email") == Rect(CGRect(x: 20, y: 209, width: 350, height: 44)))
        #expect(frame(layout, "signIn") == Rect(CGRect(x: 199, y: 744, width: 171, height: 50)))
        #expect(frame(layout, "cancel")?.width == frame(layout, "signIn")?.width)
        #expect(layout.views.allSatisfy { $0.isAmbiguous == false })
        #expect(layout.constraints.allSatisfy { !$0.isBroken })
    }

    @Test("conflicts break the later constraint, as UIKit does; ambiguity is found")
    func conflicts() throws {
        let result = LayoutRunner.run(try parse(try example("conflicts.scene")))
        let layout = result.layouts[0]
        #expect(result.brokenConstraints.map(\.description) == ["'card-max' card.height <= 150   (active, broken)"])
        #expect(result.brokenConstraints.first?.location == LayoutDump.SourceLocation(line: 12, column: 1))
        #expect(layout.conflicts.count == 1)
        #expect(layout.diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(layout.conflicts.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(layout.views.filter { $0.isAmbiguous == true }.map(\.name) == ["badge"])
        #expect(frame(layout, "card")?.height == 200)
    }

    @Test("the same scene gives identical results on every run")
    func deterministic() throws {
        for name in exampleNames {
            let scene = try parse(try example(name))
            let options = OutputOptions(sceneName: name, showsConstraints: true, explains: true)
            let first = JSONFormatter.format(LayoutRunner.run(scene), options)
            let second = JSONFormatter.format(LayoutRunner.run(scene), options)
            #expect(first == second, "\(name)")
        }
    }

    @Test("the scene's screen overrides apply")
    func screenOverride() throws {
        var scene = try parse(DefaultScene.source)
        scene.screen.width = 320
        scene.screen.safeArea.top = 20
        let layout = LayoutRunner.run(scene, offsets: .list([0])).layouts[0]
        #expect(frame(layout, "bar")?.width == 320)
        #expect(frame(layout, "bar.stack")?.y == 20)
    }

    @Test("numbers: up to three decimals, trailing zeros trimmed, no -0")
    func numbers() {
        #expect(formatNumber(233.33333) == "233.333")
        #expect(formatNumber(44.0) == "44")
        #expect(formatNumber(-0.5) == "-0.5")
        #expect(formatNumber(-0.0001) == "0")
        #expect(formatNumber(0.1 + 0.2) == "0.3")
        #expect(formatNumber(1.0005) == "1.001")
        #expect(formatNumber(Double.nan) == "nan")
    }
}
