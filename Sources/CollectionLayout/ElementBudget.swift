import Foundation

/// The budget on the elements one group of a section realizes: the product of
/// the nested `count` and `repeatingSubitem` figures, checked before a
/// section is laid out, so that a few nested counts cannot make the layout
/// allocate without bound.
package enum ElementBudget {
    /// The most items one top-level group may place: 10,000.
    package static let maximumItemsPerGroup = 10_000

    /// The items one instance of `item` places if its counts are taken at
    /// their word: 1 for an item, the count times its subitem's figure for a
    /// `count` or `repeatingSubitem` group, the largest subitem's figure for a
    /// cycling group (it places at least one of them), 1 for a custom group.
    /// Saturates at `Int.max`.
    package static func items(of item: CollectionLayoutItem) -> Int {
        guard let group = item as? CollectionLayoutGroup else { return 1 }
        switch group.arrangement {
        case .count(let n), .repeating(let n):
            guard let subitem = group.subitems.first else { return max(n, 1) }
            let inner = items(of: subitem)
            let (product, overflow) = max(n, 1).multipliedReportingOverflow(by: inner)
            return overflow ? .max : product
        case .cycling:
            return group.subitems.map { items(of: $0) }.max() ?? 1
        case .custom:
            return 1
        }
    }

    /// The figures whose product is `items(of:)` along the deepest chain of
    /// counts, as they are written: `999 × 999 × 999`.
    package static func factors(of item: CollectionLayoutItem) -> [Int] {
        guard let group = item as? CollectionLayoutGroup else { return [] }
        switch group.arrangement {
        case .count(let n), .repeating(let n):
            return [n] + (group.subitems.first.map(factors(of:)) ?? [])
        case .cycling:
            return group.subitems.max { items(of: $0) < items(of: $1) }.map(factors(of:)) ?? []
        case .custom:
            return []
        }
    }

    /// Why a section's group is over the budget, or nil when it is within it.
    package static func problem(of group: CollectionLayoutGroup) -> String? {
        let count = items(of: group)
        guard count > maximumItemsPerGroup else { return nil }
        let figure = count == .max ? "more than \(Int.max)" : "\(count)"
        let product = factors(of: group).map(String.init).joined(separator: " × ")
        return "its group places \(figure) items (\(product)), more than the budget of "
            + "\(maximumItemsPerGroup) items per group"
    }
}
