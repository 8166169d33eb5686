import Foundation

/// Space between items: exactly a length, or at least a length and a share
/// of what is left over.
public struct CollectionLayoutSpacing: Hashable, Sendable {
    /// The exact space (fixed) or the least space (flexible).
    public let spacing: CGFloat
    /// Whether the spacing is flexible.
    public let isFlexibleSpacing: Bool

    /// Exactly `spacing` points.
    public static func fixed(_ spacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: spacing, isFlexibleSpacing: false)
    }

    /// At least `spacing` points; the group's leftover space is shared
    /// equally between its flexible spaces.
    public static func flexible(_ spacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: spacing, isFlexibleSpacing: true)
    }

    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Why the spacing cannot be laid out, or nil when it can.
    var problem: String? {
        spacing.isFinite && spacing >= 0 ? nil : "spacing \(formatNumber(spacing)) must be a finite number ≥ 0"
    }
}
