import Foundation
import Layout

/// Compares a view's text under a strategy with the snapshot file recorded
/// for this assertion, and fails the running test — a Swift Testing `Issue`
/// or an `XCTFail` — when they differ, showing a diff.
///
/// The file is `__Snapshots__/<TestFile>/<testName>.<n or name>.<ext>` in
/// the folder of the test file: `<TestFile>` is the test file's name
/// without `.swift`, `<testName>` the test function's name without its
/// parentheses, `<n>` counts the unnamed assertions of the test (1, 2, …),
/// and `<ext>` is the strategy's ``SnapshotStrategy/pathExtension``.
///
/// A snapshot that does not exist yet is recorded and the test fails once,
/// saying so: re-run it to compare. ``SnapshotRecordMode`` says when files
/// are written; `LAYOUT_SNAPSHOT_RECORD=failed swift test --filter …`
/// re-records the snapshots that no longer match.
///
/// - Parameters:
///   - view: the view to snapshot.
///   - strategy: how to turn the view into text.
///   - name: a name for the snapshot instead of its number.
///   - record: the record mode for this assertion, over the environment's.
///   - fileID: the calling file's ID (`Module/File.swift`); leave the default.
///   - filePath: the calling file's path, where the snapshot folder goes;
///     leave the default.
///   - testName: the calling test's name, for the file name; leave the default.
///   - line: the line of the failure; leave the default.
///   - column: the column of the failure; leave the default.
public func assertLayoutSnapshot(
    of view: View,
    as strategy: SnapshotStrategy,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let caller = SnapshotCaller(
        fileID: "\(fileID)", filePath: filePath, testName: testName, line: Int(line), column: Int(column))
    if case .failure(let failure) = verifyLayoutSnapshot(of: view, as: strategy, named: name, record: record, caller) {
        SnapshotReporter.report(failure.message, caller)
    }
}

/// Where an assertion was written.
struct SnapshotCaller: Sendable {
    var fileID: String
    /// The test file's path, for XCTest.
    var staticFilePath: StaticString
    /// The test file's path, for the snapshot folder.
    var filePath: String
    var testName: String
    var line: Int
    var column: Int

    init(fileID: String, filePath: StaticString, testName: String, line: Int, column: Int) {
        self.fileID = fileID
        staticFilePath = filePath
        self.filePath = "\(filePath)"
        self.testName = testName
        self.line = line
        self.column = column
    }

    /// The test file's name without its extension.
    var fileName: String {
        let last = filePath.split(separator: "/").last.map(String.init) ?? filePath
        return last.hasSuffix(".swift") ? String(last.dropLast(".swift".count)) : last
    }

    /// The test's module, from the file ID (`Module/File.swift`).
    var moduleName: String { fileID.split(separator: "/").first.map(String.init) ?? "" }

    /// The filter that runs this test again with `swift test --filter`.
    var filter: String { "\(moduleName).*\(sanitizePathComponent(testName))" }
}

/// A name made safe for a file: runs of characters other than letters,
/// digits and `_` become `-`, and a leading or trailing `-` goes (as
/// swift-snapshot-testing names its files: `testFoo()` is `testFoo`).
func sanitizePathComponent(_ string: String) -> String {
    var out = ""
    var pendingDash = false
    for character in string {
        if character.isLetter || character.isNumber || character == "_" {
            if pendingDash && !out.isEmpty { out += "-" }
            pendingDash = false
            out.append(character)
        } else {
            pendingDash = true
        }
    }
    return out
}

/// The work of ``assertLayoutSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)``
/// without the reporting: nil when the snapshot matches, else the failure.
func verifyLayoutSnapshot(
    of view: View, as strategy: SnapshotStrategy, named name: String?, record: SnapshotRecordMode?,
    _ caller: SnapshotCaller
) -> Result<Void, SnapshotFailure> {
    let context = SnapshotContext.current
    let mode: SnapshotRecordMode
    switch context.recordMode(record) {
    case .success(let value): mode = value
    case .failure(let failure): return .failure(failure)
    }
    let directory =
        context.directory
        ?? URL(fileURLWithPath: caller.filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(caller.fileName)
    let testName = sanitizePathComponent(caller.testName)
    let identifier =
        name.map(sanitizePathComponent)
        ?? String(SnapshotCounter.shared.next(directory.path + "/" + testName))
    let file = directory.appendingPathComponent("\(testName).\(identifier).\(strategy.pathExtension)")
    let text: String
    do {
        text = try strategy.render(view)
    } catch {
        return .failure(SnapshotFailure("Cannot snapshot \(file.lastPathComponent): \(error.reason)."))
    }
    return verifySnapshotText(text, at: file, mode: mode, filter: caller.filter)
}

/// Compares `text` with the snapshot file `file`, writing it as `mode`
/// says: success when it matches, else the failure, whose message says how
/// to record it again with `swift test --filter '<filter>'`.
func verifySnapshotText(
    _ text: String, at file: URL, mode: SnapshotRecordMode, filter: String
) -> Result<Void, SnapshotFailure> {
    let directory = file.deletingLastPathComponent()
    let rerecord = "LAYOUT_SNAPSHOT_RECORD=failed swift test --filter '\(filter)'"

    func write(_ outcome: String) -> Result<Void, SnapshotFailure> {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            return .failure(
                SnapshotFailure("Could not write the snapshot \(file.path): \(error.localizedDescription)"))
        }
        return .failure(SnapshotFailure(outcome))
    }

    if mode == .all {
        return write(
            "Recorded the snapshot \(file.path) (record mode all). Turn record mode off and re-run the test.")
    }
    guard FileManager.default.fileExists(atPath: file.path) else {
        if mode == .never {
            return .failure(
                SnapshotFailure(
                    "No snapshot at \(file.path) (record mode never). Record it with "
                        + "LAYOUT_SNAPSHOT_RECORD=missing swift test --filter '\(filter)' and commit it."))
        }
        return write("Recorded a new snapshot at \(file.path). Re-run the test to compare against it.")
    }
    let data: Data
    do {
        data = try Data(contentsOf: file)
    } catch {
        return .failure(SnapshotFailure("Could not read the snapshot \(file.path): \(error.localizedDescription)"))
    }
    guard let stored = String(validating: data, as: UTF8.self) else {
        if mode == .failed {
            return write("The snapshot \(file.path) was not UTF-8 text; re-recorded it (record mode failed).")
        }
        return .failure(
            SnapshotFailure(
                "The snapshot \(file.path) is not UTF-8 text. Re-record it: \(rerecord)"))
    }
    if stored == text { return .success(()) }

    let diff = TextDiff(old: stored, new: text).unified()
    let message = "Snapshot does not match \(file.path)\n--- snapshot\n+++ now\n\(diff)\n"
    if mode == .failed { return write(message + "Re-recorded it (record mode failed); re-run the test.") }
    return .failure(SnapshotFailure(message + "Re-record: \(rerecord)"))
}
