import Foundation

extension CollectionViewCompositionalLayout {
    /// Records the size a cell measured to. Its estimated dimensions take
    /// the measured lengths, its group is laid out again, and everything
    /// after it moves; the scroll offset is the caller's to adjust.
    ///
    /// - Returns: How far everything after the item moved along the scroll axis.
    /// - Throws: `CollectionLayoutError` for an index path out of range or a
    ///   size that is negative or not finite; nothing changes then.
    /// - Complexity: the item's group, plus O(groups) of its section the
    ///   first time one of them is measured, plus O(sections).
    @discardableResult
    package func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(CollectionLayoutError)
        -> CGFloat
    {
        prepareIfNeeded()
        guard section(containing: indexPath) != nil else { throw refuse(.indexPathOutOfRange(indexPath)) }
        guard Self.isValid(size) else { throw refuse(.invalidMeasuredSize(size)) }
        if measuredItemSizes[indexPath.section]?[indexPath.item] == size { return 0 }
        let previous = measuredItemSizes[indexPath.section]?[indexPath.item]
        measuredItemSizes[indexPath.section, default: [:]][indexPath.item] = size
        do {
            return try relayout(section: indexPath.section)
        } catch {
            measuredItemSizes[indexPath.section]?[indexPath.item] = previous
            throw refuse(error)
        }
    }

    /// Records the size a section's header or footer of `elementKind`
    /// measured to; see ``setMeasuredSize(_:forItemAt:)``.
    @discardableResult
    package func setMeasuredSize(
        _ size: CGSize, forSupplementaryOfKind elementKind: String, at indexPath: IndexPath
    ) throws(CollectionLayoutError) -> CGFloat {
        prepareIfNeeded()
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
            sections[indexPath.section].boundaryFrames.contains(where: { $0.item.elementKind == elementKind })
        else { throw refuse(.indexPathOutOfRange(indexPath)) }
        guard Self.isValid(size) else { throw refuse(.invalidMeasuredSize(size)) }
        let previous = measuredSupplementarySizes[indexPath.section]?[elementKind]
        if previous == size { return 0 }
        measuredSupplementarySizes[indexPath.section, default: [:]][elementKind] = size
        do {
            return try relayout(section: indexPath.section)
        } catch {
            measuredSupplementarySizes[indexPath.section]?[elementKind] = previous
            throw refuse(error)
        }
    }

    /// The axes on which an element's size is estimated and not measured
    /// yet — what a collection view measures when it realizes the element
    /// — or nil when there is nothing to measure (a fixed size, a size
    /// already measured, a badge, a decoration, the layout's own headers).
    ///
    /// - Complexity: O(1) for a cell; O(the section's boundary items) for a header or footer.
    package func unmeasuredEstimatedAxes(of attributes: CollectionViewLayoutAttributes) -> EstimatedAxes? {
        prepareIfNeeded()
        let indexPath = attributes.indexPath
        let layoutSize: CollectionLayoutSize?
        switch attributes.representedElementCategory {
        case .cell:
            guard let section = section(containing: indexPath),
                measuredItemSizes[indexPath.section]?[indexPath.item] == nil
            else { return nil }
            layoutSize = section.leaf(ofItem: indexPath.item).item?.layoutSize
        case .supplementaryView:
            guard let kind = attributes.representedElementKind, indexPath.count == 2, indexPath.item == 0,
                indexPath.section >= 0, indexPath.section < sections.count,
                measuredSupplementarySizes[indexPath.section]?[kind] == nil
            else { return nil }
            let boundary = sections[indexPath.section].boundaryFrames.first { $0.item.elementKind == kind }
            layoutSize = boundary?.item.layoutSize
        case .decorationView:
            return nil
        }
        guard let layoutSize else { return nil }
        let axes = EstimatedAxes(
            width: layoutSize.widthDimension.isEstimated, height: layoutSize.heightDimension.isEstimated)
        return axes.width || axes.height ? axes : nil
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
        invalidateLayout()
    }

    private static func isValid(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    private func refuse(_ error: CollectionLayoutError) -> CollectionLayoutError {
        record(error)
        return error
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
            measuredSupplementaries: measuredSupplementarySizes[index] ?? [:], templates: &templates)
        replaceSection(at: index, with: rebuilt)
        return rebuilt.length - old.length
    }
}
