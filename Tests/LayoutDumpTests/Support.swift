import Foundation
import LayoutTesting
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

/// Compares text with a golden file in `Snapshots/`, recorded as
/// `LAYOUT_SNAPSHOT_RECORD` says (`failed` re-records those that differ).
func assertSnapshot(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = packageRoot.appendingPathComponent("Tests/LayoutDumpTests/Snapshots/\(name)")
    assertSnapshot(text, at: url, name: "Snapshots/\(name)", sourceLocation: sourceLocation)
}

/// Compares text with a golden file, recorded as `LAYOUT_SNAPSHOT_RECORD`
/// says (`failed` re-records it if it differs).
func assertSnapshot(
    _ text: String, at url: URL, name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    if let failure = verifyGoldenFile(text, at: url, filter: "LayoutDumpTests") {
        Issue.record("\(name): \(failure)", sourceLocation: sourceLocation)
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
