import Foundation

/// A layer that moves at a fraction of the scroll speed, behind or in
/// front of the content.
///
/// With `s` the scroll offset (how far the content has moved up) and `f`
/// the ``factor``:
///
/// ```
/// offset(s)          = s·f         how far the layer moves up on screen
/// offsetInContent(s) = s·(1 − f)   how far to move it down when it is placed in the content
/// ```
///
/// Factor 0 keeps the layer fixed on screen, 1 moves it with the content,
/// values in between lag behind it (0.1 for a far background, 0.2 for a
/// nearer image); above 1 it moves faster than the content, below 0 against it.
///
/// ```swift
/// let background = ParallaxLayer(factor: 0.1)
/// let s = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
/// backgroundView.frame.origin.y = restingY - background.offset(forScrollOffset: s)
/// ```
public struct ParallaxLayer: Hashable, Sendable {
    /// The fraction of the scroll speed the layer moves at: 0 fixed, 1 with the content.
    public var factor: CGFloat

    /// Creates a layer moving at `factor` times the scroll speed.
    public init(factor: CGFloat) {
        self.factor = factor
    }

    /// How far the layer moves up on screen when the content has moved up by
    /// `scrollOffset`: `scrollOffset × factor`.
    public func offset(forScrollOffset scrollOffset: CGFloat) -> CGFloat {
        scrollOffset * factor
    }

    /// How far to move the layer down from its place when it is a subview of
    /// the scrolling content (which carries it up by the full `scrollOffset`):
    /// `scrollOffset × (1 − factor)`, so that on screen it moves by
    /// ``offset(forScrollOffset:)``.
    public func offsetInContent(forScrollOffset scrollOffset: CGFloat) -> CGFloat {
        scrollOffset * (1 - factor)
    }
}
