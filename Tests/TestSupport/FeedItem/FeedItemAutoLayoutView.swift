import Foundation
import Layout

/// LinkedIn's feed item from LayoutFrameworkBenchmark (`FeedItemAutoLayoutView`),
/// ported with the kit's names: five containers, each built on its own
/// with its own visual-format lines (the original's strings, verbatim),
/// then stacked in the cell. 175 active constraints once laid out.
public final class FeedItemAutoLayoutView: View {
    /// The action text and the options.
    public let topBarView = TopBarView()
    /// The poster's picture and texts.
    public let miniProfileView = MiniProfileView()
    /// The shared content.
    public let miniContentView = MiniContentView()
    /// Like, Comment and Share.
    public let socialActionsView = SocialActionsView()
    /// The actor's comment.
    public let commentView = CommentView()

    /// Builds the view and its constraints, as the original does.
    public init() {
        super.init(name: "feedItem")
        let views: FeedItemViews = [
            "topBarView": topBarView,
            "miniProfileView": miniProfileView,
            "miniContentView": miniContentView,
            "socialActionsView": socialActionsView,
            "commentView": commentView,
        ]
        addAutoLayoutSubviews(views)
        addConstraints(
            withVisualFormat:
                "V:|-0-[topBarView]-0-[miniProfileView]-0-[miniContentView]-0-[socialActionsView]-0-[commentView]-0-|",
            views: views)
        addConstraints(withVisualFormat: "H:|-0-[topBarView]-0-|", views: views)
        addConstraints(withVisualFormat: "H:|-0-[miniProfileView]-0-|", views: views)
        addConstraints(withVisualFormat: "H:|-0-[miniContentView]-0-|", views: views)
        addConstraints(withVisualFormat: "H:|-0-[socialActionsView]-0-|", views: views)
        addConstraints(withVisualFormat: "H:|-0-[commentView]-0-|", views: views)
    }

    /// Shows an item's texts.
    public func setData(_ data: FeedItemData) {
        topBarView.actionLabel.text = data.actionText
        miniProfileView.posterNameLabel.text = data.posterName
        miniProfileView.posterHeadlineLabel.text = data.posterHeadline
        miniProfileView.posterTimeLabel.text = data.posterTimestamp
        miniProfileView.posterCommentLabel.text = data.posterComment
        miniContentView.contentTitleLabel.text = data.contentTitle
        miniContentView.contentDomainLabel.text = data.contentDomain
        commentView.actorCommentLabel.text = data.actorComment
    }

    /// The cell's height at a width, as a table or collection view asks it:
    /// the width required, the height as small as the content allows.
    public func sizeThatFits(width: CGFloat) -> CGSize {
        systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// Sizes the cell for `width`, gives it that frame and lays it out, as a
    /// self-sizing cell is shown; returns its size.
    @discardableResult
    public func sizeAndLayOut(width: CGFloat) -> CGSize {
        let size = sizeThatFits(width: width)
        frame = CGRect(origin: .zero, size: size)
        layoutIfNeeded()
        return size
    }

    /// The fifteen leaf views, containers in order, each container's views
    /// in the order they were declared.
    public var leaves: [View] {
        [
            topBarView.actionLabel, topBarView.optionsLabel,
            miniProfileView.posterImageView, miniProfileView.posterNameLabel, miniProfileView.posterHeadlineLabel,
            miniProfileView.posterTimeLabel, miniProfileView.posterCommentLabel,
            miniContentView.contentImageView, miniContentView.contentTitleLabel,
            miniContentView.contentDomainLabel,
            socialActionsView.likeLabel, socialActionsView.commentLabel, socialActionsView.shareLabel,
            commentView.actorImageView, commentView.actorCommentLabel,
        ]
    }
}
