import Layout

/// A port of LayoutFrameworkBenchmark's `FeedItemUIStackView` (layoutBox,
/// after LinkedIn's feed item): a vertical ``StackView`` of eight rows, three
/// of them horizontal stacks and one a stack holding a vertical stack, with
/// the original's names, axes, alignments, distributions, spacings, margins
/// and priorities.
///
/// Views have no drawing here: a label is a ``TextLabel`` (the feed cell's:
/// 7 points a character of its longest line, 20 points a line, 0 × 0 when
/// empty), an image a view with the picture's pixel size as its intrinsic
/// size (50 × 50 and 350 × 200). The cell lays out on a 2× pixel grid, as a
/// 375-point-wide phone does.
public final class StackCardCell: StackView {
    /// The top bar's text, such as who liked the post.
    public let actionLabel = TextLabel(name: "actionLabel")
    /// The top bar's "..." (hugs and resists horizontally at `.required`).
    public let optionsLabel = TextLabel(name: "optionsLabel")
    /// The top bar: `actionLabel` and `optionsLabel`, horizontal, aligned to the top.
    public let topBar: StackView
    /// The poster's picture, 50 × 50 (hugs and resists horizontally at `.required`).
    public let posterImageView = View(name: "posterImageView")
    /// The poster's name.
    public let posterNameLabel = TextLabel(name: "posterNameLabel")
    /// The poster's headline (up to three lines).
    public let posterHeadlineLabel = TextLabel(name: "posterHeadlineLabel")
    /// When the post was made.
    public let posterTimeLabel = TextLabel(name: "posterTimeLabel")
    /// The three poster labels, vertical, spacing 1, inside margins 1, 2, 3, 4
    /// (top, left, bottom, right).
    public let posterLabels: StackView
    /// The poster's picture beside the poster labels, centred vertically.
    public let posterCard: StackView
    /// What the poster wrote.
    public let posterCommentLabel = TextLabel(name: "posterCommentLabel")
    /// The shared content's picture, 350 × 200.
    public let contentImageView = View(name: "contentImageView")
    /// The shared content's title.
    public let contentTitleLabel = TextLabel(name: "contentTitleLabel")
    /// The shared content's domain.
    public let contentDomainLabel = TextLabel(name: "contentDomainLabel")
    /// "Like".
    public let likeLabel = TextLabel(name: "likeLabel")
    /// "Comment".
    public let commentLabel = TextLabel(name: "commentLabel")
    /// "Share".
    public let shareLabel = TextLabel(name: "shareLabel")
    /// The three actions, horizontal, spaced equally.
    public let actions: StackView
    /// The reader's picture, 50 × 50 (hugs and resists horizontally at `.required`).
    public let actorImageView = View(name: "actorImageView")
    /// The reader's comment.
    public let actorCommentLabel = TextLabel(name: "actorCommentLabel")
    /// The reader's picture beside their comment.
    public let comment: StackView

    /// The fifteen views that hold no others, in the order the rows show them.
    public var leaves: [View] {
        [
            actionLabel, optionsLabel, posterImageView, posterNameLabel, posterHeadlineLabel, posterTimeLabel,
            posterCommentLabel, contentImageView, contentTitleLabel, contentDomainLabel, likeLabel, commentLabel,
            shareLabel, actorImageView, actorCommentLabel,
        ]
    }

    /// Builds the card, with no data: the fixed texts ("...", "Like",
    /// "Comment", "Share") and the pictures are set; the other labels are empty.
    public init() {
        optionsLabel.text = "..."
        posterHeadlineLabel.numberOfLines = 3
        optionsLabel.setContentHuggingPriority(.required, for: .horizontal)
        optionsLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        topBar = StackView(name: "topBar", arrangedSubviews: [actionLabel, optionsLabel])
        topBar.axis = .horizontal
        topBar.distribution = .fill
        topBar.alignment = .leading

        posterImageView.intrinsicContentSize = CGSize(width: 50, height: 50)
        posterImageView.setContentHuggingPriority(.required, for: .horizontal)
        posterImageView.setContentCompressionResistancePriority(.required, for: .horizontal)
        posterLabels = StackView(
            name: "posterLabels", arrangedSubviews: [posterNameLabel, posterHeadlineLabel, posterTimeLabel])
        posterLabels.axis = .vertical
        posterLabels.spacing = 1
        posterLabels.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        posterLabels.isLayoutMarginsRelativeArrangement = true
        posterCard = StackView(name: "posterCard", arrangedSubviews: [posterImageView, posterLabels])
        posterCard.axis = .horizontal
        posterCard.alignment = .center

        contentImageView.intrinsicContentSize = CGSize(width: 350, height: 200)

        likeLabel.text = "Like"
        commentLabel.text = "Comment"
        shareLabel.text = "Share"
        actions = StackView(name: "actions", arrangedSubviews: [likeLabel, commentLabel, shareLabel])
        actions.axis = .horizontal
        actions.distribution = .equalSpacing

        actorImageView.intrinsicContentSize = CGSize(width: 50, height: 50)
        actorImageView.setContentHuggingPriority(.required, for: .horizontal)
        actorImageView.setContentCompressionResistancePriority(.required, for: .horizontal)
        comment = StackView(name: "comment", arrangedSubviews: [actorImageView, actorCommentLabel])
        comment.axis = .horizontal

        super.init(name: "ComplexStackView", arrangedSubviews: [])
        axis = .vertical
        contentScaleFactor = 2
        for row in [
            topBar, posterCard, posterCommentLabel, contentImageView, contentTitleLabel, contentDomainLabel,
            actions, comment,
        ] {
            row.translatesAutoresizingMaskIntoConstraints = false
            addArrangedSubview(row)
        }
    }

    /// Shows a card's text.
    public func setData(_ data: FeedItemData) {
        actionLabel.text = data.actionText
        posterNameLabel.text = data.posterName
        posterHeadlineLabel.text = data.posterHeadline
        posterTimeLabel.text = data.posterTimestamp
        posterCommentLabel.text = data.posterComment
        contentTitleLabel.text = data.contentTitle
        contentDomainLabel.text = data.contentDomain
        actorCommentLabel.text = data.actorComment
    }

    /// The size the cell takes at `width`, as a table view sizes a cell:
    /// `systemLayoutSizeFitting` with the width `.required` and the height
    /// as small as it goes (`.fittingSizeLevel`).
    public func fittingSize(width: CGFloat) -> CGSize {
        systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }
}
