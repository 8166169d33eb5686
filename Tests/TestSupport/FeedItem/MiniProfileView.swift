import Foundation
import Layout

/// The poster's picture, name, headline (up to three lines), time and comment.
public final class MiniProfileView: View {
    /// The poster's 50 × 50 picture.
    public let posterImageView = View(name: "posterImageView")
    /// The poster's name.
    public let posterNameLabel = TextLabel(name: "posterNameLabel")
    /// The poster's headline, up to three lines.
    public let posterHeadlineLabel = TextLabel(name: "posterHeadlineLabel")
    /// When the item was posted.
    public let posterTimeLabel = TextLabel(name: "posterTimeLabel")
    /// The poster's comment.
    public let posterCommentLabel = TextLabel(name: "posterCommentLabel")

    /// Builds the view and its constraints, as the original does.
    public init() {
        super.init(name: "miniProfileView")
        posterImageView.intrinsicContentSize = CGSize(width: 50, height: 50)
        posterImageView.setContentHuggingPriority(.required, for: .horizontal)
        posterImageView.setContentCompressionResistancePriority(.required, for: .horizontal)
        posterHeadlineLabel.numberOfLines = 3
        let views: FeedItemViews = [
            "posterImageView": posterImageView,
            "posterNameLabel": posterNameLabel,
            "posterHeadlineLabel": posterHeadlineLabel,
            "posterTimeLabel": posterTimeLabel,
            "posterCommentLabel": posterCommentLabel,
        ]
        addAutoLayoutSubviews(views)
        addConstraints(withVisualFormat: "V:|-0-[posterImageView]-(>=0)-[posterCommentLabel]-0-|", views: views)
        let texts = "V:|-1-[posterNameLabel]-1-[posterHeadlineLabel]-1-[posterTimeLabel]-(>=3)-[posterCommentLabel]"
        addConstraints(withVisualFormat: texts, views: views)
        addConstraints(withVisualFormat: "V:[posterImageView]-(0@749)-[posterCommentLabel]", views: views)
        addConstraints(withVisualFormat: "H:|-0-[posterImageView]-2-[posterNameLabel]-4-|", views: views)
        addConstraints(withVisualFormat: "H:[posterImageView]-2-[posterHeadlineLabel]-4-|", views: views)
        addConstraints(withVisualFormat: "H:[posterImageView]-2-[posterTimeLabel]-4-|", views: views)
        addConstraints(withVisualFormat: "H:|-0-[posterCommentLabel]-0-|", views: views)
    }
}
