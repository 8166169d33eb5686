import Foundation
import TestSupport

extension Kind {
    /// The kitchens' pinned title (the reference screen's).
    static let title = ReferenceScreen.titleKind
}

extension CGRect {
    /// Whether the rectangles share an area (touching is not enough).
    func sharesArea(with other: CGRect) -> Bool {
        let common = intersection(other)
        return !common.isNull && common.width > 0 && common.height > 0
    }
}
