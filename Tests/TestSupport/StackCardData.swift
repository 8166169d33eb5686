/// The text of one ``StackCardCell``: the fields of LayoutFrameworkBenchmark's
/// `FeedItemData` that its `FeedItemUIStackView` shows.
public struct StackCardData: Sendable {
    /// The top bar's line, such as who liked the post.
    public var actionText: String
    /// The poster's name.
    public var posterName: String
    /// The poster's headline (up to three lines in the original).
    public var posterHeadline: String
    /// When the post was made.
    public var posterTimestamp: String
    /// What the poster wrote.
    public var posterComment: String
    /// The shared content's title.
    public var contentTitle: String
    /// The shared content's domain.
    public var contentDomain: String
    /// A reader's comment.
    public var actorComment: String

    /// Creates the data of one card.
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

    /// Two cards of different shapes: the first's headline takes two lines,
    /// the second's one, and the second has no poster comment (an empty
    /// label, 0 × 0).
    public static let samples: [StackCardData] = [
        StackCardData(
            actionText: "Mira Okafor liked this", posterName: "Jonas Lind",
            posterHeadline: "Layout engineer\nSolvers and stacks", posterTimestamp: "3h",
            posterComment: "A card built from nested stacks", contentTitle: "Cassowary in practice",
            contentDomain: "example.org", actorComment: "Worth a read"),
        StackCardData(
            actionText: "Teo Brandt commented on this", posterName: "Ines Duarte",
            posterHeadline: "Designer", posterTimestamp: "1d", posterComment: "",
            contentTitle: "Stacks all the way down", contentDomain: "example.com",
            actorComment: "Same shape, new text"),
    ]
}
