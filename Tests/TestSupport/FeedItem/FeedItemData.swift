/// The texts of one LinkedIn feed item, as LayoutFrameworkBenchmark's cells
/// show them.
public struct FeedItemData: Sendable, Equatable {
    /// The top bar's action.
    public var actionText: String
    /// The poster's name.
    public var posterName: String
    /// The poster's headline (up to three lines shown).
    public var posterHeadline: String
    /// When the item was posted.
    public var posterTimestamp: String
    /// The poster's comment.
    public var posterComment: String
    /// The shared content's title.
    public var contentTitle: String
    /// The shared content's domain.
    public var contentDomain: String
    /// The actor's comment.
    public var actorComment: String

    /// The `index`th item of a feed: texts that name their index, so that
    /// items differ in length as the benchmark's generated items do.
    public init(index: Int) {
        actionText = "action text \(index)"
        posterName = "poster name \(index)"
        posterHeadline = "poster title \(index) with some longer stuff"
        posterTimestamp = "poster timestamp \(index)"
        posterComment = "poster comment \(index)"
        contentTitle = "content title \(index)"
        contentDomain = "content domain \(index)"
        actorComment = "actor comment \(index)"
    }
}
