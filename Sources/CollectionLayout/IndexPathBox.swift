import Foundation

/// An index path held by reference, so that a value holding one (an
/// element's key) copies with one retain of an optional reference.
final class IndexPathBox: Sendable {
    let indexPath: IndexPath

    init(_ indexPath: IndexPath) {
        self.indexPath = indexPath
    }
}
