import Foundation
import Layout
import Testing

@testable import LayoutTesting

@Suite("Record modes")
struct RecordModeTests {
    @Test("missing (the default): records a new snapshot and fails once, then passes")
    func missingRecordsThenPasses() {
        let sandbox = SnapshotSandbox()
        let tree = SampleTree()
        let first = sandbox.run { assertLayoutSnapshot(of: tree.screen, as: .frames, named: "tree") }
        #expect(first.count == 1)
        #expect(first.first?.contains("Recorded a new snapshot at") == true)
        #expect(first.first?.contains("Re-run the test") == true)
        #expect(sandbox.text("missingRecordsThenPasses.tree.txt") == (try? SnapshotStrategy.frames.render(tree.screen)))
        #expect(sandbox.run { assertLayoutSnapshot(of: tree.screen, as: .frames, named: "tree") } == [])
    }

    @Test("never: a missing snapshot fails and nothing is written")
    func neverWritesNothing() {
        let sandbox = SnapshotSandbox()
        let tree = SampleTree()
        let failures = sandbox.run { assertLayoutSnapshot(of: tree.screen, as: .frames, record: .never) }
        #expect(failures.count == 1)
        #expect(failures.first?.contains("No snapshot at") == true)
        #expect(sandbox.fileNames == [])
    }

    @Test("all: records even a matching snapshot, and fails")
    func allAlwaysRecords() throws {
        let sandbox = SnapshotSandbox()
        let tree = SampleTree()
        sandbox.run { assertLayoutSnapshot(of: tree.screen, as: .frames, named: "a") }
        try sandbox.write(Data("stale\n".utf8), to: "allAlwaysRecords.a.txt")
        let failures = sandbox.run {
            assertLayoutSnapshot(of: tree.screen, as: .frames, named: "a", record: .all)
            assertLayoutSnapshot(of: tree.screen, as: .frames, named: "a", record: .all)
        }
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.contains("record mode all") })
        #expect(sandbox.text("allAlwaysRecords.a.txt") == (try? SnapshotStrategy.frames.render(tree.screen)))
    }

    @Test("failed: rewrites a snapshot that does not match, and still fails")
    func failedRewritesMismatch() throws {
        let sandbox = SnapshotSandbox()
        let tree = SampleTree()
        try sandbox.write(Data("stale\n".utf8), to: "failedRewritesMismatch.a.txt")
        let failures = sandbox.run(environment: ["LAYOUT_SNAPSHOT_RECORD": "failed"]) {
            assertLayoutSnapshot(of: tree.screen, as: .frames, named: "a")
        }
        #expect(failures.count == 1)
        #expect(failures.first?.contains("Re-recorded it (record mode failed)") == true)
        #expect(sandbox.text("failedRewritesMismatch.a.txt") == (try? SnapshotStrategy.frames.render(tree.screen)))
        let again = sandbox.run(environment: ["LAYOUT_SNAPSHOT_RECORD": "failed"]) {
            assertLayoutSnapshot(of: tree.screen, as: .frames, named: "a")
        }
        #expect(again == [])
    }

    @Test("A mismatch outside failed or all leaves the file alone")
    func mismatchKeepsFile() throws {
        let sandbox = SnapshotSandbox()
        let tree = SampleTree()
        try sandbox.write(Data("stale\n".utf8), to: "mismatchKeepsFile.a.txt")
        for mode in [SnapshotRecordMode.missing, .never] {
            let failures = sandbox.run { assertLayoutSnapshot(of: tree.screen, as: .frames, named: "a", record: mode) }
            #expect(failures.count == 1)
            #expect(sandbox.text("mismatchKeepsFile.a.txt") == "stale\n")
        }
    }

    @Test(
        "The mode comes from record:, else LAYOUT_SNAPSHOT_RECORD, else never on CI and missing elsewhere",
        arguments: [
            (nil, [:], SnapshotRecordMode.missing),
            (nil, ["CI": "true"], .never),
            (nil, ["CI": "1"], .never),
            (nil, ["CI": "false"], .missing),
            (nil, ["LAYOUT_SNAPSHOT_RECORD": "all", "CI": "true"], .all),
            (nil, ["LAYOUT_SNAPSHOT_RECORD": "Failed"], .failed),
            (SnapshotRecordMode.missing, ["LAYOUT_SNAPSHOT_RECORD": "never", "CI": "true"], .missing),
        ] as [(SnapshotRecordMode?, [String: String], SnapshotRecordMode)])
    func modeResolution(argument: SnapshotRecordMode?, environment: [String: String], expected: SnapshotRecordMode)
        throws
    {
        let context = SnapshotContext(environment: environment)
        #expect(try context.recordMode(argument).get() == expected)
    }

    @Test("An unknown LAYOUT_SNAPSHOT_RECORD fails the assertion and writes nothing")
    func unknownMode() {
        let sandbox = SnapshotSandbox()
        let tree = SampleTree()
        let failures = sandbox.run(environment: ["LAYOUT_SNAPSHOT_RECORD": "sometimes"]) {
            assertLayoutSnapshot(of: tree.screen, as: .frames)
        }
        #expect(failures == ["LAYOUT_SNAPSHOT_RECORD=sometimes is not a record mode (all, missing, never, failed)"])
        #expect(sandbox.fileNames == [])
    }
}
