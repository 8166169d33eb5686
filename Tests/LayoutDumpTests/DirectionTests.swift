import Foundation
import Layout
import Testing

@testable import LayoutDump

/// The layout direction: the `direction` statement, the `--direction`
/// option (which overrides it), and what right to left does to frames
/// (DESIGN: leading and trailing mirror about the root's vertical centre
/// line; left and right never flip).
@Suite("Layout direction")
struct DirectionTests {
    /// A scene placed horizontally with leading and trailing only: anchors,
    /// visual format (leading to trailing by default), a horizontal stack,
    /// nested views, a width that is a fraction of the screen (pixel
    /// rounding), a centre.
    static let leadingTrailingScene = """
        screen 375x667 scale 3 safe-top 20
        view card intrinsic height 120
        H:|-16-[card]-24-|
        card.top == safe.top + 8
        view avatar in card intrinsic 44x44
        view title in card intrinsic height 20
        H:|-12-[avatar]-10-[title]-(>=12)-|
        avatar.top == card.top + 12
        title.top == avatar.top
        title.width == card.width * 0.37
        stack row horizontal spacing 8 distribution fill-equally
        H:|-[row]-|
        row.top == card.bottom + 20
        view one in row intrinsic height 30
        view two in row intrinsic height 30
        view three in row intrinsic height 30
        view badge intrinsic 20x20
        badge.leading == card.trailing - 30
        badge.top == card.top - 5
        view centred intrinsic 101.3x10
        centred.centerX == screen.centerX
        centred.top == row.bottom + 10
        """

    func run(_ source: String, _ direction: UserInterfaceLayoutDirection) throws -> OffsetLayout {
        var scene = try parse(source)
        scene.direction = direction
        return try #require(LayoutRunner.run(scene, details: .ambiguity).layouts.first)
    }

    /// Each view's screen frame, by name.
    func frames(_ layout: OffsetLayout) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.screenFrame) })
    }

    /// Whether `rtl` is `ltr` mirrored about the vertical centre line of a
    /// root `width` wide: x' = width − x − w, the rest equal — to 1e-9 pt:
    /// a stack's divided widths can differ in the last bit of a double
    /// (1e-14 pt), which no output shows (three decimals).
    func isMirror(_ rtl: Rect, of ltr: Rect, width: Double) -> Bool {
        let e = 1e-9
        return abs(rtl.x - (width - ltr.x - ltr.width)) < e && abs(rtl.y - ltr.y) < e
            && abs(rtl.width - ltr.width) < e && abs(rtl.height - ltr.height) < e
    }

    // MARK: The statement and the option

    @Test("the 'direction' statement sets the scene's direction; left to right without one")
    func statement() throws {
        #expect(try parse("view a").direction == .leftToRight)
        #expect(try parse("direction rtl\nview a").direction == .rightToLeft)
        #expect(try parse("view a\ndirection ltr").direction == .leftToRight)
        #expect(try parse("direction rtl").directionLocation == SourceLocation(line: 1, column: 1))
    }

    @Test("a bad 'direction' statement is an error at its line that says what is wrong")
    func statementErrors() {
        #expect(
            error("view a\ndirection rlt")
                == "2:11: bad direction 'rlt': expected ltr (left to right) or rtl (right to left)")
        #expect(
            error("direction")
                == "1:10: expected ltr (left to right) or rtl (right to left) after 'direction', found the end of the line"
        )
        #expect(
            error("direction 3")
                == "1:11: expected ltr (left to right) or rtl (right to left) after 'direction', found '3'")
        #expect(error("direction rtl ltr") == "1:15: expected the end of the line, found 'ltr'")
        #expect(error("direction rtl\ndirection ltr") == "2:1: duplicate direction: the direction was given at 1:1")
        #expect(error("directoin rtl") == "1:1: unknown statement 'directoin': did you mean 'direction'?")
    }

    @Test("a bad 'direction' statement changes nothing: the scene fails with exit 65 and prints no layout")
    func statementErrorChangesNothing() {
        let result = runCommand(["-"], stdin: "view a\ndirection up\n")
        #expect(result.status == ExitStatus.sceneError)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.hasPrefix(
                "<stdin>:2:11: error: bad direction 'up': expected ltr (left to right) or rtl (right to left)\n"))
    }

    @Test("--direction takes ltr or rtl; anything else is a usage error, exit 64, nothing laid out")
    func option() throws {
        #expect(try LayoutDumpCommand.parseArguments([]).direction == nil)
        #expect(try LayoutDumpCommand.parseArguments(["--direction", "rtl"]).direction == .rightToLeft)
        #expect(try LayoutDumpCommand.parseArguments(["--direction=ltr"]).direction == .leftToRight)
        for (arguments, message) in [
            (
                ["--direction", "RTL"],
                "The value 'RTL' is invalid for '--direction <ltr|rtl>': expected ltr (left to right) or rtl (right to left)"
            ),
            (["--direction"], "Missing value for '--direction <ltr|rtl>'"),
            (["--direciton", "rtl"], "Unknown option '--direciton'. Did you mean '--direction'?"),
        ] {
            let result = runCommand(arguments)
            #expect(result.status == ExitStatus.usage, "\(arguments)")
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.hasPrefix("Error: \(message)\n"), "\(result.standardError)")
        }
    }

    @Test("--direction overrides the scene's statement, as --width overrides its screen")
    func optionOverridesStatement() throws {
        let scene = "direction rtl\nview a intrinsic 50x10\na.leading == screen.leading + 10\na.top == screen.top\n"
        func x(_ arguments: [String]) throws -> Double {
            let result = runCommand(["-", "--format", "json"] + arguments, stdin: scene)
            #expect(result.status == 0, "\(result.standardError)")
            let line = try #require(
                result.standardOutput.split(separator: "\n").first { $0.contains("\"view\": \"a\"") })
            let frame = try #require(line.range(of: "\"frame\": {\"x\": ")).upperBound
            return try #require(Double(line[frame...].prefix { $0 != "," }))
        }
        #expect(try x([]) == 330)  // the statement: right to left
        #expect(try x(["--direction", "ltr"]) == 10)  // the option wins
        #expect(try x(["--direction", "rtl"]) == 330)
    }

    @Test("outputs say right to left; left-to-right outputs are as before directions existed")
    func outputsSayTheDirection() {
        let rtl = ["Examples/form.scene", "--direction", "rtl"]
        #expect(runCommand(rtl).standardOutput.contains("\ndirection: right to left\n\n<View 'screen'"))
        #expect(runCommand(rtl + ["--format", "json"]).standardOutput.contains("\n  \"direction\": \"rtl\",\n"))
        #expect(
            runCommand(rtl + ["--format", "svg"]).standardOutput.contains(
                "<title>layout-dump: Examples/form.scene, right to left</title>"))
        for format in ["text", "json", "svg"] {
            let ltr = runCommand(["Examples/form.scene", "--format", format, "--direction", "ltr"]).standardOutput
            #expect(ltr == runCommand(["Examples/form.scene", "--format", format]).standardOutput)
            #expect(!ltr.contains("direction") && !ltr.contains("right to left"), "\(format)")
        }
    }

    // MARK: What right to left does to frames

    @Test("a scene placed with leading and trailing only: right to left is left to right mirrored, x' = W − x − w")
    func leadingTrailingMirrors() throws {
        let ltr = try run(Self.leadingTrailingScene, .leftToRight)
        let rtl = try run(Self.leadingTrailingScene, .rightToLeft)
        #expect(ltr.views.map(\.name) == rtl.views.map(\.name))
        let width = 375.0
        for (l, r) in zip(ltr.views, rtl.views) {
            #expect(
                isMirror(r.screenFrame, of: l.screenFrame, width: width),
                "\(l.name): \(l.screenFrame) → \(r.screenFrame)")
        }
        // Not a vacuous mirror: the views are off centre, and move.
        let moved = zip(ltr.views, rtl.views).filter { $0.screenFrame.x != $1.screenFrame.x }.map(\.0.name)
        // (The row spans the margins symmetrically, and its middle view is
        // centred: they stay.)
        #expect(moved == ["card", "avatar", "title", "one", "three", "badge"])
        let l = frames(ltr), r = frames(rtl)
        #expect(l["avatar"]?.x == 28 && r["avatar"]?.x == 375 - 28 - 44)
        // The first arranged view is at the leading end: the right.
        #expect(r["one"]!.x > r["three"]!.x && l["one"]!.x < l["three"]!.x)
        #expect(rtl.constraints.allSatisfy { !$0.isBroken } && rtl.views.allSatisfy { $0.isAmbiguous == false })
    }

    @Test("views placed with left and right anchors do not flip; leading ones beside them do")
    func leftAndRightDoNotFlip() throws {
        let source = """
            screen 390x844 scale 3
            view pinned intrinsic 60x20
            pinned.left == screen.left + 10
            pinned.top == screen.top + 10
            view framed intrinsic height 20
            framed.left == screen.left + 30
            screen.right == framed.right + 100
            framed.top == pinned.bottom + 10
            view follower intrinsic 40x20
            follower.leading == screen.leading + 10
            follower.top == framed.bottom + 10
            """
        let l = frames(try run(source, .leftToRight))
        let r = frames(try run(source, .rightToLeft))
        #expect(l["pinned"] == Rect(x: 10, y: 10, width: 60, height: 20))
        #expect(r["pinned"] == l["pinned"])
        #expect(l["framed"] == Rect(x: 30, y: 40, width: 260, height: 20))
        #expect(r["framed"] == l["framed"])
        #expect(l["follower"]?.x == 10)
        #expect(r["follower"]?.x == 340)
    }

    @Test("each example scene without a collection view lays out right to left as its mirror image")
    func examplesMirror() throws {
        // A view its constraints leave ambiguous (conflicts.scene's badge,
        // on purpose) has no place to mirror: the kit leaves it where it is.
        var ambiguous: [String] = []
        for name in exampleNames {
            var scene = try parse(try example(name))
            let ltr = LayoutRunner.run(scene, details: .ambiguity)
            scene.direction = .rightToLeft
            let rtl = LayoutRunner.run(scene, details: .ambiguity)
            let width = scene.screen.width
            #expect(ltr.layouts.count == rtl.layouts.count)
            for (a, b) in zip(ltr.layouts, rtl.layouts) {
                for (l, r) in zip(a.views, b.views) {
                    if l.isAmbiguous == true || r.isAmbiguous == true {
                        ambiguous.append("\(name): \(l.name)")
                        continue
                    }
                    #expect(
                        isMirror(r.screenFrame, of: l.screenFrame, width: width),
                        "\(name) at \(a.offset.map { "offset \($0)" } ?? "rest"): \(l.name) \(l.screenFrame) → \(r.screenFrame)"
                    )
                }
            }
        }
        #expect(ambiguous == ["conflicts.scene: badge"])
    }
}
