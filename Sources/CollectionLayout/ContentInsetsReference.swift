/// Which of the collection view's insets a section's content is measured
/// from (UIKit's `UIContentInsetsReference`).
public enum ContentInsetsReference: Hashable, Sendable {
    /// The layout's choice: the safe area.
    case automatic
    /// The bounds themselves.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins (measured from the safe area).
    case layoutMargins
    /// The readable content width (at most 672 points, centred in the margins).
    case readableContent
}
