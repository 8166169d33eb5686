import Foundation

/// Checks descriptors before they are laid out, so that bad input is refused
/// with a reason instead of producing NaN frames or looping.
enum DescriptorValidation {
    /// The first problem of a section's descriptors, or nil.
    static func problem(of section: CollectionLayoutSection) -> String? {
        if let problem = problem(of: section.group) { return problem }
        if let problem = problem(of: section.contentInsets, named: "section contentInsets") { return problem }
        if !section.interGroupSpacing.isFinite || section.interGroupSpacing < 0 {
            return "interGroupSpacing \(formatNumber(section.interGroupSpacing)) must be a finite number ≥ 0"
        }
        for item in section.boundarySupplementaryItems {
            if let problem = problem(of: item.layoutSize) { return "supplementary '\(item.elementKind)': \(problem)" }
            if !item.offset.x.isFinite || !item.offset.y.isFinite {
                return "supplementary '\(item.elementKind)': offset must be finite"
            }
        }
        for decoration in section.decorationItems {
            if let problem = problem(of: decoration.contentInsets, named: "decoration contentInsets") { return problem }
        }
        return nil
    }

    /// The first problem of an item or group and its subitems, or nil.
    static func problem(of item: CollectionLayoutItem) -> String? {
        if let problem = problem(of: item.layoutSize) { return problem }
        if let problem = problem(of: item.contentInsets, named: "contentInsets") { return problem }
        if let edges = item.edgeSpacing {
            for spacing in [edges.leading, edges.top, edges.trailing, edges.bottom].compactMap({ $0 }) {
                if let problem = spacing.problem { return "edgeSpacing: \(problem)" }
            }
        }
        for supplementary in item.supplementaryItems {
            if let problem = problem(of: supplementary.layoutSize) {
                return "supplementary '\(supplementary.elementKind)': \(problem)"
            }
        }
        guard let group = item as? CollectionLayoutGroup else { return nil }
        if let problem = group.interItemSpacing?.problem { return "interItemSpacing: \(problem)" }
        switch group.arrangement {
        case .cycling:
            if group.subitems.isEmpty { return "a group needs at least one subitem" }
        case .count(let count), .repeating(let count):
            if count < 1 { return "a group's count must be at least 1, not \(count)" }
        case .custom:
            return nil
        }
        for subitem in group.subitems {
            if let problem = problem(of: subitem) { return problem }
        }
        return nil
    }

    static func problem(of size: CollectionLayoutSize) -> String? {
        size.widthDimension.problem ?? size.heightDimension.problem
    }

    static func problem(of insets: DirectionalEdgeInsets, named name: String) -> String? {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        return values.allSatisfy(\.isFinite) ? nil : "\(name) \(insets) must be finite"
    }
}
