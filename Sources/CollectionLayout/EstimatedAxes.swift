import Foundation

/// Which dimensions of an element's size are estimated: those its view's
/// fitting measure leaves free, the others held at the layout's size.
struct EstimatedAxes: Hashable, Sendable {
    /// Whether the width is estimated.
    package var width: Bool
    /// Whether the height is estimated.
    package var height: Bool

    /// Creates the pair.
    package init(width: Bool, height: Bool) {
        self.width = width
        self.height = height
    }
}

extension EstimatedAxes {
    /// The estimated dimensions of a layout size.
    init(_ layoutSize: CollectionLayoutSize) {
        self.init(width: layoutSize.widthDimension.isEstimated, height: layoutSize.heightDimension.isEstimated)
    }

    /// Whether any dimension is estimated.
    var isEmpty: Bool { !width && !height }
}
