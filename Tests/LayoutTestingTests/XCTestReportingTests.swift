import Foundation
import Layout
import XCTest

@testable import LayoutTesting

/// The XCTest path: a failure goes through `XCTFail`, which this case
/// captures (corelibs XCTest has no `XCTExpectFailure`).
final class XCTestReportingTests: XCTestCase {
    private var captured: [(description: String, file: String, line: Int)] = []
    private var isCapturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if isCapturing {
            captured.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testFailureGoesThroughXCTFail() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LayoutTesting-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = SampleTree()
        isCapturing = true
        let line = #line + 2
        SnapshotContext.$current.withValue(SnapshotContext(directory: folder, environment: [:])) {
            assertLayoutSnapshot(of: tree.screen, as: .frames)
        }
        isCapturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.description.contains("Recorded a new snapshot at") == true)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertEqual(captured.first?.file, #filePath)
        // The file is named after the XCTest method.
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("testFailureGoesThroughXCTFail.1.txt").path))
    }

    func testMatchPasses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LayoutTesting-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = SampleTree()
        let text = try SnapshotStrategy.constraints.render(tree.screen)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("testMatchPasses.1.txt"))
        SnapshotContext.$current.withValue(SnapshotContext(directory: folder, environment: [:])) {
            assertLayoutSnapshot(of: tree.screen, as: .constraints)
        }
    }
}
