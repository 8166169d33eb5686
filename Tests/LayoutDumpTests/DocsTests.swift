import Foundation
import Testing

@testable import LayoutDump

/// The documentation's examples are real: the `console` blocks of
/// README.md are run and their output compared (and rewritten with
/// `LAYOUT_SNAPSHOT_RECORD=failed`), the SVG files they write are current, and the
/// scene at the top of the scene format article
/// (Docs/LayoutDump.docc/SceneFormat.md) lays out cleanly.
@Suite("Documentation examples")
struct DocsTests {
    static let tourURL = packageRoot.appendingPathComponent("README.md")

    /// One `$ …` command of a console block, and what it should print.
    struct Command {
        var line: String
        var expected: [String]
    }

    /// What a console command prints (stdout, plus stderr with `2>&1`, plus
    /// `exit N` with `; echo "exit $?"`), and the file it writes with `> path`.
    static func run(_ line: String) throws -> (output: String, file: String?) {
        var command = line
        var echoStatus = false
        if command.hasSuffix("; echo \"exit $?\"") {
            echoStatus = true
            command.removeLast("; echo \"exit $?\"".count)
        }
        if command.hasPrefix("cat ") {
            let path = String(command.dropFirst(4))
            return (try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8), nil)
        }
        var stdin = ""
        if command.hasPrefix("printf '"), let end = command.range(of: "' | ") {
            let start = command.index(command.startIndex, offsetBy: "printf '".count)
            stdin = String(command[start..<end.lowerBound]).replacingOccurrences(of: "\\n", with: "\n")
            command = String(command[end.upperBound...])
        }
        var file: String?
        if let redirect = command.range(of: " > ") {
            file = String(command[redirect.upperBound...])
            command = String(command[..<redirect.lowerBound])
        }
        var mergeStandardError = false
        if command.hasSuffix(" 2>&1") {
            mergeStandardError = true
            command.removeLast(" 2>&1".count)
        }
        let prefix = "swift run layout-dump"
        guard command.hasPrefix(prefix) else {
            throw UsageError("the tour's console blocks run only `swift run layout-dump`, `cat` and `printf`: \(line)")
        }
        let arguments = command.dropFirst(prefix.count).split(separator: " ").map(String.init)
        let result = runCommand(arguments, stdin: stdin)
        var output = result.standardOutput
        if mergeStandardError { output += result.standardError }
        if echoStatus { output += "exit \(result.status)\n" }
        return (output, file)
    }

    @Test("the tour's console blocks print what the tour shows")
    func tour() throws {
        let text = try String(contentsOf: Self.tourURL, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let recording = ["all", "failed"].contains(ProcessInfo.processInfo.environment["LAYOUT_SNAPSHOT_RECORD"] ?? "")
        var rewritten: [String] = []
        var index = 0
        var commands = 0
        while index < lines.count {
            let line = lines[index]
            rewritten.append(line)
            index += 1
            guard line == "```console" else { continue }
            // The block: commands and their expected output, up to the closing fence.
            var block: [Command] = []
            while index < lines.count, lines[index] != "```" {
                if lines[index].hasPrefix("$ ") {
                    block.append(Command(line: String(lines[index].dropFirst(2)), expected: []))
                } else if !block.isEmpty {
                    block[block.count - 1].expected.append(lines[index])
                }
                index += 1
            }
            for command in block {
                commands += 1
                let (output, file) = try Self.run(command.line)
                rewritten.append("$ " + command.line)
                if let file {
                    assertSnapshot(output, at: packageRoot.appendingPathComponent(file), name: file)
                    continue
                }
                var printed = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if printed.last == "" { printed.removeLast() }
                rewritten += printed
                if !recording {
                    #expect(
                        command.expected == printed,
                        "README.md: `\(command.line)` prints something else; re-record with LAYOUT_SNAPSHOT_RECORD=failed"
                    )
                }
            }
            if index < lines.count {
                rewritten.append(lines[index])
                index += 1
            }
        }
        #expect(commands >= 8)
        lines = rewritten
        if recording { try Data(lines.joined(separator: "\n").utf8).write(to: Self.tourURL) }
    }

    @Test("the scene at the top of Docs/LayoutDump.docc/SceneFormat.md lays out without conflicts or ambiguity")
    func sceneFormatExample() throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Docs/LayoutDump.docc/SceneFormat.md"), encoding: .utf8)
        let start = try #require(text.range(of: "```\n# A card"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let scene = try parse(String(text[text.index(start.lowerBound, offsetBy: 4)..<end.lowerBound]))
        let layout = LayoutRunner.run(scene).layouts[0]
        #expect(layout.constraints.allSatisfy { !$0.isBroken })
        #expect(layout.views.allSatisfy { $0.isAmbiguous == false })
    }

    @Test("the scene format article's collection example lays out to the frames it shows")
    func collectionExample() throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Docs/LayoutDump.docc/SceneFormat.md"), encoding: .utf8)
        let start = try #require(text.range(of: "```\ncollection grid fill"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let example = String(text[text.index(start.lowerBound, offsetBy: 4)..<end.lowerBound])
        let treeStart = try #require(text.range(of: "```\n<View 'screen'; frame = (0 0; 375 300)>"))
        let treeEnd = try #require(text.range(of: "\n```", range: treeStart.upperBound..<text.endIndex))
        let tree = String(text[text.index(treeStart.lowerBound, offsetBy: 4)..<treeEnd.lowerBound])
        let scene = try parse("screen 375x300 scale 4\n" + example)
        let layout = try #require(LayoutRunner.run(scene).layouts.first)
        #expect(layout.tree == tree)
        #expect(layout.views.first { $0.name == "cell[0,1]" }?.frame.width == 172.5)
    }

    @Test("the scene format article's badge stays inside its panel over a whole sweep, as the panel collapses")
    func badgeExampleStaysInsideItsPanel() throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Docs/LayoutDump.docc/SceneFormat.md"), encoding: .utf8)
        let start = try #require(text.range(of: "```\nview badge in closablePanel"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let example = String(text[text.index(start.lowerBound, offsetBy: 4)..<end.lowerBound])
        let scene = try parse(
            """
            screen 390x844 scale 3 safe-top 47
            scroll list rows 4 row-height 44 content-height 1800
            bar over list
            \(example)
            sweep -100:400:10
            """)
        let result = LayoutRunner.run(scene)
        #expect(result.brokenConstraints.isEmpty)
        for layout in result.layouts {
            let badge = try #require(layout.views.first { $0.name == "badge" }).screenFrame
            let panel = try #require(layout.views.first { $0.name == "closablePanel" }).screenFrame
            let offset = layout.offset ?? 0
            #expect(badge.y >= panel.y - 0.01, "offset \(offset): the badge sticks out above its panel")
            #expect(
                badge.y + badge.height <= panel.y + panel.height + 0.01,
                "offset \(offset): the badge sticks out below its panel")
            #expect(badge.x >= panel.x && badge.x + badge.width <= panel.x + panel.width)
            #expect(layout.views.allSatisfy { $0.isAmbiguous == false }, "offset \(offset): ambiguous")
        }
        // The sweep does collapse the panel (to nothing) and the badge with it.
        let heights = result.layouts.compactMap { $0.views.first { $0.name == "closablePanel" }?.screenFrame.height }
        #expect(heights.contains(44) && heights.contains(0))
    }
}
