import Foundation

extension CollectionViewCompositionalLayout {
    /// Records the size a cell measured to, at its current size (its held
    /// dimensions: a later change of them makes the measurement stale).
    /// Its estimated dimensions take the measured lengths, its group is
    /// laid out again, and everything after it moves; the scroll offset is
    /// the caller's to adjust.
    ///
    /// - Returns: How far everything after the item moved along the scroll axis.
    /// - Throws: `CollectionLayoutError` for an index path out of range or a
    ///   size that is negative or not finite; nothing changes then.
    /// - Complexity: the item's group and O(log groups) to move the groups
    ///   after it, plus O(groups) of its section the first time one of them
    ///   is measured, plus O(sections). A section whose groups are uniform
    ///   or scroll orthogonally is laid out again whole.
    @discardableResult
    package func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(CollectionLayoutError)
        -> CGFloat
    {
        try recordMeasuredSize(size, forItemAt: indexPath).alongScrollAxis
    }

    /// ``setMeasuredSize(_:forItemAt:)``, also telling how far the groups
    /// after the item's moved along their own axis (across the scroll axis
    /// in an orthogonal section).
    func recordMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(CollectionLayoutError)
        -> (alongScrollAxis: CGFloat, alongGroupAxis: CGFloat)
    {
        prepareIfNeeded()
        guard let section = section(containing: indexPath) else { throw refuse(.indexPathOutOfRange(indexPath)) }
        guard Self.isValid(size) else { throw refuse(.invalidMeasuredSize(size)) }
        let measured = MeasuredSize(size: size, fittingSize: section.leaf(ofItem: indexPath.item).frame.size)
        let previous = measuredItemSizes[indexPath.section]?[indexPath.item]
        if previous == measured { return (0, 0) }
        let group = indexPath.item / section.itemsPerGroup
        let groupLength = section.layout(ofGroup: group).size.length(along: section.groupAxis)
        measuredItemSizes[indexPath.section, default: [:]][indexPath.item] = measured
        do {
            let delta: CGFloat
            if let shift = relayoutGroup(group, inSection: indexPath.section) {
                delta = shift
            } else {
                delta = try relayout(section: indexPath.section)
            }
            let rebuilt = sections[indexPath.section]
            return (delta, rebuilt.layout(ofGroup: group).size.length(along: rebuilt.groupAxis) - groupLength)
        } catch {
            measuredItemSizes[indexPath.section]?[indexPath.item] = previous
            throw refuse(error)
        }
    }

    /// Records the size a supplementary of `elementKind` measured to: a
    /// section's header or footer (item 0), an item's badge, or one of the
    /// layout's own headers and footers — found in that order, as
    /// ``layoutAttributesForSupplementaryView(ofKind:at:)`` finds them. See
    /// ``setMeasuredSize(_:forItemAt:)``; a badge moves nothing else.
    @discardableResult
    package func setMeasuredSize(
        _ size: CGSize, forSupplementaryOfKind elementKind: String, at indexPath: IndexPath
    ) throws(CollectionLayoutError) -> CGFloat {
        prepareIfNeeded()
        guard let target = supplementary(ofKind: elementKind, at: indexPath) else {
            throw refuse(.indexPathOutOfRange(indexPath))
        }
        guard Self.isValid(size) else { throw refuse(.invalidMeasuredSize(size)) }
        let measured = MeasuredSize(size: size, fittingSize: target.frame.size)
        switch target.owner {
        case .section:
            let previous = measuredSupplementarySizes[indexPath.section]?[elementKind]
            if previous == measured { return 0 }
            measuredSupplementarySizes[indexPath.section, default: [:]][elementKind] = measured
            do {
                return try relayout(section: indexPath.section)
            } catch {
                measuredSupplementarySizes[indexPath.section]?[elementKind] = previous
                throw refuse(error)
            }
        case .item:
            if measuredBadgeSizes[indexPath]?[elementKind] == measured { return 0 }
            measuredBadgeSizes[indexPath, default: [:]][elementKind] = measured
            return 0
        case .layout:
            if measuredGlobalSupplementarySizes[elementKind] == measured { return 0 }
            measuredGlobalSupplementarySizes[elementKind] = measured
            let start = sections.first?.origin ?? 0
            stackSections(from: 0)
            return (sections.first?.origin ?? 0) - start
        }
    }

    /// The supplementary of `elementKind` at `indexPath`, as
    /// ``layoutAttributesForSupplementaryView(ofKind:at:)`` finds it, with
    /// its layout size and current frame; nil when there is none.
    func supplementary(ofKind elementKind: String, at indexPath: IndexPath)
        -> (owner: SupplementaryOwner, layoutSize: CollectionLayoutSize, frame: CGRect)?
    {
        if indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count {
            let section = sections[indexPath.section]
            if indexPath.item == 0,
                let boundary = section.boundaryFrames.first(where: { $0.item.elementKind == elementKind })
            {
                return (.section, boundary.item.layoutSize, boundary.frame)
            }
            if let section = self.section(containing: indexPath) {
                let leaf = section.leaf(ofItem: indexPath.item)
                if let badge = leaf.item?.supplementaryItems.first(where: { $0.elementKind == elementKind }),
                    let attributes = badgeAttributes(of: leaf, at: indexPath).first(where: {
                        $0.representedElementKind == elementKind
                    })
                {
                    return (.item, badge.layoutSize, attributes.frame)
                }
            }
        }
        if let global = globalBoundaryFrames.first(where: { $0.item.elementKind == elementKind }) {
            return (.layout, global.item.layoutSize, global.frame)
        }
        return nil
    }

    /// The axes on which an element's size is estimated and not measured
    /// yet at its current size — what a collection view measures when it
    /// realizes the element — or nil when there is nothing to measure (a
    /// fixed size, a size measured at the element's current held
    /// dimensions, a decoration).
    ///
    /// - Complexity: O(1) for a cell; O(the section's boundary items and
    ///   the item's badges) for a supplementary.
    func unmeasuredEstimatedAxes(of attributes: CollectionViewLayoutAttributes) -> EstimatedAxes? {
        prepareIfNeeded()
        let indexPath = attributes.indexPath
        let layoutSize: CollectionLayoutSize
        let measured: MeasuredSize?
        switch attributes.representedElementCategory {
        case .cell:
            guard let section = section(containing: indexPath),
                let item = section.layout(ofGroup: indexPath.item / section.itemsPerGroup)
                    .leaves[indexPath.item % section.itemsPerGroup].item
            else { return nil }
            layoutSize = item.layoutSize
            measured = measuredItemSizes[indexPath.section]?[indexPath.item]
        case .supplementaryView:
            guard let kind = attributes.representedElementKind,
                let target = supplementary(ofKind: kind, at: indexPath)
            else { return nil }
            layoutSize = target.layoutSize
            switch target.owner {
            case .section: measured = measuredSupplementarySizes[indexPath.section]?[kind]
            case .item: measured = measuredBadgeSizes[indexPath]?[kind]
            case .layout: measured = measuredGlobalSupplementarySizes[kind]
            }
        case .decorationView:
            return nil
        }
        let axes = EstimatedAxes(layoutSize)
        guard !axes.isEmpty else { return nil }
        if let measured, measured.applied(to: attributes.size, estimated: axes) != nil { return nil }
        return axes
    }

    /// Forgets the measured sizes of these items: they are measured again
    /// when next realized.
    ///
    /// - Complexity: laying out again each section that had one of them measured.
    package func removeMeasuredSizes(ofItemsAt indexPaths: [IndexPath]) {
        prepareIfNeeded()
        var changed: Set<Int> = []
        for indexPath in indexPaths where indexPath.count == 2 {
            if measuredItemSizes[indexPath.section]?.removeValue(forKey: indexPath.item) != nil {
                changed.insert(indexPath.section)
            }
        }
        for section in changed.sorted() where section < sections.count {
            do {
                try relayout(section: section)
            } catch {
                record(error)
            }
        }
    }

    /// Forgets every measured size (for example when the data changes).
    package func removeMeasuredSizes() {
        measuredItemSizes = [:]
        measuredSupplementarySizes = [:]
        measuredGlobalSupplementarySizes = [:]
        measuredBadgeSizes = [:]
        invalidateLayout()
    }

    private static func isValid(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    private func refuse(_ error: CollectionLayoutError) -> CollectionLayoutError {
        record(error)
        return error
    }

    /// Lays out one group of a section again with the sizes measured so far
    /// and moves what follows it; nil (nothing changed) when the section
    /// must be laid out whole: its groups scroll orthogonally, are uniform
    /// (one measure can change them all) or overflow.
    private func relayoutGroup(_ group: Int, inSection index: Int) -> CGFloat? {
        let section = sections[index]
        let descriptor = section.section
        guard !section.isOrthogonal, !descriptor.group.layoutSize.widthDimension.isUniformAcrossSiblings,
            !descriptor.group.layoutSize.heightDimension.isUniformAcrossSiblings
        else { return nil }
        let measured = measuredItemSizes[index] ?? [:]
        let base = group * section.itemsPerGroup
        var solver = GroupLayoutSolver(environment: environment) { measured[base + $0] }
        let layout = solver.layout(descriptor.group, in: builder(for: descriptor).container(of: descriptor))
        guard solver.overflows.isEmpty, layout.leaves.count == section.itemsPerGroup else { return nil }
        let delta = section.replaceGroup(group, with: layout)
        revision &+= 1
        stackSections(from: index + 1)
        return delta
    }

    /// Lays one section out again with the sizes measured so far and moves
    /// the sections after it.
    @discardableResult
    private func relayout(section index: Int) throws(CollectionLayoutError) -> CGFloat {
        let old = sections[index]
        var templates: [SectionLayoutBuilder.TemplateKey: SectionLayoutBuilder.SolvedTemplate] = [:]
        let rebuilt = try builder(for: old.section).build(
            index: index, section: old.section, itemCount: old.itemCount,
            measuredItems: measuredItemSizes[index] ?? [:],
            measuredSupplementaries: measuredSupplementarySizes[index] ?? [:], templates: &templates, previous: old)
        replaceSection(at: index, with: rebuilt)
        return rebuilt.length - old.length
    }
}
