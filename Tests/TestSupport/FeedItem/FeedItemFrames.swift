import Foundation
import Layout

/// The feed item's frames derived by hand from its texts: the layout its
/// constraints describe, written as arithmetic (the rules of the original
/// `FeedItemManualView`, with this port's text sizes).
public struct FeedItemFrames: Equatable, Sendable {
    /// The cell's size.
    public var size: CGSize
    /// The five containers' frames in the cell, top to bottom.
    public var containers: [CGRect]
    /// The fifteen leaves' frames in their containers, in the order of
    /// ``FeedItemAutoLayoutView/leaves``.
    public var leaves: [CGRect]

    /// The frames of the item showing `data` in a cell `width` wide.
    public init(data: FeedItemData, width: CGFloat) {
        func size(_ text: String, lines: Int = 1) -> CGSize { TextLabel.size(of: text, lines: lines) }
        let options = size("...")
        let action = size(data.actionText)
        // Top bar: the options hug the trailing edge; the action takes the rest.
        let topBar = [
            CGRect(x: 0, y: 0, width: width - options.width, height: action.height),
            CGRect(x: width - options.width, y: 0, width: options.width, height: options.height),
        ]
        let topBarHeight = max(action.height, options.height)

        // Mini profile: a 50-point picture, three lines of text beside it 2
        // points on and 4 from the edge, 1 point apart; the comment below
        // both, at least 3 points under the time. The picture reaches down
        // to the comment: the spacing of 0 at 749 beats its hugging (250).
        let textX: CGFloat = 50 + 2
        let textWidth = width - textX - 4
        let name = size(data.posterName)
        let headline = size(data.posterHeadline, lines: 3)
        let time = size(data.posterTimestamp)
        let comment = size(data.posterComment)
        let headlineY = 1 + name.height + 1
        let timeY = headlineY + headline.height + 1
        let commentY = max(50, timeY + time.height + 3)
        let profile = [
            CGRect(x: 0, y: 0, width: 50, height: commentY),
            CGRect(x: textX, y: 1, width: textWidth, height: name.height),
            CGRect(x: textX, y: headlineY, width: textWidth, height: headline.height),
            CGRect(x: textX, y: timeY, width: textWidth, height: time.height),
            CGRect(x: 0, y: commentY, width: width, height: comment.height),
        ]
        let profileHeight = commentY + comment.height

        // Mini content: the picture 200 high across, its title and domain below.
        let title = size(data.contentTitle)
        let domain = size(data.contentDomain)
        let content = [
            CGRect(x: 0, y: 0, width: width, height: 200),
            CGRect(x: 0, y: 200, width: width, height: title.height),
            CGRect(x: 0, y: 200 + title.height, width: width, height: domain.height),
        ]
        let contentHeight = 200 + title.height + domain.height

        // Social actions: Like at the leading margin, Comment centred, Share
        // at the trailing margin (each label's margin against the bar's:
        // both 8, so at the edges), each the bar's height.
        let like = size("Like")
        let commentAction = size("Comment")
        let share = size("Share")
        let socialHeight = max(like.height, commentAction.height, share.height)
        let social = [
            CGRect(x: 0, y: 0, width: like.width, height: socialHeight),
            CGRect(x: (width - commentAction.width) / 2, y: 0, width: commentAction.width, height: socialHeight),
            CGRect(x: width - share.width, y: 0, width: share.width, height: socialHeight),
        ]

        // Comment: the 50-point picture, the comment beside it; the picture
        // reaches the bottom (0 at 749 beats its hugging).
        let actorComment = size(data.actorComment)
        let commentHeight = max(50, actorComment.height)
        let commentBar = [
            CGRect(x: 0, y: 0, width: 50, height: commentHeight),
            CGRect(x: 50, y: 0, width: width - 50, height: actorComment.height),
        ]

        let heights = [topBarHeight, profileHeight, contentHeight, socialHeight, commentHeight]
        var y: CGFloat = 0
        containers = heights.map { height in
            defer { y += height }
            return CGRect(x: 0, y: y, width: width, height: height)
        }
        self.size = CGSize(width: width, height: y)
        // Each edge on the pixel grid (3 pixels a point), as the layout pass
        // rounds: only the centred label can fall between pixels.
        leaves = (topBar + profile + content + social + commentBar).map(Self.pixelAligned)
    }

    /// `rect` with each edge rounded to the nearest third of a point.
    static func pixelAligned(_ rect: CGRect) -> CGRect {
        func round(_ x: CGFloat) -> CGFloat { (x * 3).rounded() / 3 }
        let minX = round(rect.minX)
        let minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
