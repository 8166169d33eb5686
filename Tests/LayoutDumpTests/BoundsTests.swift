import Foundation
import Testing

@testable import LayoutDump

/// Issue 24's scenes: each answered with a misleading message or took
/// memory without bound.
@Suite("Scenes at the bounds")
struct BoundsTests {
    /// Three nested `count 999` groups: each within the count limit, their
    /// product a billion items; the release build grew to 4 GiB and aborted.
    @Test func nestedCountsAreASceneErrorAtTheirLine() throws {
        let scene = try String(
            contentsOf: packageRoot.appendingPathComponent("Fuzz/corpus/scene/nested-counts"), encoding: .utf8)
        let result = runCommand(["-"], stdin: scene)
        #expect(result.status == 65)
        #expect(
            result.standardError.hasPrefix(
                "<stdin>:5:41: error: too many items: group 'b' makes its section's group place 998001 items "
                    + "(999 × 999), more than the budget of 10000"))
        #expect(!result.standardError.contains("group 'd'"))
    }

    func error(_ scene: String) -> String {
        runCommand(["-"], stdin: scene).standardError
    }

    @Test func aFileThatIsNotUTF8SaysSo() {
        // What layout-dump reads a Latin-1 'é' and a UTF-16 file as.
        for scene in ["view \u{FFFD} in screen\n", "s\u{0}c\u{0}r\u{0}"] {
            #expect(error(scene).contains("error: the scene is not UTF-8 text"))
        }
        let latin1: [UInt8] = Array("view ".utf8) + [0xE9] + Array(" in screen\n".utf8)
        let read = String(decoding: latin1, as: UTF8.self)
        #expect(error(read).hasPrefix("<stdin>:1:6: error: the scene is not UTF-8 text"))
    }

    @Test func numbersWithAnExponentSaySo() {
        let text = error("screen 390x844\nview a in screen\na.height == 1e3\nscroll s in screen\noffsets 0 1e9\n")
        #expect(text.contains("<stdin>:3:13: error: bad number '1e3': write it in plain decimal, without an exponent"))
        #expect(text.contains("<stdin>:5:11: error: bad number '1e9': write it in plain decimal"))
        #expect(!text.contains("bad size"))
        #expect(error("offsets 1e308\n").contains("bad number '1e308': write it in plain decimal"))
    }

    @Test func offsetsBeyondTheLimitNameIt() {
        let scene = "scroll s in screen\n"
        #expect(
            runCommand(["-", "--offset", "1000000"], stdin: scene).standardError.hasPrefix(
                "Error: The value '1000000' is invalid for '--offset <y>': '1000000' is out of range: at most 100000"))
        #expect(
            runCommand(["-", "--sweep", "0:1000000:1"], stdin: scene).standardError.hasPrefix(
                "Error: The value '0:1000000:1' is invalid for '--sweep <from:to:step>': '1000000' is out of range"))
    }

    @Test func aSceneWithTooManyErrorsSaysWhereItStopped() {
        let scene = (0..<30).map { "view v\($0) in nowhere" }.joined(separator: "\n")
        let result = runCommand(["-"], stdin: scene)
        #expect(result.status == 65)
        #expect(result.standardError.components(separatedBy: ": error: ").count == 21)
        #expect(
            result.standardError.hasSuffix(
                "<stdin>: note: stopped after 20 errors, at line 20; the lines after it were not checked\n"))
    }

    @Test func aLoneCarriageReturnEndsALine() {
        let result = runCommand(["-"], stdin: "screen 390x844\rview a in screen\rview b in nowhere\r")
        #expect(result.standardError.hasPrefix("<stdin>:3:11: error: unknown view 'nowhere'\nview b in nowhere\n"))
        var lines: [String] = []
        SceneLines.forEach(in: "a\rb\r\nc\nd") { _, line in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: line)
            lines.append(String(text))
            return true
        }
        #expect(lines == ["a", "b", "c", "d"])
    }

    /// An overflow was reported twice, the second time without a line.
    @Test func aGroupOverflowIsReportedOnceAtItsGroup() {
        let scene = """
            screen 375x300
            collection c fill
            section s in c items 4
            group g in s horizontal height 32 repeat 4 spacing 10
            item i in g width 100 height 32

            """
        let text = runCommand(["-"], stdin: scene).standardError
        #expect(text.components(separatedBy: "repeated items").count == 2, "\(text)")
        #expect(
            text.hasPrefix(
                "<stdin>:4:1: warning: the layout kit reported: CollectionLayout: section 0: 4 repeated items "
                    + "need 430 points but the group has 375"), "\(text)")
    }
}
