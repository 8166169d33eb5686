import Foundation
import Layout
import Testing

@testable import LayoutTesting

@Suite("Reporting under Swift Testing")
struct SwiftTestingReportingTests {
    @Test("A failure is recorded as an Issue at the assertion's line, with the message")
    func recordsAnIssue() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LayoutTesting-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let line = #line + 3
        withKnownIssue {
            SnapshotContext.$current.withValue(SnapshotContext(directory: folder, environment: [:])) {
                assertLayoutSnapshot(of: SampleTree().header, as: .sweep(offsets: [0]))
            }
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return comment.contains(".sweep(offsets:) needs a ScrollView") && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "SwiftTestingReportingTests.swift"
        }
    }

    @Test("A matching snapshot records no issue")
    func matchRecordsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LayoutTesting-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = SampleTree()
        let text = try SnapshotStrategy.recursiveDescription.render(tree.screen)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("matchRecordsNothing.tree.txt"))
        SnapshotContext.$current.withValue(SnapshotContext(directory: folder, environment: [:])) {
            assertLayoutSnapshot(of: tree.screen, as: .recursiveDescription, named: "tree")
        }
    }
}
