import Testing
import XCTest

/// Fails the running test: through Swift Testing when a Swift Testing test
/// is running, else through XCTest (or, in this module's tests, the
/// context's capture).
enum SnapshotReporter {
    static func report(_ message: String, _ caller: SnapshotCaller) {
        if let capture = SnapshotContext.current.report {
            capture(message)
        } else if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: Testing.SourceLocation(
                    fileID: caller.fileID, filePath: caller.filePath, line: caller.line, column: caller.column))
        } else {
            XCTFail(message, file: caller.staticFilePath, line: UInt(caller.line))
        }
    }
}
