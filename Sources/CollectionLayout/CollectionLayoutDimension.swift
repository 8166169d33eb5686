import Foundation

/// One axis of an item's size: a fraction of its container, an absolute
/// length, or an estimate replaced by what the cell measures.
public struct CollectionLayoutDimension: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind

    /// The fraction, length or estimate, according to the kind.
    public let dimension: CGFloat

    /// `fraction` × the container's width (it may size either axis).
    public static func fractionalWidth(_ fraction: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalWidth, dimension: fraction)
    }

    /// `fraction` × the container's height (it may size either axis).
    public static func fractionalHeight(_ fraction: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalHeight, dimension: fraction)
    }

    /// A length in points.
    public static func absolute(_ length: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .absolute, dimension: length)
    }

    /// A first guess, replaced by the size the cell measures to when it is shown.
    public static func estimated(_ estimate: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .estimated, dimension: estimate)
    }

    /// An estimate after which every sibling takes the size of the largest
    /// measured one: items of a group, or groups of a section.
    public static func uniformAcrossSiblings(estimate: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimate)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate (including a uniform one).
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether siblings share the size of the largest one.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The length in a container of `size` (estimates give the estimate).
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * size.width
        case .fractionalHeight: return dimension * size.height
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        }
    }

    /// Why the dimension cannot be laid out, or nil when it can.
    var problem: String? {
        if !dimension.isFinite { return "\(self) is not a finite number" }
        switch kind {
        case .fractionalWidth, .fractionalHeight:
            if dimension <= 0 { return "\(self) must be a fraction greater than 0" }
        case .absolute, .estimated, .uniformAcrossSiblings:
            if dimension < 0 { return "\(self) must not be negative" }
        }
        return nil
    }
}

extension CollectionLayoutDimension: CustomStringConvertible {
    /// The dimension as it is written: `.fractionalWidth(0.5)`.
    public var description: String {
        let value = formatNumber(dimension)
        switch kind {
        case .fractionalWidth: return ".fractionalWidth(\(value))"
        case .fractionalHeight: return ".fractionalHeight(\(value))"
        case .absolute: return ".absolute(\(value))"
        case .estimated: return ".estimated(\(value))"
        case .uniformAcrossSiblings: return ".uniformAcrossSiblings(estimate: \(value))"
        }
    }
}

/// A number as descriptions print it: `nan`, `44`, `0.5`.
func formatNumber(_ value: CGFloat) -> String {
    value.isFinite ? formatLayoutNumber(Double(value)) : "\(value)"
}
