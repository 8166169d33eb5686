import Foundation
import TestSupport
import Testing

@testable import LayoutDump

/// Seeded random mutations of the example scenes, fed to the command
/// in-process: every mutant must give a result or a scene error, never a crash.
@Suite("Fuzzing the scene parser and builder")
struct FuzzTests {
    /// Tokens worth splicing into scene text.
    static let tokens = [
        "view", "stack", "scroll", "bar", "screen", "offsets", "sweep", "over", "hide", "in", "intrinsic", "hidden",
        "fill", "hugging", "resistance", "axis", "vertical", "horizontal", "spacing", "distribution", "alignment",
        "rows", "row-height", "content-height", "scale", "safe-top", "width", "height", "top", "bottom", "leading",
        "trailing", "left", "right", "centerX", "centerY", "safe", "list", "bar", "topPanel", "searchPanel",
        "screen.top", "a.width", "list.height", "==", "<=", ">=", "=", "+", "-", "*", "/", "@", "@750", "@0",
        "@1000", ".", ",", ":", "(", ")", "[", "]", "|", "H:", "V:", "-8-", "-(>=8)-", "[list(44)]", "0", "-1",
        "0.5", "1e9", "100000", "99999", "390x844", "0x0", "1x1", "'id'", "'", "#", "\n", "\t", " ", "fill-equally",
        "equal-centering", "search", "closable", "\u{FFFD}", "é", "\u{0}", "-100:400:50", "0:0:1", "1:0:1",
        "collection", "section", "group", "item", "header", "footer", "background", "items", "insets", "inter-group",
        "inter-section", "orthogonal", "continuous", "group-paging-centered", "clips-to-background", "count", "repeat",
        "fractional-width", "fractional-height", "estimated", "uniform", "measures", "pinned", "overlaps", "kind",
        "z", "supplementaries-ignore-insets", "insets-reference", "grid", "columns", "row", "cell", "direction",
        "rtl", "ltr", "update", "insert", "delete", "move", "reload", "to", "0:1", "1:0", "0:99", "update grid",
        "update list insert 0:0", "move 0:0 to 0:1",
    ]

    static func mutate(_ source: String, _ rng: inout SplitMix64) -> Data {
        var bytes = Array(source.utf8)
        let rounds = Int.random(in: 1...5, using: &rng)
        for _ in 0..<rounds {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0..<8, using: &rng) {
            case 0:  // delete a run of bytes
                let length = min(Int.random(in: 1...12, using: &rng), bytes.count - position)
                if length > 0 { bytes.removeSubrange(position..<(position + length)) }
            case 1:  // insert a random byte
                bytes.insert(UInt8.random(in: 0...255, using: &rng), at: position)
            case 2:  // replace a byte with a printable one
                if !bytes.isEmpty { bytes[position] = UInt8.random(in: 32...126, using: &rng) }
            case 3, 4:  // insert a token
                let token = tokens.randomElement(using: &rng)!
                bytes.insert(contentsOf: Array(token.utf8), at: position)
            case 5:  // replace a word with a token
                var end = position
                while end < bytes.count, bytes[end] != 32, bytes[end] != 10 { end += 1 }
                let token = tokens.randomElement(using: &rng)!
                bytes.replaceSubrange(position..<end, with: Array(token.utf8))
            case 6:  // duplicate or drop a line
                var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
                guard !lines.isEmpty else { break }
                let index = Int.random(in: 0..<lines.count, using: &rng)
                if Bool.random(using: &rng) { lines.insert(lines[index], at: index) } else { lines.remove(at: index) }
                bytes = Array(lines.joined(separator: [10]))
            default:  // swap two lines
                var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
                guard lines.count > 1 else { break }
                let i = Int.random(in: 0..<lines.count, using: &rng)
                let j = Int.random(in: 0..<lines.count, using: &rng)
                lines.swapAt(i, j)
                bytes = Array(lines.joined(separator: [10]))
            }
        }
        return Data(bytes)
    }

    /// Which example each mutant starts from, in a cycle of 51: the cheap
    /// scenes more often (the solver checks its invariants after every
    /// operation in debug builds, so a stack-heavy scene costs a few hundred
    /// milliseconds to lay out, a form a few).
    static let bases: [Int] = {
        // default bar, bar without search, form, stacks, conflicts; E1–E5; the search screen
        let weights = [5, 4, 15, 1, 15, 2, 2, 2, 2, 2, 1]
        var cycle: [Int] = []
        var remaining = weights
        while remaining.contains(where: { $0 > 0 }) {
            for (base, left) in remaining.enumerated() where left > 0 {
                cycle.append(base)
                remaining[base] -= 1
            }
        }
        return cycle
    }()

    @Test("thousands of mutated scenes: each gives a result or a scene error, never a crash")
    func mutations() throws {
        var rng = SplitMix64(seed: 0x5EED_1A70_D0FF)
        let sources = try exampleNames.map { try example($0) }
        let formats = ["text", "json", "svg", "csv", "html"]
        var outcomes: [Int32: Int] = [:]
        let count = 3000
        for index in 0..<count {
            let base = Self.bases[index % Self.bases.count]
            let mutant = Self.mutate(sources[base], &rng)
            let format = formats[(index / Self.bases.count) % formats.count]
            var arguments = ["mutant.scene", "--format", format]
            // Most mutants of the bar scenes are laid out at one offset; every
            // fourth at the scene's own offsets (the default three, or its sweep).
            if base <= 1 || base == 10, index % 4 != 0 { arguments += ["--offset", "40"] }
            if index % 7 == 0 { arguments += ["--strict"] }
            if index % 4 == 1, format == "text" || format == "json" { arguments += ["--explain", "--constraints"] }
            let result = LayoutDumpCommand.run(
                arguments: arguments, readFile: { _ in String(decoding: mutant, as: UTF8.self) })
            outcomes[result.status, default: 0] += 1
            switch result.status {
            case 0, 1:
                #expect(!result.standardOutput.isEmpty, "mutant \(index): no output")
                #expect(result.status == 0 || arguments.contains("--strict"), "mutant \(index)")
                if format == "json" { Self.checkJSON(result.standardOutput, mutant: index) }
                if format == "html" { Self.checkPageData(result.standardOutput, mutant: index) }
            case 64:
                // A mutant that lost its scroll view cannot take --offset.
                #expect(result.standardError.contains("needs a scene with a scroll view"), "mutant \(index)")
            case 65:
                #expect(result.standardOutput.isEmpty, "mutant \(index)")
                #expect(result.standardError.hasPrefix("mutant.scene:"), "mutant \(index): \(result.standardError)")
                #expect(result.standardError.contains(": error: "), "mutant \(index)")
            default:
                Issue.record("mutant \(index): unexpected status \(result.status)\n\(result.standardError)")
            }
        }
        // Both kinds of outcome must occur, or the mutations are too weak or too strong.
        #expect(outcomes[0, default: 0] > count / 10, "\(outcomes)")
        #expect(outcomes[65, default: 0] > count / 4, "\(outcomes)")
    }

    /// The JSON output parses, and every frame is four finite numbers (the
    /// formatter prints a non-finite number as null).
    static func checkJSON(_ text: String, mutant: Int) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let views = object["views"] as? [[String: Any]]
        else {
            Issue.record("mutant \(mutant): the JSON output does not parse")
            return
        }
        for view in views {
            for key in ["frame", "screenFrame"] {
                let frame = view[key] as? [String: Any] ?? [:]
                let finite = ["x", "y", "width", "height"].allSatisfy { frame[$0] is NSNumber }
                #expect(finite, "mutant \(mutant): \(view["view"] ?? "?") has a non-finite \(key)")
            }
        }
    }

    /// The data embedded in the HTML page parses, whatever names the scene holds.
    static func checkPageData(_ page: String, mutant: Int) {
        let open = "<script type=\"application/json\" id=\"layout-data\">"
        guard let start = page.range(of: open),
            let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex),
            (try? JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))) != nil
        else {
            Issue.record("mutant \(mutant): the HTML page's data does not parse")
            return
        }
    }

    @Test("random bytes and random token soup")
    func noise() {
        var rng = SplitMix64(seed: 42)
        for index in 0..<1000 {
            var text = ""
            if index % 2 == 0 {
                let bytes = (0..<Int.random(in: 0...200, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng)
                }
                text = String(decoding: bytes, as: UTF8.self)
            } else {
                text = "scroll list\nview a\nview b\n"
                for _ in 0..<Int.random(in: 1...40, using: &rng) {
                    text += Self.tokens.randomElement(using: &rng)! + (Bool.random(using: &rng) ? " " : "")
                }
            }
            let result = LayoutDumpCommand.run(arguments: ["noise.scene"], readFile: { _ in text })
            #expect([0, 65].contains(result.status), "input \(index): \(result.standardError)")
        }
    }
}
