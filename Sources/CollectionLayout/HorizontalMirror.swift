import Foundation

/// The reflection that turns a compositional layout's frames, computed
/// leading to trailing with leading at the left, into the frames of a
/// right-to-left collection view, and back: `x ↦ width − x − w`.
///
/// The layout keeps every position leading to trailing (its sections,
/// groups, insets and orthogonal offsets), so it lays out once for both
/// directions; a right-to-left collection view's queries are reflected on
/// the way in and its frames on the way out.
struct HorizontalMirror: Equatable {
    /// The width reflected about: the content's width.
    let width: CGFloat

    /// The rectangle reflected (its own inverse).
    func rect(_ rect: CGRect) -> CGRect {
        CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The mirror for the cells of a horizontal orthogonal section whose
    /// scroller has frame `scroller` (leading to trailing, content
    /// coordinates) and content width `contentWidth`: the scroller itself
    /// is reflected by this mirror, and its content within it, so that the
    /// first item sits at the scroller content's right end.
    func withinScroller(_ scroller: CGRect, contentWidth: CGFloat) -> HorizontalMirror {
        HorizontalMirror(width: width - scroller.width + contentWidth)
    }
}
