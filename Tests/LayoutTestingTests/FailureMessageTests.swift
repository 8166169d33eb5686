import Foundation
import Layout
import Testing

@testable import LayoutTesting

@Suite("Failure messages and bad input")
struct FailureMessageTests {
    @Test("A mismatch shows a numbered unified diff, the snapshot's path and how to re-record")
    func mismatchMessage() throws {
        let sandbox = SnapshotSandbox()
        sandbox.run { assertLayoutSnapshot(of: SampleTree().screen, as: .frames, named: "tree") }
        let failures = sandbox.run {
            assertLayoutSnapshot(of: SampleTree(headerHeight: 70).screen, as: .frames, named: "tree")
        }
        let message = try #require(failures.first)
        let path = sandbox.directory.appendingPathComponent("mismatchMessage.tree.txt").path
        #expect(message.hasPrefix("Snapshot does not match \(path)\n--- snapshot\n+++ now\n@@ -1,"))
        #expect(message.contains("\n-    2 |    | <View 'header'; frame = (0 20; 320 60)>\n"))
        #expect(message.contains("\n+    2 |    | <View 'header'; frame = (0 20; 320 70)>\n"))
        #expect(message.contains("\n     1 | <View 'screen'; frame = (0 0; 320 480)>\n"))
        #expect(
            message.hasSuffix(
                "Re-record: LAYOUT_SNAPSHOT_RECORD=failed swift test --filter 'LayoutTestingTests.*mismatchMessage'"))
    }

    @Test("The diff keeps to its first lines and says how many changes it left out")
    func diffLimit() {
        let old = (1...100).map { "line \($0)" }.joined(separator: "\n")
        let new = (1...100).map { "line \($0 * 2)" }.joined(separator: "\n")
        let diff = TextDiff(old: old, new: new)
        #expect(diff.hasChanges)
        let lines = diff.unified(limit: 20).split(separator: "\n")
        #expect(lines.count == 21)
        #expect(lines.last?.hasPrefix("… ") == true)
        #expect(lines.last?.hasSuffix(" more changed lines not shown") == true)
        #expect(!TextDiff(old: old, new: old).hasChanges)
        #expect(TextDiff(old: old, new: old).unified() == "")
    }

    @Test("A diff of an inserted line numbers both sides and keeps context")
    func insertion() {
        let diff = TextDiff(old: "a\nb\nc\nd\ne\nf", new: "a\nb\nc\nX\nd\ne\nf").unified()
        #expect(diff == "@@ -2,4 +2,5 @@\n     2 | b\n     3 | c\n+    4 | X\n     4 | d\n     5 | e")
    }

    @Test("A strategy that does not apply fails clearly and writes nothing")
    func notApplicable() {
        let sandbox = SnapshotSandbox()
        let tree = SampleTree()
        let failures = sandbox.run { assertLayoutSnapshot(of: tree.header, as: .sweep(offsets: [0, 10])) }
        #expect(
            failures == [
                "Cannot snapshot notApplicable.1.txt: .sweep(offsets:) needs a ScrollView; View 'header' is a View."
            ])
        #expect(sandbox.fileNames == [])
    }

    @Test("A snapshot that is not UTF-8 fails clearly and stays as it was")
    func corruptFile() throws {
        let sandbox = SnapshotSandbox()
        let bytes = Data([0xFF, 0xFE, 0x00, 0xC3])
        try sandbox.write(bytes, to: "corruptFile.a.txt")
        let tree = SampleTree()
        let failures = sandbox.run { assertLayoutSnapshot(of: tree.screen, as: .frames, named: "a") }
        #expect(failures.count == 1)
        #expect(failures.first?.contains("is not UTF-8 text. Re-record it: LAYOUT_SNAPSHOT_RECORD=failed") == true)
        #expect(try Data(contentsOf: sandbox.directory.appendingPathComponent("corruptFile.a.txt")) == bytes)
        let rerecorded = sandbox.run { assertLayoutSnapshot(of: tree.screen, as: .frames, named: "a", record: .failed) }
        #expect(rerecorded.first?.contains("was not UTF-8 text; re-recorded it") == true)
        #expect(sandbox.text("corruptFile.a.txt") == (try? SnapshotStrategy.frames.render(tree.screen)))
    }

    @Test("An unwritable snapshot folder fails clearly")
    func unwritableFolder() throws {
        let sandbox = SnapshotSandbox()
        // A file where the folder should be: no folder can be made there, even by root.
        try FileManager.default.createDirectory(
            at: sandbox.directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: sandbox.directory)
        let failures = sandbox.run { assertLayoutSnapshot(of: SampleTree().screen, as: .frames) }
        #expect(failures.count == 1)
        #expect(
            failures.first?.hasPrefix("Could not write the snapshot \(sandbox.directory.path)/unwritableFolder.1.txt: ")
                == true)
        #expect(try String(contentsOf: sandbox.directory, encoding: .utf8) == "not a folder")
    }
}
