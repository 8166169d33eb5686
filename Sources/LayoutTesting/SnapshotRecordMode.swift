/// When ``assertLayoutSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)``
/// writes a snapshot file. Every mode that writes also fails the test, so a
/// recording never passes unnoticed.
///
/// Set it per assertion with `record:` or for a whole run with the
/// environment variable `LAYOUT_SNAPSHOT_RECORD` (`all`, `missing`, `never`,
/// `failed`). Without either it is ``missing``, or ``never`` when the
/// environment variable `CI` is `true` or `1`, so that a snapshot forgotten
/// in a commit fails the CI run instead of being recorded there and lost.
public enum SnapshotRecordMode: String, CaseIterable, Sendable {
    /// Record every snapshot, matching or not.
    case all
    /// Record snapshots that have no file yet; compare the others.
    case missing
    /// Never write: a missing snapshot is a failure.
    case never
    /// Record missing snapshots and rewrite those that do not match.
    case failed
}
