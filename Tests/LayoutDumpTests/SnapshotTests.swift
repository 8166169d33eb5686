import Foundation
import Testing

@testable import LayoutDump

/// Golden files: what the command prints for the default scene and every
/// example scene, in every format. Re-record with
/// `RECORD_SNAPSHOTS=1 swift test --filter LayoutDumpTests`.
@Suite("Golden files")
struct SnapshotTests {
    static let cases: [(name: String, arguments: [String])] = [
        ("default-bar.txt", []),
        ("default-bar.json", ["--format", "json"]),
        ("default-bar.svg", ["--format", "svg"]),
        ("default-bar.csv", ["--format", "csv"]),
        ("default-bar.constraints.txt", ["--constraints"]),
        ("default-bar.explain.txt", ["--explain"]),
        ("default-bar.sweep.csv", ["--sweep", "-100:400:50", "--format", "csv"]),
        ("default-bar.sweep.svg", ["--sweep", "-100:400:50", "--format", "svg"]),
        ("default-bar.html", ["--format", "html"]),
        ("default-bar.sweep.html", ["--sweep", "-100:400:50", "--format", "html"]),
        ("default-bar.small-screen.txt", ["--width", "320", "--height", "568", "--scale", "2", "--safe-top", "20"]),
        ("bar-without-search.txt", ["Examples/bar-without-search.scene"]),
        ("bar-without-search.json", ["Examples/bar-without-search.scene", "--format", "json"]),
        ("bar-without-search.svg", ["Examples/bar-without-search.scene", "--format", "svg"]),
        ("bar-without-search.csv", ["Examples/bar-without-search.scene", "--format", "csv"]),
        ("form.txt", ["Examples/form.scene"]),
        ("form.json", ["Examples/form.scene", "--format", "json"]),
        ("form.svg", ["Examples/form.scene", "--format", "svg"]),
        ("form.csv", ["Examples/form.scene", "--format", "csv"]),
        ("form.constraints.txt", ["Examples/form.scene", "--constraints"]),
        ("stack-distributions.txt", ["Examples/stack-distributions.scene"]),
        ("stack-distributions.json", ["Examples/stack-distributions.scene", "--format", "json"]),
        ("stack-distributions.svg", ["Examples/stack-distributions.scene", "--format", "svg"]),
        ("stack-distributions.csv", ["Examples/stack-distributions.scene", "--format", "csv"]),
        ("conflicts.txt", ["Examples/conflicts.scene", "--explain", "--constraints"]),
        ("conflicts.json", ["Examples/conflicts.scene", "--format", "json", "--explain", "--constraints"]),
        ("conflicts.svg", ["Examples/conflicts.scene", "--format", "svg", "--explain"]),
        ("conflicts.csv", ["Examples/conflicts.scene", "--format", "csv"]),
        ("conflicts.html", ["Examples/conflicts.scene", "--format", "html"]),
    ]

    @Test("output matches the golden file", arguments: cases.map(\.name))
    func snapshot(_ name: String) {
        let arguments = Self.cases.first { $0.name == name }!.arguments
        let result = runCommand(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        // Only the scene with deliberate mistakes may warn: on the others a
        // warning is something the layout kit got wrong.
        if !name.hasPrefix("conflicts.") { #expect(result.standardError.isEmpty) }
        assertSnapshot(result.standardOutput, named: name)
    }

    @Test("every example scene has a golden file in every format")
    func coverage() {
        let names = Set(Self.cases.map(\.name))
        for example in exampleNames {
            let base = example.replacingOccurrences(of: ".scene", with: "")
            for ext in ["txt", "json", "svg", "csv"] {
                #expect(names.contains("\(base).\(ext)"), "missing \(base).\(ext)")
            }
        }
    }
}
