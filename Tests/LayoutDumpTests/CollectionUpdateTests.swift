import Foundation
import Testing

@testable import LayoutDump

/// The `update` statement: what it parses into, every mistake it reports
/// (with its line and column), and the animation the runner records.
@Suite("Collection updates in scenes")
struct CollectionUpdateTests {
    /// A list of rows in two sections: 4 rows of 44, then 3 rows of 60.
    static let base = """
        screen 300x600 scale 3
        collection feed fill
        section a in feed items 4 inter-group 4
        group ga in a vertical height 44
        item ia in ga
        section b in feed items 3 insets top 10
        group gb in b vertical height 60
        item ib in gb

        """

    @Test("an update reads into its changes, in order, and the counts after it")
    func parsesChanges() throws {
        let scene = try parse(Self.base + "update feed delete 0:1 move 1:2 to 0:0 insert 1:0 1:1 reload 0:3")
        let update = try #require(scene.updates.first)
        #expect(update.collection == "feed")
        #expect(update.location == SourceLocation(line: 9, column: 1))
        #expect(
            update.changes.map(\.change) == [
                .delete(IndexPath(item: 1, section: 0)),
                .move(from: IndexPath(item: 2, section: 1), to: IndexPath(item: 0, section: 0)),
                .insert(IndexPath(item: 0, section: 1)), .insert(IndexPath(item: 1, section: 1)),
                .reload(IndexPath(item: 3, section: 0)),
            ])
        #expect(update.changes.map(\.location.column) == [20, 29, 47, 51, 62])
        #expect(update.changes[1].target == SourceLocation(line: 9, column: 36))
        // 4 − 1 deleted + 1 moved in; 3 − 1 moved away + 2 inserted.
        #expect(update.countsAfter == [4, 4])
        #expect(
            update.changes.map(\.change.sceneText) == [
                "delete 0:1", "move 1:2 to 0:0", "insert 1:0", "insert 1:1", "reload 0:3",
            ])
    }

    @Test("each update is checked against the counts the one before it left")
    func updatesChain() throws {
        let scene = try parse(Self.base + "update feed insert 0:4 0:5\nupdate feed delete 0:5\n")
        #expect(scene.updates.map(\.countsAfter) == [[6, 3], [5, 3]])
        // Without the first update, 0:5 names no item.
        #expect(
            error(Self.base + "update feed delete 0:5\n")
                == "9:20: delete 0:5: section 0 of 'feed' has 4 items before the update, 0:0 to 0:3")
    }

    @Test(
        "a mistake in an update is reported at its line and column",
        arguments: [
            (
                "update feed",
                "9:12: expected a change after the collection's name (insert, delete, move, reload), found the end of the line"
            ),
            ("update", "9:7: expected the name of a collection view after 'update', found the end of the line"),
            (
                "update feed insert",
                "9:19: expected an index path SECTION:ITEM after 'insert', such as 0:3, found the end of the line"
            ),
            (
                "update feed insert 0",
                "9:20: bad index path '0': expected an index path SECTION:ITEM after 'insert', such as 0:3"
            ),
            ("update feed insert 0:", "9:22: expected an item number after '0:', found the end of the line"),
            ("update feed insert 0:1.5", "9:22: bad index path '0:1.5': expected whole numbers from 0 to 100000"),
            (
                "update feed insert -1:0",
                "9:20: expected an index path SECTION:ITEM after 'insert', such as 0:3, found '-'"
            ),
            (
                "update feed move -1:0 to 0:0",
                "9:18: bad index path: expected an index path SECTION:ITEM after 'move', such as 0:3, with whole numbers from 0"
            ),
            ("update feed insret 0:1", "9:13: unknown change 'insret': did you mean 'insert'?"),
            (
                "update feed move 0:1 0:2",
                "9:22: expected 'to' and the index path after the update, as in 'move 0:2 to 0:7', found '0'"
            ),
            (
                "update feed move 0:1 to",
                "9:24: expected an index path SECTION:ITEM after 'to', such as 0:3, found the end of the line"
            ),
            ("update feed 0:1", "9:13: expected a change (insert, delete, move or reload), found '0'"),
            ("update fed insert 0:0", "9:8: unknown view 'fed': did you mean 'feed'?"),
            ("update a insert 0:0", "9:8: 'a' is not a collection view: only a collection's items can be updated"),
            (
                "update feed delete 0:4",
                "9:20: delete 0:4: section 0 of 'feed' has 4 items before the update, 0:0 to 0:3"
            ),
            ("update feed reload 2:0", "9:20: no section 2 in 'feed': its sections are 0 to 1"),
            (
                "update feed insert 1:4",
                "9:20: insert 1:4: section 1 of 'feed' has 4 items after the update (3 before), 1:0 to 1:3"
            ),
            (
                "update feed delete 0:0 insert 0:4",
                "9:31: insert 0:4: section 0 of 'feed' has 4 items after the update (4 before), 0:0 to 0:3"
            ),
            (
                "update feed move 0:0 to 1:4",
                "9:25: move 0:0 to 1:4: section 1 of 'feed' has 4 items after the update (3 before), 1:0 to 1:3"
            ),
            (
                "update feed delete 0:1 reload 0:1",
                "9:31: 0:1 is named twice before the update: already at 9:20; an item is deleted, reloaded or moved once"
            ),
            (
                "update feed insert 0:0 move 1:0 to 0:0",
                "9:36: 0:0 is named twice after the update: already at 9:20; each place after the update takes one inserted or moved item"
            ),
        ])
    func reportsMistakes(_ line: String, _ expected: String) {
        #expect(error(Self.base + line) == expected)
    }

    @Test("an update that contradicts the counts is a scene error: exit 65, the line named, nothing laid out")
    func commandReportsContradiction() {
        let source = Self.base + "update feed delete 0:9\n"
        let result = runCommand(["-"], stdin: source)
        #expect(result.status == ExitStatus.sceneError)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.hasPrefix(
                "<stdin>:9:20: error: delete 0:9: section 0 of 'feed' has 4 items before the update, 0:0 to 0:3\n"
                    + "update feed delete 0:9\n                   ^"))
    }

    /// The cells of a layout (not those leaving), by name.
    static func cells(_ layout: OffsetLayout) -> [String: Rect] {
        Dictionary(
            layout.views.filter { $0.type == "SceneCell" && !$0.name.hasSuffix("(leaving)") }.map {
                ($0.name, $0.frame)
            },
            uniquingKeysWith: { a, _ in a })
    }

    @Test("the frames at the animation's end are those of a fresh layout of the counts after the update")
    func finalFramesAreAFreshLayout() throws {
        let result = LayoutRunner.run(try parse(Self.base + "update feed delete 0:1 move 1:2 to 0:0 insert 1:0 1:1"))
        let last = try #require(result.layouts.last)
        #expect(last.update?.isFinished == true)
        let fresh = LayoutRunner.run(
            try parse(
                Self.base.replacingOccurrences(of: "items 4 inter-group", with: "items 4 inter-group")
                    .replacingOccurrences(of: "items 3 insets", with: "items 4 insets")))
        let expected = try #require(fresh.layouts.first)
        #expect(Self.cells(last) == Self.cells(expected))
        #expect(Self.cells(last).count == 8)
        #expect(!last.views.contains { $0.name.hasSuffix("(leaving)") })
        #expect(!last.tree.contains("alpha"))
    }

    @Test("the example's final frames are a fresh layout of its counts after the update")
    func exampleFinalFrames() throws {
        var scene = try parse(try example("collection-update.scene"))
        let result = LayoutRunner.run(scene)
        #expect(scene.updates.first?.countsAfter == [2, 5])
        scene.updates = []
        let fresh = try #require(LayoutRunner.run(scene).layouts.first)
        #expect(Self.cells(try #require(result.layouts.last)) == Self.cells(fresh))
    }

    @Test("at every step in between, a moved or shifted cell lies between its frames before and after the update")
    func intermediateFramesLieBetween() throws {
        let scene = try parse(try example("collection-update.scene"))
        let result = LayoutRunner.run(scene, offsets: nil, orthogonalSection: nil, details: .all, updateStep: 1)
        let before = Self.cells(result.layouts[0])
        let steps = result.layouts.dropFirst()
        #expect(steps.count == 19, "the update, then each of the 18 frames of 0.3 s at 60 Hz")
        #expect(steps.map { $0.update?.frame } == Array(0...18))
        #expect(steps.allSatisfy { $0.offset == 0 })
        let after = Self.cells(try #require(steps.last))
        // Old index path → new: the move 1:3 → 0:1; post 1:0 shifts to 1:1
        // (1:0 is inserted), 1:1 to 1:2, 1:2 to 1:3; 1:4 stays.
        let moves = [
            "cell[1,3]": "cell[0,1]", "cell[1,0]": "cell[1,1]", "cell[1,1]": "cell[1,2]", "cell[1,2]": "cell[1,3]",
        ]
        for (old, new) in moves {
            let start = try #require(before[old])
            let end = try #require(after[new])
            var previousY = start.y
            for step in steps {
                let frame = try #require(Self.cells(step)[new], "\(new) at frame \(step.update?.frame ?? -1)")
                let low = min(start.y, end.y) - 0.01
                let high = max(start.y, end.y) + 0.01
                #expect(frame.y >= low && frame.y <= high, "\(new) at frame \(step.update!.frame): y \(frame.y)")
                #expect(
                    frame.height >= min(start.height, end.height) - 0.01
                        && frame.height <= max(start.height, end.height) + 0.01)
                // Monotonic: it never turns back.
                #expect(start.y < end.y ? frame.y >= previousY - 0.01 : frame.y <= previousY + 0.01)
                previousY = frame.y
            }
            // It starts where it was and ends where it goes, and moves in between.
            #expect(Self.cells(steps.first!)[new] == start)
            #expect(Self.cells(steps.last!)[new] == end)
            if start.y != end.y {
                let middle = Self.cells(steps[steps.startIndex + 9])[new]!
                #expect(middle.y != start.y && middle.y != end.y)
            }
        }
    }

    @Test("the deleted cell fades out where it was and the inserted one fades in where it goes")
    func fades() throws {
        let result = LayoutRunner.run(try parse(try example("collection-update.scene")))
        let steps = Array(result.layouts.dropFirst())
        #expect(steps.map { $0.update?.frame } == [0, 6, 12, 18])
        #expect(steps.map { $0.update?.isFinished } == [false, false, false, true])
        let leaving = steps.dropLast().map { $0.views.first { $0.name == "cell[0,1] (leaving)" }?.frame }
        #expect(leaving.allSatisfy { $0 == Self.cells(result.layouts[0])["cell[0,1]"] })
        #expect(steps[0].tree.contains("<SceneCell 'cell[1,0]'; frame = (16 112; 358 56); alpha = 0>"))
        #expect(steps[1].tree.contains("<SceneCell 'cell[0,1] (leaving)'; frame = (16 52; 358 44); alpha = 0.768>"))
        #expect(steps[1].tree.contains("<SceneCell 'cell[1,0]'; frame = (16 112; 358 56); alpha = 0.232>"))
        // Every output carries the fade: the views' alpha, nil once opaque.
        let fading = steps[1].views.filter { $0.alpha != nil }.map { "\($0.name) \(formatNumber($0.alpha!))" }
        #expect(fading.sorted() == ["cell[0,1] (leaving) 0.768", "cell[1,0] 0.232"])
        #expect(steps[3].views.allSatisfy { $0.alpha == nil })
        let json = JSONFormatter.format(result, OutputOptions(sceneName: "collection-update.scene"))
        #expect(json.contains("\"view\": \"cell[1,0]\"") && json.contains("\"alpha\": 0.232}"))
        let svg = SVGFormatter.format(result, OutputOptions(sceneName: "collection-update.scene"))
        #expect(svg.contains("opacity=\"0.232\""))
    }

    @Test("an update comes after the offsets, where the last one left the scroll")
    func afterTheOffsets() throws {
        let scene = try parse(Self.base + "offsets 0 30\nupdate feed insert 0:0")
        let result = LayoutRunner.run(scene)
        #expect(result.layouts.map(\.offset) == [0, 30, 30, 30, 30, 30])
        #expect(result.layouts.map { $0.update?.frame } == [nil, nil, 0, 6, 12, 18])
        let text = TextFormatter.format(result, OutputOptions(sceneName: "scene"))
        #expect(text.contains("offsets: 0, 30 (points scrolled from the resting top of 'feed')\n"))
        #expect(text.contains("update: 'feed' at line 10 (insert 0:0); frames 0, 6, 12, 18 of its 60 Hz clock\n"))
        #expect(text.contains("\noffset 30, update at line 10, 0.1 s: contentOffset.y 30\n"))
        #expect(text.contains("\noffset 30, update at line 10, 0.3 s, done: contentOffset.y 30\n"))
    }

    @Test("--update-step records every N frames of the clock; it takes 1 to 1000")
    func updateStepOption() {
        let every = runCommand(["Examples/collection-update.scene", "--update-step", "1"])
        #expect(every.status == 0, "\(every.standardError)")
        #expect(every.standardOutput.components(separatedBy: "\noffset 0, update at line").count - 1 == 19)
        let seven = runCommand(["Examples/collection-update.scene", "--update-step", "7"])
        #expect(seven.standardOutput.contains("frames 0, 7, 14, 18 of its 60 Hz clock"))
        for bad in ["0", "1.5", "1001", "x"] {
            let result = runCommand(["Examples/collection-update.scene", "--update-step", bad])
            #expect(result.status == ExitStatus.usage)
            #expect(
                result.standardError.hasPrefix(
                    "Error: The value '\(bad)' is invalid for '--update-step <frames>': expected a whole number"))
        }
    }

    @Test("the JSON gives each layout its step of the update, null at the offsets")
    func json() {
        let result = runCommand(["Examples/collection-update.scene", "--format", "json"])
        #expect(result.standardOutput.contains("\"update\": null}"))
        #expect(
            result.standardOutput.contains(
                "\"update\": {\"update\": 0, \"line\": 19, \"frame\": 12, \"time\": 0.2, \"done\": false}}"))
        #expect(
            result.standardOutput.contains(
                "\"update\": {\"update\": 0, \"line\": 19, \"frame\": 18, \"time\": 0.3, \"done\": true}}"))
    }

    @Test("the HTML page's slider runs through the offsets, then the update's steps, each labelled")
    func htmlSlider() throws {
        let result = runCommand(["Examples/collection-update.scene", "--format", "html"])
        #expect(result.status == 0)
        let page = result.standardOutput
        #expect(
            page.contains(
                "\"labels\": [\"0\", \"0, update at line 19, 0 s\", \"0, update at line 19, 0.1 s\", "
                    + "\"0, update at line 19, 0.2 s\", \"0, update at line 19, 0.3 s, done\"]"))
        #expect(page.contains("\"values\": [0, 0, 0, 0, 0]"))
        #expect(page.contains("axis.labels ? axis.labels[position[index]] : format(value)"))
    }

    @Test("a scene without updates prints as before: no update key, no labels")
    func noUpdates() {
        let json = runCommand(["Examples/collection-two-columns.scene", "--format", "json"])
        #expect(!json.standardOutput.contains("\"update\""))
        let html = runCommand(["Examples/collection-two-columns.scene", "--format", "html"])
        #expect(!html.standardOutput.contains("\"labels\": [\""))
    }
}
