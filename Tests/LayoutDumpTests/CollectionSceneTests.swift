import CollectionLayout
import Foundation
import Testing

@testable import LayoutDump

/// Collection scenes laid out: the worked examples E1–E5 of the article The layout rules exactly,
/// elements named by what they show, measured sizes, the orthogonal sweep.
@Suite("Collection scenes")
struct CollectionSceneTests {
    /// The frames (in their superviews) of the views whose names start with
    /// `prefix`, in dump order, at the first offset of the example.
    static func frames(_ example: String, prefix: String = "cell[", offsets: OffsetPlan? = nil) throws -> [Rect] {
        let scene = try parse(try LayoutDumpTests.example(example))
        let layout = try #require(LayoutRunner.run(scene, offsets: offsets).layouts.first)
        return layout.views.filter { $0.name.hasPrefix(prefix) }.map(\.frame)
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    @Test("E1, two columns")
    func e1() throws {
        #expect(
            try Self.frames("collection-two-columns.scene") == [
                Self.rect(10, 0, 172.5, 44), Self.rect(192.5, 0, 172.5, 44), Self.rect(10, 54, 172.5, 44),
                Self.rect(192.5, 54, 172.5, 44),
            ])
    }

    @Test("E2, an inset grid")
    func e2() throws {
        let expected = (0..<10).map { Self.rect(5 + Double($0 % 5) * 75, 5 + Double($0 / 5) * 75, 65, 65) }
        let frames = try Self.frames("collection-inset-grid.scene")
        #expect(frames == expected)
        #expect(frames[5].y == 80)
    }

    @Test("E3, an overflowing item wraps; count shares the width")
    func e3() throws {
        let wrapping = try Self.frames("collection-overflow.scene", prefix: "cell[0,")
        #expect(wrapping == [Self.rect(0, 0, 187.5, 44), Self.rect(0, 44, 187.5, 44)])
        let counted = try Self.frames("collection-overflow.scene", prefix: "cell[1,")
        #expect(counted.map(\.x) == [0, 192.5])
        #expect(counted.map(\.width) == [182.5, 182.5])
        #expect(Set(counted.map(\.y)) == [88], "the second section follows the first's two rows")
    }

    @Test("E4, group paging centred: 337.5 wide, 18.75 in, in the section's own scroller")
    func e4() throws {
        let scene = try parse(try LayoutDumpTests.example("collection-paging-centered.scene"))
        let layout = try #require(LayoutRunner.run(scene, offsets: .list([0])).layouts.first)
        let cells = layout.views.filter { $0.name.hasPrefix("cell[") }
        #expect(cells.map(\.frame) == [Self.rect(18.75, 0, 337.5, 200), Self.rect(356.25, 0, 337.5, 200)])
        #expect(Set(cells.map(\.parent)) == ["pages.section0"])
        // The third card is more than half a screen away: not realized.
        #expect(!cells.contains { $0.name == "cell[0,2]" })
    }

    @Test("E5, item insets shrink the frame")
    func e5() throws {
        #expect(
            try Self.frames("collection-item-insets.scene") == [
                Self.rect(2, 2, 16, 16), Self.rect(22, 2, 16, 16), Self.rect(42, 2, 16, 16),
            ])
    }

    @Test("elements are named by what they show, without their content views")
    func naming() throws {
        let scene = try parse(
            """
            screen 300x400 scale 2
            collection list fill
            section s in list items 2 insets 10
            group g in s horizontal height 50
            item i in g
            header in s height 20
            footer in s kind more height 30
            background in s
            """)
        let layout = try #require(LayoutRunner.run(scene).layouts.first)
        #expect(
            layout.views.map(\.name) == [
                "screen", "list", "background[0]", "cell[0,0]", "cell[0,1]", "header[0]", "more[0]",
            ])
        #expect(layout.tree.contains("<SceneSupplementaryView 'header[0]'; frame = (10 0; 280 20)>"))
        #expect(!layout.tree.contains("contentView"))
        #expect(!layout.constraints.contains { $0.description.contains("contentView") })
        #expect(layout.constraints.contains { $0.description.hasPrefix("list.top == screen.top") })
        #expect(layout.views.first { $0.name == "more[0]" }?.frame == Self.rect(10, 140, 280, 30))
        #expect(layout.views.first { $0.name == "background[0]" }?.frame == Self.rect(0, 0, 300, 170))
    }

    @Test("two collection views: the names carry the collection's")
    func twoCollections() throws {
        let scene = try parse(
            """
            screen 300x400
            collection a
            collection b
            section sa in a items 1
            group ga in sa horizontal height 10
            item ia in ga
            section sb in b items 1
            group gb in sb horizontal height 10
            item ib in gb
            H:|[a]|
            H:|[b]|
            V:|[a(100)][b]|
            """)
        let names = try #require(LayoutRunner.run(scene).layouts.first).views.map(\.name)
        #expect(names.contains("a.cell[0,0]") && names.contains("b.cell[0,0]"))
    }

    @Test("estimated items measure to the sizes given, repeating; without one they keep the estimate")
    func measuredSizes() throws {
        let scene = try parse(
            """
            screen 200x600 scale 2
            collection list fill
            section s in list items 4 measures 30 50 70
            group g in s vertical height estimated 44
            item i in g height estimated 44
            section t in list items 1
            group tg in t vertical height estimated 44
            item ti in tg height estimated 44
            header in t height estimated 25 measures 12
            """)
        let views = try #require(LayoutRunner.run(scene).layouts.first).views
        let heights = views.filter { $0.name.hasPrefix("cell[0,") }.map(\.frame.height)
        #expect(heights == [30, 50, 70, 30])
        #expect(views.first { $0.name == "cell[1,0]" }?.frame.height == 44)
        #expect(views.first { $0.name == "header[1]" }?.frame.height == 12)
    }

    @Test("--orthogonal-section sweeps the section's scroller; the collection stays at rest")
    func orthogonalSweep() throws {
        let result = runCommand([
            "Examples/collection-paging-centered.scene", "--orthogonal-section", "0", "--offset", "0", "--offset",
            "337.5", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let scene = try parse(try LayoutDumpTests.example("collection-paging-centered.scene"))
        let swept = LayoutRunner.run(scene, offsets: .list([0, 337.5]), orthogonalSection: 0)
        #expect(swept.scrollViewName == "pages.section0")
        #expect(swept.layouts.map(\.offset) == [0, 337.5])
        #expect(swept.layouts.map(\.orthogonalContentOffset) == [0, 337.5])
        let last = try #require(swept.layouts.last)
        #expect(last.views.first { $0.name == "pages" }?.screenFrame.y == 0)
        // Scrolled a page: the second card is where the first was on screen.
        #expect(last.views.first { $0.name == "cell[0,1]" }?.screenFrame.x == 18.75)
        #expect(last.views.contains { $0.name == "cell[0,2]" }, "the third card is realized once near")
        let text = runCommand([
            "Examples/collection-paging-centered.scene", "--orthogonal-section", "0", "--sweep", "0:100:100",
        ])
        #expect(
            text.standardOutput.contains(
                "offsets: 0, 100 (points scrolled from the resting leading edge of 'pages.section0', section 0's "
                    + "scroller)"))
        #expect(text.standardOutput.contains("offset 100: orthogonal offset 100"))
    }

    @Test(
        "--orthogonal-section needs a section that scrolls orthogonally",
        arguments: [
            (
                ["Examples/form.scene", "--orthogonal-section", "0"],
                "--orthogonal-section needs a scene with a collection view; 'Examples/form.scene' has none"
            ),
            (
                ["Examples/collection-two-columns.scene", "--orthogonal-section", "0"],
                "--orthogonal-section 0: section 0 of 'grid' does not scroll orthogonally; none of its sections does "
                    + "('orthogonal continuous' makes one)"
            ),
            (
                ["Examples/search-screen.scene", "--orthogonal-section", "1"],
                "--orthogonal-section 1: section 1 of 'search' does not scroll orthogonally; its orthogonal sections: 0, 2"
            ),
            (
                ["Examples/search-screen.scene", "--orthogonal-section", "7"],
                "--orthogonal-section 7: section 7 of 'search' does not exist; its orthogonal sections: 0, 2"
            ),
            (
                ["--orthogonal-section", "-1"],
                "The value '-1' is invalid for '--orthogonal-section <n>': expected a section number, 0 or more"
            ),
        ])
    func orthogonalSectionErrors(_ arguments: [String], _ message: String) {
        let result = runCommand(arguments)
        #expect(result.status == ExitStatus.usage)
        #expect(result.standardError.hasPrefix("Error: \(message)\n"), "\(result.standardError)")
    }

    @Test("what a collection view reports is a warning, an error under --strict")
    func collectionProblems() throws {
        // The parser refuses a negative spacing; a scene made in code can hold one.
        var scene = try parse(
            "collection list fill\nsection s in list items 2\ngroup g in s horizontal height 44\nitem i in g")
        scene.collections[0].sections[0].interGroupSpacing = -5
        let result = LayoutRunner.run(scene)
        #expect(result.collectionProblems.count == 1)
        #expect(result.collectionProblems.first?.hasPrefix("'list': ") == true)
        let (relaxed, relaxedFails) = LayoutDumpCommand.problems(
            in: result, sceneName: "s.scene", isStrict: false, explains: true)
        #expect(!relaxedFails)
        #expect(relaxed.hasPrefix("s.scene: warning: the collection view 'list': "), "\(relaxed)")
        let (strict, strictFails) = LayoutDumpCommand.problems(
            in: result, sceneName: "s.scene", isStrict: true, explains: true)
        #expect(strictFails)
        #expect(strict.hasPrefix("s.scene: error: the collection view 'list': "))
    }

    @Test("the HTML page's slider of an orthogonal sweep is that axis")
    func htmlAxis() throws {
        let page = runCommand([
            "Examples/collection-paging-centered.scene", "--orthogonal-section", "0", "--sweep", "0:200:100",
            "--format", "html",
        ]).standardOutput
        #expect(
            page.contains(
                "\"axes\": [{\"name\": \"orthogonal offset\", \"scrollView\": \"pages.section0\", \"values\": "
                    + "[0, 100, 200]}]"))
    }
}
