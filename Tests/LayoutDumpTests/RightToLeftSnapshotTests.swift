import Foundation
import Testing

@testable import LayoutDump

/// Right-to-left golden files: each example scene (and the built-in default
/// scene) laid out with `--direction rtl`, beside its left-to-right text
/// golden and with the same arguments. Re-record with
/// `LAYOUT_SNAPSHOT_RECORD=failed swift test --filter RightToLeftSnapshotTests`.
@Suite("Right-to-left golden files")
struct RightToLeftSnapshotTests {
    /// Each left-to-right text golden of an example scene (`form.txt`)
    /// gives a right-to-left one (`form.rtl.txt`): the same arguments and
    /// `--direction rtl`.
    static let cases: [(name: String, arguments: [String])] = SnapshotTests.cases.compactMap { name, arguments in
        let base = String(name.dropLast(".txt".count))
        guard name.hasSuffix(".txt"), exampleNames.contains("\(base).scene") else { return nil }
        return ("\(base).rtl.txt", arguments + ["--direction", "rtl"])
    }

    @Test("output right to left matches the golden file", arguments: cases.map(\.name))
    func snapshot(_ name: String) {
        let arguments = Self.cases.first { $0.name == name }!.arguments
        let result = runCommand(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        if !name.hasPrefix("conflicts.") { #expect(result.standardError.isEmpty) }
        #expect(result.standardOutput.contains("\ndirection: right to left\n"))
        assertSnapshot(result.standardOutput, named: name)
    }

    @Test("every example scene has a right-to-left golden file")
    func coverage() {
        let names = Set(Self.cases.map(\.name))
        for example in exampleNames {
            let base = example.replacingOccurrences(of: ".scene", with: "")
            #expect(names.contains("\(base).rtl.txt"), "missing \(base).rtl.txt")
        }
        // The default scene's golden is the built-in scene's (no file argument).
        #expect(Self.cases.first { $0.name == "default-bar.rtl.txt" }?.arguments == ["--direction", "rtl"])
    }
}
