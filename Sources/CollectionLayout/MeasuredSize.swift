import Foundation

/// A size an element measured to, with the size it was measured at: its
/// held (not estimated) dimensions were fixed then, and the measurement
/// applies only while they stay the same — a new container width makes a
/// height measured at the old width meaningless.
struct MeasuredSize: Equatable {
    /// What the element measured to.
    var size: CGSize
    /// The element's size when it was measured (its held dimensions count).
    var fittingSize: CGSize

    /// `current` with its estimated dimensions taken from the measurement,
    /// or nil when a held dimension of `current` differs from the one the
    /// element was measured at.
    func applied(to current: CGSize, estimated: EstimatedAxes) -> CGSize? {
        guard estimated.width || current.width == fittingSize.width,
            estimated.height || current.height == fittingSize.height
        else { return nil }
        return CGSize(
            width: estimated.width ? size.width : current.width, height: estimated.height ? size.height : current.height
        )
    }
}
