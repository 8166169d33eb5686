import Foundation
import Testing

@testable import LayoutDump

/// The package's root directory, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The example scenes, by file name.
let exampleNames = [
    "default-bar.scene", "bar-without-search.scene", "form.scene", "stack-distributions.scene", "conflicts.scene",
    "collection-two-columns.scene", "collection-inset-grid.scene", "collection-overflow.scene",
    "collection-paging-centered.scene", "collection-item-insets.scene", "search-screen.scene",
    "collection-update.scene",
]

/// The text of an example scene.
func example(_ name: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent("Examples/\(name)"), encoding: .utf8)
}

/// Parses a scene that must be valid.
func parse(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Scene {
    do {
        return try SceneParser.parse(source)
    } catch let errors as SceneErrors {
        Issue.record(
            "unexpected scene errors: \(errors.formatted(file: "scene", source: source))",
            sourceLocation: sourceLocation)
        throw errors
    }
}

/// The errors of a scene that must be invalid, as `line:column: message` lines.
func errors(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
    do {
        _ = try SceneParser.parse(source)
        Issue.record("the scene parsed without an error", sourceLocation: sourceLocation)
        return []
    } catch let errors as SceneErrors {
        return errors.errors.map { "\($0.location): \($0.message)" }
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// The single error of an invalid scene, as `line:column: message`.
func error(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let all = errors(source, sourceLocation: sourceLocation)
    #expect(all.count == 1, "expected one error, got \(all)", sourceLocation: sourceLocation)
    return all.first ?? ""
}

/// Compares text with a golden file in `Snapshots/`; with `RECORD_SNAPSHOTS=1`
/// in the environment, writes the file instead.
func assertSnapshot(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = packageRoot.appendingPathComponent("Tests/LayoutDumpTests/Snapshots/\(name)")
    assertSnapshot(text, at: url, name: "Snapshots/\(name)", sourceLocation: sourceLocation)
}

/// Compares text with a golden file; with `RECORD_SNAPSHOTS=1` in the
/// environment, writes the file instead.
func assertSnapshot(
    _ text: String, at url: URL, name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            Issue.record("cannot record \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record(
            "no golden file \(name): run `RECORD_SNAPSHOTS=1 swift test --filter LayoutDumpTests` to record it",
            sourceLocation: sourceLocation)
        return
    }
    if golden != text {
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(expected, actual).enumerated().first { $1.0 != $1.1 }?.offset ?? min(expected.count, actual.count)
        let want = line < expected.count ? String(expected[line]) : "<end of file>"
        let got = line < actual.count ? String(actual[line]) : "<end of file>"
        Issue.record(
            """
            output differs from \(name) at line \(line + 1):
              expected: \(want)
              actual:   \(got)
            (re-record with RECORD_SNAPSHOTS=1 if the change is intended)
            """, sourceLocation: sourceLocation)
    }
}

/// Runs the command in-process.
func runCommand(_ arguments: [String], stdin: String = "") -> CommandResult {
    LayoutDumpCommand.run(
        arguments: arguments,
        readFile: { path in
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageRoot.appendingPathComponent(path)
            return try LayoutDumpCommand.readSceneFile(url.path)
        }, readStandardInput: { stdin })
}
