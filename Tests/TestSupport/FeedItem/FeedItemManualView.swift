import Foundation
import Layout

/// The feed item with the same views placed by hand (``FeedItemFrames``),
/// no constraint at all: the floor for the cost of a cell.
public final class FeedItemManualView: View {
    /// The five containers, top to bottom.
    public let containers: [View]
    /// The fifteen leaves, in the order of ``FeedItemAutoLayoutView/leaves``.
    public let leaves: [View]
    private let labels: [TextLabel]

    /// Builds the views, placed by frame.
    public init() {
        let containerNames = ["topBarView", "miniProfileView", "miniContentView", "socialActionsView", "commentView"]
        containers = containerNames.map { View(name: $0) }
        labels = [
            "actionLabel", "posterNameLabel", "posterHeadlineLabel", "posterTimeLabel", "posterCommentLabel",
            "contentTitleLabel", "contentDomainLabel", "actorCommentLabel",
        ].map { TextLabel(name: $0) }
        labels[2].numberOfLines = 3
        func image(_ name: String, _ width: CGFloat, _ height: CGFloat) -> View {
            let view = View(name: name)
            view.intrinsicContentSize = CGSize(width: width, height: height)
            return view
        }
        leaves = [
            labels[0], TextLabel(name: "optionsLabel", text: "..."),
            image("posterImageView", 50, 50), labels[1], labels[2], labels[3], labels[4],
            image("contentImageView", 350, 200), labels[5], labels[6],
            TextLabel(name: "likeLabel", text: "Like"), TextLabel(name: "commentLabel", text: "Comment"),
            TextLabel(name: "shareLabel", text: "Share"),
            image("actorImageView", 50, 50), labels[7],
        ]
        super.init(name: "feedItem")
        let counts = [2, 5, 3, 3, 2]
        var next = 0
        for (container, count) in zip(containers, counts) {
            addSubview(container)
            for leaf in leaves[next..<next + count] { container.addSubview(leaf) }
            next += count
        }
    }

    /// Shows an item's texts.
    public func setData(_ data: FeedItemData) {
        let texts = [
            data.actionText, data.posterName, data.posterHeadline, data.posterTimestamp, data.posterComment,
            data.contentTitle, data.contentDomain, data.actorComment,
        ]
        for (label, text) in zip(labels, texts) { label.text = text }
    }

    /// Sizes the cell for `width` and places every view; returns the size.
    @discardableResult
    public func sizeAndLayOut(width: CGFloat, data: FeedItemData) -> CGSize {
        let frames = FeedItemFrames(data: data, width: width)
        frame = CGRect(origin: .zero, size: frames.size)
        for (container, rect) in zip(containers, frames.containers) { container.frame = rect }
        for (leaf, rect) in zip(leaves, frames.leaves) { leaf.frame = rect }
        return frames.size
    }
}
