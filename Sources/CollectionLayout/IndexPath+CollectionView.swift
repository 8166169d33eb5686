import Foundation

extension IndexPath {
    /// Creates an index path for an item in a section (UIKit's extension).
    public init(item: Int, section: Int) {
        // Built from one index and an append: two indexes are stored
        // inline, with no array to allocate.
        self.init(index: section)
        append(item)
    }

    /// The section of a two-index path: its first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item of a two-index path: its second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
