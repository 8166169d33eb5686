import Foundation
import Testing

@testable import LayoutDump

/// Golden files: what the command prints for the default scene and every
/// example scene, in every format. Re-record with
/// `LAYOUT_SNAPSHOT_RECORD=failed swift test --filter LayoutDumpTests`.
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
        ("collection-two-columns.txt", ["Examples/collection-two-columns.scene"]),
        ("collection-two-columns.json", ["Examples/collection-two-columns.scene", "--format", "json"]),
        ("collection-two-columns.svg", ["Examples/collection-two-columns.scene", "--format", "svg"]),
        ("collection-two-columns.csv", ["Examples/collection-two-columns.scene", "--format", "csv"]),
        ("collection-inset-grid.txt", ["Examples/collection-inset-grid.scene"]),
        ("collection-inset-grid.json", ["Examples/collection-inset-grid.scene", "--format", "json"]),
        ("collection-inset-grid.svg", ["Examples/collection-inset-grid.scene", "--format", "svg"]),
        ("collection-inset-grid.csv", ["Examples/collection-inset-grid.scene", "--format", "csv"]),
        ("collection-overflow.txt", ["Examples/collection-overflow.scene"]),
        ("collection-overflow.json", ["Examples/collection-overflow.scene", "--format", "json"]),
        ("collection-overflow.svg", ["Examples/collection-overflow.scene", "--format", "svg"]),
        ("collection-overflow.csv", ["Examples/collection-overflow.scene", "--format", "csv"]),
        ("collection-paging-centered.txt", ["Examples/collection-paging-centered.scene"]),
        ("collection-paging-centered.json", ["Examples/collection-paging-centered.scene", "--format", "json"]),
        ("collection-paging-centered.svg", ["Examples/collection-paging-centered.scene", "--format", "svg"]),
        ("collection-paging-centered.csv", ["Examples/collection-paging-centered.scene", "--format", "csv"]),
        ("collection-item-insets.txt", ["Examples/collection-item-insets.scene"]),
        ("collection-item-insets.json", ["Examples/collection-item-insets.scene", "--format", "json"]),
        ("collection-item-insets.svg", ["Examples/collection-item-insets.scene", "--format", "svg"]),
        ("collection-item-insets.csv", ["Examples/collection-item-insets.scene", "--format", "csv"]),
        ("search-screen.txt", ["Examples/search-screen.scene"]),
        ("search-screen.json", ["Examples/search-screen.scene", "--format", "json"]),
        ("search-screen.svg", ["Examples/search-screen.scene", "--format", "svg"]),
        ("search-screen.csv", ["Examples/search-screen.scene", "--format", "csv"]),
        ("search-screen.constraints.txt", ["Examples/search-screen.scene", "--constraints", "--explain"]),
        ("search-screen.html", ["Examples/search-screen.scene", "--format", "html"]),
        (
            "search-screen.cards.html",
            ["Examples/search-screen.scene", "--orthogonal-section", "0", "--sweep", "0:1400:100", "--format", "html"]
        ),
        ("collection-update.txt", ["Examples/collection-update.scene"]),
        ("collection-update.json", ["Examples/collection-update.scene", "--format", "json"]),
        ("collection-update.svg", ["Examples/collection-update.scene", "--format", "svg"]),
        ("collection-update.csv", ["Examples/collection-update.scene", "--format", "csv"]),
        ("collection-update.html", ["Examples/collection-update.scene", "--format", "html"]),
        ("collection-update.step3.txt", ["Examples/collection-update.scene", "--update-step", "3"]),
        (
            "collection-paging-centered.orthogonal.txt",
            ["Examples/collection-paging-centered.scene", "--orthogonal-section", "0", "--sweep", "0:675:337.5"]
        ),
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
