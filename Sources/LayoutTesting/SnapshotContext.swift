import Foundation

/// What an assertion reads from its surroundings: the environment, where
/// snapshots live, and where failures go. Tests of this module replace it
/// (a temporary folder, a fixed environment, captured failures); it is
/// task-local, so tests running in parallel do not see each other's.
struct SnapshotContext: Sendable {
    /// The folder holding the snapshots instead of
    /// `__Snapshots__/<TestFile>` beside the test file.
    var directory: URL?
    /// The environment variables; nil reads the process's.
    var environment: [String: String]?
    /// Receives each failure message instead of Swift Testing or XCTest.
    var report: (@Sendable (String) -> Void)?

    @TaskLocal static var current = SnapshotContext()

    /// The variables the assertion reads.
    var variables: [String: String] { environment ?? ProcessInfo.processInfo.environment }

    /// The record mode for an assertion: its `record:` argument, else
    /// `LAYOUT_SNAPSHOT_RECORD`, else ``SnapshotRecordMode/never`` on CI and
    /// ``SnapshotRecordMode/missing`` elsewhere. An unknown value is an error
    /// message.
    func recordMode(_ argument: SnapshotRecordMode?) -> Result<SnapshotRecordMode, SnapshotFailure> {
        if let argument { return .success(argument) }
        if let value = variables["LAYOUT_SNAPSHOT_RECORD"], !value.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
                let modes = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
                return .failure(SnapshotFailure("LAYOUT_SNAPSHOT_RECORD=\(value) is not a record mode (\(modes))"))
            }
            return .success(mode)
        }
        let ci = variables["CI"]?.lowercased()
        return .success(ci == "true" || ci == "1" ? .never : .missing)
    }
}

/// A failed assertion's message.
struct SnapshotFailure: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
