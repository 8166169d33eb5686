import CollectionLayout
import Foundation

/// What the self-sizing tests count: each measure, by element.
public final class MeasureLog {
    /// The items measured, in order.
    public var measured: [IndexPath] = []
    /// The supplementary views measured, in order.
    public var supplementaries: [(kind: String, indexPath: IndexPath)] = []

    /// An empty log.
    public init() {}
}
