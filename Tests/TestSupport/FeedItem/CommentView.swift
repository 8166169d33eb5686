import Foundation
import Layout

/// The actor's picture and comment.
public final class CommentView: View {
    /// The actor's 50 × 50 picture.
    public let actorImageView = View(name: "actorImageView")
    /// The actor's comment.
    public let actorCommentLabel = TextLabel(name: "actorCommentLabel")

    /// Builds the view and its constraints, as the original does.
    public init() {
        super.init(name: "commentView")
        actorImageView.intrinsicContentSize = CGSize(width: 50, height: 50)
        actorImageView.setContentHuggingPriority(.required, for: .horizontal)
        actorImageView.setContentCompressionResistancePriority(.required, for: .horizontal)
        let views: FeedItemViews = [
            "actorImageView": actorImageView, "actorCommentLabel": actorCommentLabel,
        ]
        addAutoLayoutSubviews(views)
        addConstraints(withVisualFormat: "H:|-0-[actorImageView]-0-[actorCommentLabel]-0-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[actorImageView]-(>=0)-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[actorCommentLabel]-(>=0)-|", views: views)
        addConstraints(withVisualFormat: "V:[actorImageView]-(0@749)-|", views: views)
    }
}
