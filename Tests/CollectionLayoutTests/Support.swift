import CollectionLayout
import Foundation
import Testing

/// The elementKind constants of UIKit's samples.
enum Kind {
    static let header = "section-header-element-kind"
    static let footer = "section-footer-element-kind"
    static let badge = "badge-element-kind"
    static let background = "section-background-element-kind"
}

/// A layout of `section` (or a provider) laid out for a container and item counts.
func makeLayout(
    _ section: CollectionLayoutSection, width: CGFloat = 375, height: CGFloat = 667, counts: [Int],
    configuration: CollectionViewCompositionalLayoutConfiguration = .init(), safeArea: EdgeInsets = .zero
) -> CollectionViewCompositionalLayout {
    let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
    layout.context = CollectionLayoutContext(
        boundsSize: CGSize(width: width, height: height), itemCounts: counts, safeAreaInsets: safeArea)
    return layout
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// The frames of a section's first `count` items (or all of them).
func itemFrames(_ layout: CollectionViewCompositionalLayout, section: Int = 0, count: Int) -> [CGRect] {
    (0..<count).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame }
}

/// Whether two rectangles are equal within a rounding error of hand arithmetic.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}

func expectFrames(
    _ actual: [CGRect], _ expected: [CGRect], tolerance: CGFloat = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual.count == expected.count, "\(actual.count) frames, expected \(expected.count)",
        sourceLocation: sourceLocation)
    for (index, (a, e)) in zip(actual, expected).enumerated() {
        #expect(isClose(a, e, tolerance: tolerance), "frame \(index): \(a) ≠ \(e)", sourceLocation: sourceLocation)
    }
}

/// A size from two dimensions.
func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// Every element's attributes in the whole content.
func allAttributes(_ layout: CollectionViewCompositionalLayout) -> [CollectionViewLayoutAttributes] {
    let content = layout.collectionViewContentSize
    return layout.layoutAttributesForElements(
        in: CGRect(x: -1e6, y: -1e6, width: content.width + 2e6, height: content.height + 2e6))
}
