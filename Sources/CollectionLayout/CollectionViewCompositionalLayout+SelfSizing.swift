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
