import Layout

/// The feed item's top bar: the action text and the options button ("...").
public final class TopBarView: View {
    /// The action text, as wide as the options leave.
    public let actionLabel = TextLabel(name: "actionLabel")
    /// The options button ("...").
    public let optionsLabel = TextLabel(name: "optionsLabel", text: "...")

    /// Builds the view and its constraints, as the original does.
    public init() {
        super.init(name: "topBarView")
        optionsLabel.setContentHuggingPriority(.required, for: .horizontal)
        optionsLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        let views: FeedItemViews = ["actionLabel": actionLabel, "optionsLabel": optionsLabel]
        addAutoLayoutSubviews(views)
        addConstraints(withVisualFormat: "H:|-0-[actionLabel]-0-[optionsLabel]-0-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[actionLabel]-(>=0)-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[optionsLabel]-(>=0)-|", views: views)
    }
}
