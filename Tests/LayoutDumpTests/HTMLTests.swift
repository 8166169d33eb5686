import Foundation
import Layout
import Testing

@testable import LayoutDump

/// `--format html`: the data the page draws is the layout's, the page needs
/// nothing from outside itself, and the marks and hover lists come from the
/// constraints. (Scripts/check-html.py checks the drawing in Chromium.)
@Suite("HTML page")
struct HTMLTests {
    /// The data the page embeds (``HTMLFormatter/pageData(_:_:)``).
    struct PageData: Decodable {
        struct Axis: Decodable {
            var name: String
            var scrollView: String?
            var values: [Double]
        }
        struct Layout: Decodable {
            var at: [Int]
            var offset: Double?
            var title: String
            var facts: String
            var views: [View]
            var drawn: [Int]
            var broken: [Int]
            var diagnostics: [String]
        }
        struct View: Decodable {
            var name: String
            var type: String
            var depth: Int
            var parent: Int?
            var frame: [Double]
            var screenFrame: [Double]
            var hidden: Bool
            var ambiguous: Bool?
            var broken: Bool
            var constraints: [Int]
        }
        struct OtherDirection: Decodable {
            var direction: String
            var layouts: [Layout]
        }
        var scene: String
        var axes: [Axis]
        var constraints: [String]
        var layouts: [Layout]
        var direction: String
        var otherDirection: OtherDirection?
    }

    /// The data the page embeds, decoded (JSONDecoder reads numbers exactly).
    func pageData(_ page: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> PageData {
        let open = "<script type=\"application/json\" id=\"layout-data\">"
        let start = try #require(page.range(of: open), sourceLocation: sourceLocation)
        let end = try #require(
            page.range(of: "</script>", range: start.upperBound..<page.endIndex), sourceLocation: sourceLocation)
        return try JSONDecoder().decode(PageData.self, from: Data(page[start.upperBound..<end.lowerBound].utf8))
    }

    func numbers(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }

    @Test(
        "the embedded frames are the layout's at every offset, exactly",
        arguments: [[], ["--sweep", "-100:400:50"]])
    func framesMatchLayout(_ arguments: [String]) throws {
        let data = try pageData(runCommand(["--format", "html"] + arguments).standardOutput)
        let plan: OffsetPlan? = arguments.isEmpty ? nil : .sweep(from: -100, to: 400, step: 50)
        let expected = LayoutRunner.run(try parse(DefaultScene.source), offsets: plan, details: [])
        let offsets = expected.layouts.map { $0.offset! }
        #expect(offsets.count == (arguments.isEmpty ? 3 : 11))
        #expect(data.axes.map(\.values) == [offsets])
        #expect(data.axes.first?.scrollView == "list")
        #expect(data.layouts.count == expected.layouts.count)
        for (index, (page, layout)) in zip(data.layouts, expected.layouts).enumerated() {
            #expect(page.at == [index])
            #expect(page.offset == layout.offset)
            #expect(page.views.count == layout.views.count)
            for (view, frame) in zip(page.views, layout.views) {
                #expect(view.name == frame.name)
                #expect(view.frame == numbers(frame.frame), "\(frame.name) at offset \(layout.offset!)")
                #expect(view.screenFrame == numbers(frame.screenFrame), "\(frame.name) at offset \(layout.offset!)")
                #expect(view.hidden == frame.isHidden)
            }
        }
    }

    @Test(
        "the direction toggle: the page holds both directions' frames, exactly, the chosen one first",
        arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func directionToggle(_ shown: UserInterfaceLayoutDirection) throws {
        // The bar over a list (symmetric), and a badge placed from the top
        // panel's leading edge, which right to left moves.
        let source = """
            \(DefaultScene.source)
            view badge in topPanel intrinsic 30x20
            badge.leading == topPanel.leading + 16
            badge.centerY == topPanel.centerY
            """
        let arguments = ["-", "--format", "html", "--sweep", "0:200:100", "--direction", shown.sceneName]
        let page = runCommand(arguments, stdin: source).standardOutput
        let data = try pageData(page)
        let other = try #require(data.otherDirection)
        #expect(data.direction == shown.sceneName)
        #expect(other.direction == (shown == .leftToRight ? "rtl" : "ltr"))
        var scene = try parse(source)
        let plan = OffsetPlan.sweep(from: 0, to: 200, step: 100)
        for (direction, layouts) in [(data.direction, data.layouts), (other.direction, other.layouts)] {
            scene.direction = try #require(UserInterfaceLayoutDirection(sceneName: direction))
            let expected = LayoutRunner.run(scene, offsets: plan, details: [])
            #expect(layouts.map(\.at) == [[0], [1], [2]])
            #expect(layouts.count == expected.layouts.count)
            for (pageLayout, layout) in zip(layouts, expected.layouts) {
                #expect(pageLayout.views.map(\.name) == layout.views.map(\.name))
                for (view, frame) in zip(pageLayout.views, layout.views) {
                    #expect(view.screenFrame == numbers(frame.screenFrame), "\(direction): \(frame.name)")
                }
            }
        }
        // The two sets differ where leading and trailing do: the badge is
        // at the other end, mirrored about the screen's centre line.
        let ltr = data.direction == "ltr" ? data.layouts : other.layouts
        let rtl = data.direction == "rtl" ? data.layouts : other.layouts
        for (l, r) in zip(ltr, rtl) {
            let badgeLTR = try #require(l.views.first { $0.name == "badge" }).screenFrame
            let badgeRTL = try #require(r.views.first { $0.name == "badge" }).screenFrame
            #expect(badgeLTR[0] == 16 && badgeRTL[0] == 390 - 16 - 30)
            #expect(badgeLTR[1] == badgeRTL[1])
        }
        // The script makes the toggle (a radio pair) from that data and
        // draws the chosen direction's layouts (Scripts/check-html.py
        // clicks it in Chromium).
        #expect(page.contains("input.id = \"direction-\" + value;"))
        #expect(page.contains("const layouts = layoutsByDirection[direction];"))
    }

    @Test("a page made without the other direction's layout has no toggle")
    func noToggleWithoutOtherDirection() throws {
        let result = LayoutRunner.run(try parse(DefaultScene.source))
        let data = try pageData(HTMLFormatter.format(result, OutputOptions(sceneName: "s")))
        #expect(data.direction == "ltr")
        #expect(data.otherDirection == nil)
    }

    @Test("the page is one file: no network, no other file, only inline scripts and style")
    func selfContained() throws {
        for arguments in [["--format", "html"], ["Examples/conflicts.scene", "--format", "html"]] {
            let page = runCommand(arguments).standardOutput
            #expect(page.hasPrefix("<!DOCTYPE html>\n"))
            #expect(page.hasSuffix("</html>\n"))
            let lowered = page.lowercased()
            for forbidden in [
                "http", "src=", "<link", "@import", "url(", "<iframe", "<img", "fetch(", "xmlhttprequest",
            ] {
                #expect(!lowered.contains(forbidden), "the page holds '\(forbidden)'")
            }
            #expect(lowered.components(separatedBy: "<script").count - 1 == 2)
            #expect(lowered.components(separatedBy: "</script>").count - 1 == 2)
            #expect(lowered.components(separatedBy: "<style>").count - 1 == 1)
        }
    }

    @Test("text from the scene cannot close the data's <script> element")
    func escapesMarkup() throws {
        let name = "</script><script>alert(1)</script><!--"
        let result = LayoutRunner.run(try parse(DefaultScene.source))
        let page = HTMLFormatter.format(result, OutputOptions(sceneName: name))
        #expect(page.components(separatedBy: "</script>").count - 1 == 2)
        #expect(!page.contains("<!--"))
        #expect(page.contains("<title>layout-dump: &lt;/script&gt;"))
        #expect(try pageData(page).scene == name)
    }

    @Test("a scene without a scroll view has no slider: one layout, at no position")
    func noAxis() throws {
        let data = try pageData(runCommand(["Examples/form.scene", "--format", "html"]).standardOutput)
        #expect(data.axes.isEmpty)
        #expect(data.layouts.map(\.at) == [[]])
        #expect(data.layouts.first?.title == "Examples/form.scene")
    }

    @Test("views named by a broken constraint are marked broken; ambiguous views are marked ambiguous")
    func marks() throws {
        let data = try pageData(runCommand(["Examples/conflicts.scene", "--format", "html"]).standardOutput)
        let layout = try #require(data.layouts.first)
        let broken = layout.broken.map { data.constraints[$0] }
        #expect(broken.count == 1)
        #expect(broken.first?.hasPrefix("'card-max' card.height <= 150") == true)
        #expect(layout.views.filter(\.broken).map(\.name) == ["card"])
        #expect(layout.views.filter { $0.ambiguous == true }.map(\.name) == ["badge"])
        #expect(layout.views.allSatisfy { $0.ambiguous != nil })
        #expect(layout.diagnostics.first?.hasPrefix("Unable to simultaneously satisfy") == true)
    }

    @Test("each view lists exactly the constraints that name it")
    func constraintsOfEachView() throws {
        let data = try pageData(runCommand(["Examples/form.scene", "--format", "html"]).standardOutput)
        let expected = LayoutRunner.run(try parse(try example("form.scene"))).layouts[0]
        let layout = try #require(data.layouts.first)
        for view in layout.views where view.name != "screen" {  // the screen is named through 'safe' too
            let listed = view.constraints.map { data.constraints[$0] }
            let naming = expected.constraints.map(\.description).filter {
                $0.range(of: "\\b\(view.name)\\.", options: .regularExpression) != nil
            }
            #expect(listed == naming, "\(view.name)")
            #expect(!listed.isEmpty, "\(view.name)")
        }
    }

    @Test("a constraint to a layout guide names the view that owns the guide")
    func guideCountsAsItsView() throws {
        let scene = try parse(
            "screen 390x844 safe-top 47\nview header intrinsic height 44\nH:|[header]|\nheader.top == safe.top")
        let layout = LayoutRunner.run(scene).layouts[0]
        let top = try #require(
            layout.constraints.first { $0.description.hasPrefix("header.top == screen.safeArea.top") })
        #expect(top.viewIndices.map { layout.views[$0].name } == ["header", "screen"])
    }
}
