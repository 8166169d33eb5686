import Layout

/// A port of LayoutFrameworkBenchmark's `FeedItemUIStackView` (layoutBox,
/// after LinkedIn's feed item): a vertical ``StackView`` of eight rows, three
/// of them horizontal stacks and one a stack holding a vertical stack, with
/// the original's names, axes, alignments, distributions, spacings, margins
/// and priorities.
///
/// Views have no drawing here: a label's ``View/intrinsicContentSize`` comes
/// from its text (7 points a character of its longest line, 20 points a
/// line; 0 × 0 when empty), an image's from its pixel size (50 × 50 and
/// 350 × 200). The cell lays out on a 2× pixel grid, as a 375-point-wide
/// phone does.
public final class StackCardCell: StackView {
    /// The top bar's text, such as who liked the post.
    public let actionLabel = View(name: "actionLabel")
    /// The top bar's "..." (hugs and resists horizontally at `.required`).
    public let optionsLabel = View(name: "optionsLabel")
    /// The top bar: `actionLabel` and `optionsLabel`, horizontal, aligned to the top.
    public let topBar: StackView
    /// The poster's picture, 50 × 50 (hugs and resists horizontally at `.required`).
    public let posterImageView = View(name: "posterImageView")
    /// The poster's name.
    public let posterNameLabel = View(name: "posterNameLabel")
    /// The poster's headline.
    public let posterHeadlineLabel = View(name: "posterHeadlineLabel")
    /// When the post was made.
    public let posterTimeLabel = View(name: "posterTimeLabel")
    /// The three poster labels, vertical, spacing 1, inside margins 1, 2, 3, 4
    /// (top, left, bottom, right).
    public let posterLabels: StackView
    /// The poster's picture beside the poster labels, centred vertically.
    public let posterCard: StackView
    /// What the poster wrote.
    public let posterCommentLabel = View(name: "posterCommentLabel")
    /// The shared content's picture, 350 × 200.
    public let contentImageView = View(name: "contentImageView")
    /// The shared content's title.
    public let contentTitleLabel = View(name: "contentTitleLabel")
    /// The shared content's domain.
    public let contentDomainLabel = View(name: "contentDomainLabel")
    /// "Like".
    public let likeLabel = View(name: "likeLabel")
    /// "Comment".
    public let commentLabel = View(name: "commentLabel")
    /// "Share".
    public let shareLabel = View(name: "shareLabel")
    /// The three actions, horizontal, spaced equally.
    public let actions: StackView
    /// The reader's picture, 50 × 50 (hugs and resists horizontally at `.required`).
    public let actorImageView = View(name: "actorImageView")
    /// The reader's comment.
    public let actorCommentLabel = View(name: "actorCommentLabel")
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
        StackCardCell.setText("...", of: optionsLabel)
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

        StackCardCell.setText("Like", of: likeLabel)
        StackCardCell.setText("Comment", of: commentLabel)
        StackCardCell.setText("Share", of: shareLabel)
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
    public func setData(_ data: StackCardData) {
        StackCardCell.setText(data.actionText, of: actionLabel)
        StackCardCell.setText(data.posterName, of: posterNameLabel)
        StackCardCell.setText(data.posterHeadline, of: posterHeadlineLabel)
        StackCardCell.setText(data.posterTimestamp, of: posterTimeLabel)
        StackCardCell.setText(data.posterComment, of: posterCommentLabel)
        StackCardCell.setText(data.contentTitle, of: contentTitleLabel)
        StackCardCell.setText(data.contentDomain, of: contentDomainLabel)
        StackCardCell.setText(data.actorComment, of: actorCommentLabel)
    }

    /// The size the cell takes at `width`, as a table view sizes a cell:
    /// `systemLayoutSizeFitting` with the width `.required` and the height
    /// as small as it goes (`.fittingSizeLevel`).
    public func fittingSize(width: CGFloat) -> CGSize {
        systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// A label's intrinsic size for a text: 7 points a character of its
    /// longest line wide, 20 points a line high; 0 × 0 for no text.
    public static func textSize(_ text: String) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = lines.map(\.count).max() ?? 0
        return CGSize(width: 7 * CGFloat(longest), height: 20 * CGFloat(lines.count))
    }

    /// Sets a label's text, as its intrinsic size.
    static func setText(_ text: String, of label: View) {
        label.intrinsicContentSize = textSize(text)
    }
}
