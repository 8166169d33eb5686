import Layout

/// Like, Comment and Share, placed by the classic margin and centre attributes.
public final class SocialActionsView: View {
    /// "Like", at the leading margin.
    public let likeLabel = TextLabel(name: "likeLabel", text: "Like")
    /// "Comment", centred.
    public let commentLabel = TextLabel(name: "commentLabel", text: "Comment")
    /// "Share", at the trailing margin.
    public let shareLabel = TextLabel(name: "shareLabel", text: "Share")

    /// Builds the view and its constraints, as the original does.
    public init() {
        super.init(name: "socialActionsView")
        let views: FeedItemViews = [
            "likeLabel": likeLabel, "commentLabel": commentLabel, "shareLabel": shareLabel,
        ]
        addAutoLayoutSubviews(views)
        addConstraints(withVisualFormat: "V:|-0-[likeLabel]-0-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[commentLabel]-0-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[shareLabel]-0-|", views: views)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: likeLabel, attribute: .leadingMargin, relatedBy: .equal, toItem: self,
                attribute: .leadingMargin, multiplier: 1, constant: 0),
            LayoutConstraint(
                item: commentLabel, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: shareLabel, attribute: .trailingMargin, relatedBy: .equal, toItem: self,
                attribute: .trailingMargin, multiplier: 1, constant: 0),
        ])
    }
}
