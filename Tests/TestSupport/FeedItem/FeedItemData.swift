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

    /// An item with these texts.
    public init(
        actionText: String, posterName: String, posterHeadline: String, posterTimestamp: String,
        posterComment: String, contentTitle: String, contentDomain: String, actorComment: String
    ) {
        self.actionText = actionText
        self.posterName = posterName
        self.posterHeadline = posterHeadline
        self.posterTimestamp = posterTimestamp
        self.posterComment = posterComment
        self.contentTitle = contentTitle
        self.contentDomain = contentDomain
        self.actorComment = actorComment
    }

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

    /// Two items for the stack card (``StackCardCell``), of different
    /// shapes: the first's headline takes two lines, the second's one, and
    /// the second has no poster comment (an empty label, 0 × 0).
    public static let stackCardSamples: [FeedItemData] = [
        FeedItemData(
            actionText: "Mira Okafor liked this", posterName: "Jonas Lind",
            posterHeadline: "Layout engineer\nSolvers and stacks", posterTimestamp: "3h",
            posterComment: "A card built from nested stacks", contentTitle: "Cassowary in practice",
            contentDomain: "example.org", actorComment: "Worth a read"),
        FeedItemData(
            actionText: "Teo Brandt commented on this", posterName: "Ines Duarte",
            posterHeadline: "Designer", posterTimestamp: "1d", posterComment: "",
            contentTitle: "Stacks all the way down", contentDomain: "example.com",
            actorComment: "Same shape, new text"),
    ]
}
