import Foundation

/// A header at the top of scrolling content that shrinks as the content
/// scrolls up, down to a minimum height at which it stays pinned, and grows
/// back to its maximum height as the content returns to the top.
///
/// The offset is how far the content has scrolled up from its rest:
/// `offset = contentOffset.y + adjustedContentInset.top` (0 at rest,
/// negative when the content is pulled down past the top). Then
///
/// ```
/// height(offset) = clamp(maxHeight − offset, minHeight, maxHeight)
/// ```
///
/// With ``stretchesWhenPulled``, pulling down past the top stretches the
/// header beyond `maxHeight` instead: `height = max(maxHeight − offset, minHeight)`
/// The header's bottom follows the content's top until
/// the header reaches `minHeight`; from there the content scrolls under it.
///
/// ```swift
/// let header = StickyHeader(minHeight: 64, maxHeight: 200)
/// let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
/// headerHeight.constant = header.height(forOffset: offset)
/// avatar.alpha = 1 - header.progress(forOffset: offset)
/// ```
public struct StickyHeader: Hashable, Sendable {
    /// The height when collapsed, where the header stops shrinking.
    public var minHeight: CGFloat

    /// The height at rest (offset 0 or less).
    public var maxHeight: CGFloat

    /// Whether pulling the content down past the top stretches the header
    /// beyond ``maxHeight`` (false: the header moves down with the content).
    public var stretchesWhenPulled: Bool

    /// Creates a header that collapses from `maxHeight` to `minHeight`.
    ///
    /// - Precondition: `minHeight <= maxHeight`.
    /// - Important: Traps, in release builds too, with a message, if not (or
    ///   if either is NaN): the header could not collapse.
    public init(minHeight: CGFloat, maxHeight: CGFloat, stretchesWhenPulled: Bool = false) {
        if !(minHeight <= maxHeight) {
            fatalError(
                "StickyHeader: the minimum height \(minHeight) must not exceed the maximum height \(maxHeight)")
        }
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.stretchesWhenPulled = stretchesWhenPulled
    }

    /// The distance the content scrolls while the header collapses:
    /// `maxHeight − minHeight`.
    public var collapseDistance: CGFloat { maxHeight - minHeight }

    /// The header's height at an offset: `clamp(maxHeight − offset, minHeight, maxHeight)`,
    /// or `max(maxHeight − offset, minHeight)` when it ``stretchesWhenPulled``.
    public func height(forOffset offset: CGFloat) -> CGFloat {
        let height = max(maxHeight - offset, minHeight)
        return stretchesWhenPulled ? height : min(height, maxHeight)
    }

    /// The progress of the collapse at an offset, 0 expanded … 1 collapsed:
    /// `(maxHeight − height) / (maxHeight − minHeight)` clamped to 0…1
    /// (``CollapseProgress/progress(constant:min:max:)``); equal to
    /// `offset / (maxHeight − minHeight)` clamped; 0 when the heights are equal.
    public func progress(forOffset offset: CGFloat) -> CGFloat {
        CollapseProgress.progress(constant: height(forOffset: offset), min: minHeight, max: maxHeight)
    }

    /// How far to move the header down from its place at the top of the
    /// content to keep it pinned to the top of the visible area: `offset`
    /// (as the content moves up by `offset`, the header moves down by as
    /// much), and `max(offset, 0)` when pulled down without
    /// ``stretchesWhenPulled`` (the header then moves down with the content).
    ///
    /// On screen, relative to its resting place, the header's top is then at
    /// `pinnedOffset − offset` and its bottom at that plus
    /// ``height(forOffset:)``, which is the content's top `maxHeight − offset`
    /// until the header is collapsed.
    public func pinnedOffset(forOffset offset: CGFloat) -> CGFloat {
        stretchesWhenPulled ? offset : max(offset, 0)
    }
}
