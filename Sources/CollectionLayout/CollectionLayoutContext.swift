import Foundation

/// What a compositional layout reads from its collection view: the bounds'
/// size, insets, scroll offset and the number of items in each section.
/// The collection view sets it; tests and benchmarks set it directly.
package struct CollectionLayoutContext: Hashable, Sendable {
    /// The collection view's bounds size.
    package var boundsSize: CGSize
    /// The safe-area insets.
    package var safeAreaInsets: EdgeInsets
    /// The layout margins, measured from the safe area.
    package var layoutMargins: EdgeInsets
    /// The scroll offset (pinned headers follow it).
    package var contentOffset: CGPoint
    /// The insets of the content area the user sees uncovered: the scroll
    /// view's adjusted content inset, its top under a bar drawn over the
    /// scroll view at the bar's current bottom (`ScrollView.visibleContentInset`).
    /// Pinned headers stick to the visible top, `contentOffset.y + visibleContentInset.top`.
    package var visibleContentInset: EdgeInsets
    /// The number of items in each section.
    package var itemCounts: [Int]
    /// The collection view's effective direction: right to left, the
    /// layout mirrors its frames horizontally (see `HorizontalMirror`).
    package var layoutDirection: UserInterfaceLayoutDirection

    /// Creates a context; by default no insets, margins of 8 and the offset at zero.
    package init(
        boundsSize: CGSize, itemCounts: [Int], safeAreaInsets: EdgeInsets = .zero,
        layoutMargins: EdgeInsets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
        contentOffset: CGPoint = .zero, visibleContentInset: EdgeInsets = .zero,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.boundsSize = boundsSize
        self.itemCounts = itemCounts
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.contentOffset = contentOffset
        self.visibleContentInset = visibleContentInset
        self.layoutDirection = layoutDirection
    }

    /// Whether the layout's frames depend on what differs between the two
    /// (the scroll offset only moves pinned headers).
    func changesGeometry(from other: CollectionLayoutContext) -> Bool {
        boundsSize != other.boundsSize || safeAreaInsets != other.safeAreaInsets
            || layoutMargins != other.layoutMargins || itemCounts != other.itemCounts
            || layoutDirection != other.layoutDirection
    }

    /// The insets a section's content is measured from, leading as left:
    /// the layout lays out leading to trailing, left and right swapped
    /// when the collection view is right to left.
    func insets(for reference: ContentInsetsReference) -> EdgeInsets {
        let insets = physicalInsets(for: reference)
        guard layoutDirection == .rightToLeft else { return insets }
        return EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
    }

    private func physicalInsets(for reference: ContentInsetsReference) -> EdgeInsets {
        switch reference {
        case .none:
            return .zero
        case .automatic, .safeArea:
            return safeAreaInsets
        case .layoutMargins, .readableContent:
            var insets = EdgeInsets(
                top: safeAreaInsets.top + layoutMargins.top, left: safeAreaInsets.left + layoutMargins.left,
                bottom: safeAreaInsets.bottom + layoutMargins.bottom, right: safeAreaInsets.right + layoutMargins.right)
            if reference == .readableContent {
                let width = boundsSize.width - insets.left - insets.right
                let excess = max(0, width - Self.readableWidth) / 2
                insets.left += excess
                insets.right += excess
            }
            return insets
        }
    }

    /// The widest readable content (the kit's `readableContentGuide`).
    static let readableWidth: CGFloat = 672
}
