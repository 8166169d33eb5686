import Foundation

/// Compares `text` with the golden file at `file`, under the record mode of
/// the environment (`LAYOUT_SNAPSHOT_RECORD`, as for
/// ``assertLayoutSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)``):
/// nil when it matches, else the failure's message, which says how to record
/// the file again with `swift test --filter '<filter>'`. For the package's
/// own tests of text that is not a view's (a command's output, a collection
/// view's realized elements), so that every golden file records alike.
package func verifyGoldenFile(_ text: String, at file: URL, filter: String) -> String? {
    switch SnapshotContext.current.recordMode(nil) {
    case .failure(let failure): return failure.message
    case .success(let mode):
        if case .failure(let failure) = verifySnapshotText(text, at: file, mode: mode, filter: filter) {
            return failure.message
        }
        return nil
    }
}
