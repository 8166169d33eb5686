import Foundation

extension CollectionViewCompositionalLayout {
    /// Takes a batch update: the measured sizes follow their items (those
    /// of deleted or reloaded items are forgotten), and only the sections
    /// whose items changed are laid out again; the sections after them
    /// move. When sections were inserted, deleted or moved, or the layout
    /// was to be computed again anyway, every section is asked for again on
    /// the next query (the section provider may depend on the index).
    ///
    /// - Complexity: O(measured sizes) to move them, plus laying out the
    ///   changed sections, plus O(sections) to stack them.
    func apply(_ plan: CollectionViewUpdatePlan) {
        // Most layouts have nothing measured and nothing scrolled sideways:
        // remapping even empty tables costs several hundred instructions.
        if !measuredItemSizes.isEmpty || !measuredSupplementarySizes.isEmpty || !measuredBadgeSizes.isEmpty {
            remapMeasuredSizes(plan)
        }
        if !orthogonalOffsets.isEmpty {
            var remappedOffsets: [Int: CGFloat] = [:]
            for (section, offset) in orthogonalOffsets {
                if section < plan.sectionMap.count, let target = plan.sectionMap[section],
                    !plan.isReloaded(section: section)
                {
                    remappedOffsets[target] = offset
                }
            }
            orthogonalOffsets = remappedOffsets
        }

        guard !needsLayout, !plan.sectionsChanged, sections.count == plan.newCounts.count else {
            context.itemCounts = plan.newCounts
            invalidateLayout()
            return
        }
        var rebuilt: [(Int, SectionLayout)] = []
        var templates: [SectionLayoutBuilder.TemplateKey: SectionLayoutBuilder.SolvedTemplate] = [:]
        do {
            for index in plan.newCounts.indices where !plan.keepsItems(ofSection: index) {
                let old = sections[index]
                rebuilt.append(
                    (
                        index,
                        try builder(for: old.section).build(
                            index: index, section: old.section, itemCount: plan.newCounts[index],
                            measuredItems: measuredItemSizes[index] ?? [:],
                            measuredSupplementaries: measuredSupplementarySizes[index] ?? [:],
                            templates: &templates, previous: old)
                    ))
            }
        } catch {
            record(error)
            context.itemCounts = plan.newCounts
            invalidateLayout()
            return
        }
        context.itemCounts = plan.newCounts
        layoutContext.itemCounts = plan.newCounts
        needsLayout = false
        for (index, section) in rebuilt {
            section.origin = sections[index].origin
            sections[index] = section
        }
        revision &+= 1
        if let (first, _) = rebuilt.first { stackSections(from: first) }
    }

    /// Moves the measured sizes to their items' places after the update.
    private func remapMeasuredSizes(_ plan: CollectionViewUpdatePlan) {
        var items: [Int: [Int: MeasuredSize]] = [:]
        for (section, sizes) in measuredItemSizes {
            guard section < plan.sectionMap.count, let target = plan.sectionMap[section] else { continue }
            if plan.keepsItems(ofSection: section) {
                items[target] = sizes
                continue
            }
            for (item, size) in sizes {
                let path = IndexPath(item: item, section: section)
                guard !plan.isReloaded(path), let new = plan.newIndexPath(ofItemAt: path) else { continue }
                items[new.section, default: [:]][new.item] = size
            }
        }
        measuredItemSizes = items

        var supplementaries: [Int: [String: MeasuredSize]] = [:]
        for (section, sizes) in measuredSupplementarySizes {
            if section < plan.sectionMap.count, let target = plan.sectionMap[section],
                !plan.isReloaded(section: section)
            {
                supplementaries[target] = sizes
            }
        }
        measuredSupplementarySizes = supplementaries

        var badges: [IndexPath: [String: MeasuredSize]] = [:]
        for (path, sizes) in measuredBadgeSizes {
            if !plan.isReloaded(path), let new = plan.newIndexPath(ofItemAt: path) { badges[new] = sizes }
        }
        measuredBadgeSizes = badges
    }
}
