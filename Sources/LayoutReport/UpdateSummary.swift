/// A batch update of a collection view that a run applied (a scene's
/// `update` statement), as the text report's header describes it.
public struct UpdateSummary: Hashable, Sendable {
    /// The collection view's name.
    public var collection: String
    /// Where the update is written.
    public var location: SourceLocation
    /// The changes, as the scene writes them: `delete 1:0`, `move 0:2 to 0:7`.
    public var changes: [String]

    /// Creates an update's summary.
    public init(collection: String, location: SourceLocation, changes: [String]) {
        self.collection = collection
        self.location = location
        self.changes = changes
    }
}
