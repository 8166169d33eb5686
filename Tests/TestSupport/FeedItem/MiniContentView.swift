import Foundation
import Layout

/// The shared content: a 350 × 200 picture, its title and its domain.
public final class MiniContentView: View {
    /// The 350 × 200 picture.
    public let contentImageView = View(name: "contentImageView")
    /// The content's title.
    public let contentTitleLabel = TextLabel(name: "contentTitleLabel")
    /// The content's domain.
    public let contentDomainLabel = TextLabel(name: "contentDomainLabel")

    /// Builds the view and its constraints, as the original does.
    public init() {
        super.init(name: "miniContentView")
        contentImageView.intrinsicContentSize = CGSize(width: 350, height: 200)
        let views: FeedItemViews = [
            "contentImageView": contentImageView,
            "contentTitleLabel": contentTitleLabel,
            "contentDomainLabel": contentDomainLabel,
        ]
        addAutoLayoutSubviews(views)
        addConstraints(
            withVisualFormat: "V:|-0-[contentImageView]-0-[contentTitleLabel]-0-[contentDomainLabel]-0-|",
            views: views)
        addConstraints(withVisualFormat: "H:|-0-[contentImageView]-0-|", views: views)
        addConstraints(withVisualFormat: "H:|-0-[contentTitleLabel]-0-|", views: views)
        addConstraints(withVisualFormat: "H:|-0-[contentDomainLabel]-0-|", views: views)
    }
}
