import Foundation
import Layout
import Testing

@testable import LayoutTesting

@Suite("File naming")
struct FileNamingTests {
    @Test("Unnamed assertions count 1, 2, … per test; named ones use their name; the extension is the strategy's")
    func numbering() {
        let sandbox = SnapshotSandbox()
        let tree = SampleTree()
        sandbox.run {
            assertLayoutSnapshot(of: tree.screen, as: .frames)
            assertLayoutSnapshot(of: tree.screen, as: .json)
            assertLayoutSnapshot(of: tree.screen, as: .svg, named: "a picture!")
            assertLayoutSnapshot(of: tree.screen, as: .constraints)
        }
        #expect(
            sandbox.fileNames == ["numbering.1.txt", "numbering.2.json", "numbering.3.txt", "numbering.a-picture.svg"])
    }

    @Test(
        "Names are sanitised as swift-snapshot-testing does",
        arguments: [
            ("testFoo()", "testFoo"), ("sweep(panels:)", "sweep-panels"), ("with space", "with-space"),
            ("__x__", "__x__"), ("été 2", "été-2"),
        ])
    func sanitising(name: String, expected: String) {
        #expect(sanitizePathComponent(name) == expected)
    }

    @Test("Without the folder seam the file goes to __Snapshots__/<TestFile>/ beside the test file")
    func defaultFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LayoutTesting-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = SampleTree()
        var caller = SnapshotCaller(
            fileID: "MyTests/HeaderTests.swift", filePath: #filePath, testName: "testHeader()", line: 1, column: 1)
        caller.filePath = folder.appendingPathComponent("HeaderTests.swift").path
        let result = SnapshotContext.$current.withValue(SnapshotContext(environment: [:])) {
            verifyLayoutSnapshot(of: tree.screen, as: .frames, named: nil, record: .missing, caller)
        }
        #expect(throws: SnapshotFailure.self) { try result.get() }
        let expected = folder.appendingPathComponent("__Snapshots__/HeaderTests/testHeader.1.txt")
        #expect(FileManager.default.fileExists(atPath: expected.path))
        #expect(caller.filter == "MyTests.*testHeader")
    }
}
