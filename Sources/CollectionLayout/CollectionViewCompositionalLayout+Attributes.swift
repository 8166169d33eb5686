import Foundation

extension CollectionViewCompositionalLayout {
    /// The attributes of every cell, supplementary and decoration whose frame
    /// overlaps `rect` with a positive area, section by section (decorations,
    /// boundary supplementaries, then cells each followed by its badges).
    ///
    /// Pinned headers are placed for the current scroll offset; an orthogonal
    /// section answers for its scroller's offset; each section's
    /// `visibleItemsInvalidationHandler` adjusts its answer.
    ///
    /// - Complexity: O(log(sections) + the sections and groups `rect` meets +
    ///   the elements returned); independent of the number of items.
    public func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        elements(in: rect, extendingOrthogonalScrollers: false).map(\.attributes)
    }

    /// The elements a collection view realizes for `rect`: those of
    /// ``layoutAttributesForElements(in:)``, each tagged with the orthogonal
    /// section whose scroller holds it (its cells and their badges; nil for
    /// the rest). With `extendingOrthogonalScrollers`, an orthogonal
    /// section's query along its scroller's axis is extended by half the
    /// scroller's length each way, as `rect` is along the scroll axis.
    ///
    /// - Complexity: as ``layoutAttributesForElements(in:)``.
    package func elements(in rect: CGRect, extendingOrthogonalScrollers: Bool)
        -> [PlacedElement]
    {
        var result: [PlacedElement] = []
        appendElements(in: rect, extendingOrthogonalScrollers: extendingOrthogonalScrollers, to: &result)
        return result
    }

    /// Appends the elements of ``elements(in:extendingOrthogonalScrollers:)``
    /// to `result`, whose capacity a caller may keep between queries.
    package func appendElements(
        in rect: CGRect, extendingOrthogonalScrollers: Bool, to result: inout [PlacedElement]
    ) {
        prepareIfNeeded()
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let axis = configuration.scrollDirection.axis
        let mirror = self.mirror
        // The query leading to trailing, as the layout's frames are.
        let rect = mirror?.rect(rect) ?? rect
        for (item, frame) in globalBoundaryFrames where !item.alignment.isFooter && frame.overlapsWithArea(rect) {
            result.append(PlacedElement(attributes: reflected(globalAttributes(item, frame: frame), by: mirror)))
        }
        let low = rect.minimum(along: axis)
        let high = rect.maximum(along: axis)
        var first = 0
        var last = sections.count
        while first < last {
            let mid = (first + last) / 2
            if sections[mid].end > low { last = mid } else { first = mid + 1 }
        }
        var index = first
        while index < sections.count && sections[index].origin < high {
            appendElements(
                of: sections[index], in: rect, extendingScroller: extendingOrthogonalScrollers, mirror: mirror,
                to: &result)
            index += 1
        }
        for (item, frame) in globalBoundaryFrames where item.alignment.isFooter && frame.overlapsWithArea(rect) {
            result.append(PlacedElement(attributes: reflected(globalAttributes(item, frame: frame), by: mirror)))
        }
    }

    /// What moves with the scroll offset alone in the sections that overlap
    /// `low..<high` along the scroll axis: their pinned headers, placed for
    /// the current offset. Every other element of those sections keeps its
    /// attributes while only the offset changes, so a collection view
    /// scrolling by less than its realized area asks for these and for the
    /// strip it gained, not for every element again.
    ///
    /// Nil when one of the sections has more that depends on the offset or
    /// on its cells: a `visibleItemsInvalidationHandler` (it sees the
    /// offset), or badges (they come and go with their cells, whatever
    /// their own frames).
    ///
    /// - Complexity: O(log(sections) + the sections in the range).
    func offsetDependentElements(alongScrollAxis low: CGFloat, _ high: CGFloat)
        -> [CollectionViewLayoutAttributes]?
    {
        prepareIfNeeded()
        let mirror = self.mirror
        var (low, high) = (low, high)
        if let mirror, configuration.scrollDirection == .horizontal {
            (low, high) = (mirror.width - high, mirror.width - low)
        }
        var first = 0
        var last = sections.count
        while first < last {
            let mid = (first + last) / 2
            if sections[mid].end > low { last = mid } else { first = mid + 1 }
        }
        var result: [CollectionViewLayoutAttributes] = []
        var index = first
        while index < sections.count && sections[index].origin < high {
            let section = sections[index]
            if section.section.visibleItemsInvalidationHandler != nil || section.hasBadges { return nil }
            for (item, frame) in section.boundaryFrames where item.pinToVisibleBounds && item.alignment.isHeader {
                result.append(reflected(boundaryAttributes(item, frame: frame, in: section), by: mirror))
            }
            index += 1
        }
        return result
    }

    /// The attributes of the cell at `indexPath`, or nil (and an error
    /// recorded) when the index path names no item.
    ///
    /// In a section with a `visibleItemsInvalidationHandler`, the handler's
    /// changes are those ``layoutAttributesForElements(in:)`` gives for the
    /// visible bounds, or for the cell's own frame when it is outside them.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard let section = section(containing: indexPath) else {
            record(.indexPathOutOfRange(indexPath))
            return nil
        }
        guard section.section.visibleItemsInvalidationHandler != nil else {
            return unhandledCell(indexPath.item, in: section).attributes
        }
        return handled(cellAttributes(section.leaf(ofItem: indexPath.item), at: indexPath), in: section)
    }

    /// The element of the cell `item` of `section` as
    /// ``layoutAttributesForItem(at:)`` answers it, for a collection view
    /// that keeps the cell's view outside the area it realizes; nil, and an
    /// error recorded, when there is no such item.
    package func placedCell(item: Int, section index: Int) -> PlacedElement? {
        prepareIfNeeded()
        guard index >= 0, index < sections.count, item >= 0, item < sections[index].itemCount,
            sections[index].section.visibleItemsInvalidationHandler == nil
        else {
            return layoutAttributesForItem(at: IndexPath(item: item, section: index)).map {
                PlacedElement(attributes: $0)
            }
        }
        return unhandledCell(item, in: sections[index])
    }

    /// A cell of a section without a visible-items handler, leading to
    /// trailing: its leaf's frame, mirrored right to left.
    private func unhandledCell(_ item: Int, in section: SectionLayout) -> PlacedElement {
        let leaf = section.leaf(ofItem: item)
        return PlacedElement(
            cellOfItem: item, section: section.index, frame: cellMirror(in: section)?.rect(leaf.frame) ?? leaf.frame,
            zIndex: leaf.zIndex, orthogonalSection: nil)
    }

    /// A cell's attributes (leading to trailing) as a query of the visible
    /// bounds answers them (its section's handler applied), else as a query
    /// of the cell's own frame does.
    private func handled(_ attributes: CollectionViewLayoutAttributes, in section: SectionLayout)
        -> CollectionViewLayoutAttributes
    {
        let mirror = self.mirror
        var visible = CGRect(origin: context.contentOffset, size: layoutContext.boundsSize)
        if let mirror { visible = mirror.rect(visible) }
        // A query moves with an orthogonal section's offset; its cells' frames are at rest.
        let offset = section.isOrthogonal ? orthogonalOffsets[section.index] ?? 0 : 0
        let own = attributes.frame.moved(by: -offset, along: section.groupAxis)
        let key = CollectionElementKey.cell(attributes.indexPath)
        for rect in [visible, own] {
            var found: [PlacedElement] = []
            appendElements(of: section, in: rect, extendingScroller: false, mirror: mirror, to: &found)
            if let match = found.first(where: { $0.key == key }) {
                return match.attributes
            }
        }
        return reflected(attributes, by: cellMirror(in: section))
    }

    /// The attributes of the supplementary of `elementKind` at `indexPath`: a
    /// section's header or footer (item 0), an item's badge, or the layout's
    /// own header or footer; nil (and an error recorded) when there is none.
    public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        prepareIfNeeded()
        if indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count {
            let section = sections[indexPath.section]
            if indexPath.item == 0,
                let boundary = section.boundaryFrames.first(where: { $0.item.elementKind == elementKind })
            {
                return reflected(boundaryAttributes(boundary.item, frame: boundary.frame, in: section), by: mirror)
            }
            if let section = self.section(containing: indexPath) {
                let leaf = section.leaf(ofItem: indexPath.item)
                if let badge = badgeAttributes(of: leaf, at: indexPath).first(where: {
                    $0.representedElementKind == elementKind
                }) {
                    return reflected(badge, by: cellMirror(in: section))
                }
            }
        }
        if let global = globalBoundaryFrames.first(where: { $0.item.elementKind == elementKind }) {
            return reflected(globalAttributes(global.item, frame: global.frame), by: mirror)
        }
        record(.indexPathOutOfRange(indexPath))
        return nil
    }

    /// The attributes of the decoration of `elementKind` of a section (item 0).
    package func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        prepareIfNeeded()
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
            let decoration = sections[indexPath.section].decorationFrames.first(where: {
                $0.item.elementKind == elementKind
            })
        else {
            record(.indexPathOutOfRange(indexPath))
            return nil
        }
        return reflected(
            decorationAttributes(decoration.item, frame: decoration.frame, in: sections[indexPath.section]), by: mirror)
    }

    // MARK: - Building attributes

    /// The section laid out for `indexPath`'s item, if the item exists.
    func section(containing indexPath: IndexPath) -> SectionLayout? {
        guard indexPath.count == 2 else { return nil }
        // Each index read once: every read is a call.
        let index = indexPath.section
        guard index >= 0, index < sections.count else { return nil }
        let section = sections[index]
        let item = indexPath.item
        guard item >= 0, item < section.itemCount else { return nil }
        return section
    }

    /// Appends a section's elements that overlap `rect` (leading to
    /// trailing) to `result`, each tagged with the orthogonal section whose
    /// scroller holds it, their frames reflected by `mirror` (right to
    /// left) before the section's handler sees them.
    private func appendElements(
        of section: SectionLayout, in rect: CGRect, extendingScroller: Bool, mirror: HorizontalMirror?,
        to result: inout [PlacedElement]
    ) {
        let first = result.count
        for (item, frame) in section.decorationFrames {
            let attributes = decorationAttributes(item, frame: frame, in: section)
            if attributes.frame.overlapsWithArea(rect) {
                result.append(PlacedElement(attributes: reflected(attributes, by: mirror)))
            }
        }
        for (item, frame) in section.boundaryFrames {
            let attributes = boundaryAttributes(item, frame: frame, in: section)
            if attributes.frame.overlapsWithArea(rect) {
                result.append(PlacedElement(attributes: reflected(attributes, by: mirror)))
            }
        }

        // The query in section-relative coordinates; an orthogonal section's
        // items are at rest, so the query moves by the scroller's offset instead.
        var relative = rect.moved(by: -section.origin, along: section.scrollAxis)
        let offset = orthogonalOffsets[section.index] ?? 0
        if section.isOrthogonal {
            relative = relative.moved(by: offset, along: section.groupAxis)
            if extendingScroller, let scroller = section.scroller {
                let half = scroller.frame.size.length(along: section.groupAxis) / 2
                relative = relative.extended(by: half, along: section.groupAxis)
            }
        }
        let cellMirror = mirror == nil ? nil : self.cellMirror(in: section)
        let groups = section.groups(
            overlapping: relative.minimum(along: section.groupAxis), relative.maximum(along: section.groupAxis))
        // Room for the cells at once: growing the array copies every element.
        result.reserveCapacity(forAdding: groups.count * section.itemsPerGroup)
        if !appendTemplateCells(of: section, groups: groups, in: relative, mirror: cellMirror, to: &result) {
            appendCells(of: section, groups: groups, in: relative, mirror: cellMirror, to: &result)
        }

        if let handler = section.section.visibleItemsInvalidationHandler, result.count > first {
            let visibleItems = result[first...].map { CollectionLayoutVisibleItem($0.attributes) }
            let sectionOffset =
                section.isOrthogonal
                ? CGPoint(along: section.groupAxis, scrollerOffset(offset, of: section), across: 0)
                : context.contentOffset
            handler(visibleItems, sectionOffset, environment)
            for (index, item) in zip(first..., visibleItems) {
                result[index].attributes = item.applied(to: result[index].attributes)
            }
        }
    }

    /// Appends the cells of `groups` whose frames overlap `relative`
    /// (section-relative), with their badges: the general case, in which a
    /// group may be measured.
    private func appendCells(
        of section: SectionLayout, groups: Range<Int>, in relative: CGRect, mirror cellMirror: HorizontalMirror?,
        to result: inout [PlacedElement]
    ) {
        let scroller = section.isOrthogonal ? section.index : nil
        // Read once for the section: each read of a section's field is a call.
        let perGroup = section.itemsPerGroup
        let itemCount = section.itemCount
        let sectionIndex = section.index
        let hasBadges = section.hasBadges
        let measuredGroups = section.measuredGroups
        for group in groups {
            let leaves = measuredGroups.isEmpty ? section.template.leaves : section.layout(ofGroup: group).leaves
            let origin = section.origin(ofGroup: group)
            let firstItem = group * perGroup
            // By index: a leaf is copied (its item retained) only for a badge.
            // The last group may be short of items.
            let count = min(leaves.count, itemCount - firstItem)
            guard count > 0 else { continue }
            for position in 0..<count {
                let frame = leaves[position].frame.offsetBy(dx: origin.x, dy: origin.y)
                guard frame.overlapsWithArea(relative) else { continue }
                let absolute = section.absolute(frame)
                result.append(
                    PlacedElement(
                        cellOfItem: firstItem + position, section: sectionIndex,
                        frame: cellMirror?.rect(absolute) ?? absolute, zIndex: leaves[position].zIndex,
                        orthogonalSection: scroller))
                if hasBadges, leaves[position].item?.supplementaryItems.isEmpty == false {
                    var placed = leaves[position]
                    placed.frame = absolute
                    let indexPath = IndexPath(item: firstItem + position, section: sectionIndex)
                    for badge in badgeAttributes(of: placed, at: indexPath) {
                        result.append(
                            PlacedElement(attributes: reflected(badge, by: cellMirror), orthogonalSection: scroller))
                    }
                }
            }
        }
    }

    /// Appends the cells of `groups` whose frames overlap `relative`
    /// (section-relative) when every group of the section is its template,
    /// without badges, and the template's frames are finite with sizes not
    /// negative: the frames are then plain sums, computed as the general
    /// case computes them.
    ///
    /// - Returns: false, having appended nothing, when the section is not
    ///   such a section.
    private func appendTemplateCells(
        of section: SectionLayout, groups: Range<Int>, in relative: CGRect, mirror cellMirror: HorizontalMirror?,
        to result: inout [PlacedElement]
    ) -> Bool {
        guard section.measuredGroups.isEmpty, section.lengthChanges == nil else { return false }
        let leaves = section.template.leaves
        for leaf in leaves {
            let frame = leaf.frame
            guard leaf.item?.supplementaryItems.isEmpty != false, frame.origin.x.isFinite, frame.origin.y.isFinite,
                frame.size.width >= 0, frame.size.height >= 0, frame.size.width.isFinite, frame.size.height.isFinite
            else { return false }
        }
        let perGroup = leaves.count
        let itemCount = section.itemCount
        let sectionIndex = section.index
        let scroller = section.isOrthogonal ? section.index : nil
        let groupAxis = section.groupAxis
        // As `SectionLayout.origin(ofGroup:)` and `absolute(_:)` compute them.
        let stride = section.template.size.length(along: groupAxis) + section.interGroupSpacing
        let runStart = section.runStart
        let runAcross = section.runAcross
        let shift = section.origin
        let shiftX: CGFloat = section.scrollAxis == .horizontal ? shift : 0
        let shiftY: CGFloat = section.scrollAxis == .horizontal ? 0 : shift
        let low = (x: relative.minX, y: relative.minY)
        let high = (x: relative.maxX, y: relative.maxY)
        for group in groups {
            let along = runStart + CGFloat(group) * stride
            let originX = groupAxis == .horizontal ? along : runAcross
            let originY = groupAxis == .horizontal ? runAcross : along
            let firstItem = group * perGroup
            let count = min(perGroup, itemCount - firstItem)
            var position = 0
            while position < count {
                let leaf = leaves[position].frame
                let x = leaf.origin.x + originX
                let y = leaf.origin.y + originY
                let width = leaf.size.width
                let height = leaf.size.height
                if x < high.x && low.x < x + width && y < high.y && low.y < y + height {
                    let absolute = CGRect(x: x + shiftX, y: y + shiftY, width: width, height: height)
                    result.append(
                        PlacedElement(
                            cellOfItem: firstItem + position, section: sectionIndex,
                            frame: cellMirror?.rect(absolute) ?? absolute, zIndex: leaves[position].zIndex,
                            orthogonalSection: scroller))
                }
                position += 1
            }
        }
        return true
    }

    func cellAttributes(_ leaf: GroupLayout.Leaf, at indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        var attributes = CollectionViewLayoutAttributes(indexPath: indexPath, frame: leaf.frame)
        attributes.zIndex = leaf.zIndex
        return attributes
    }

    /// The badges of a placed cell.
    func badgeAttributes(of leaf: GroupLayout.Leaf, at indexPath: IndexPath) -> [CollectionViewLayoutAttributes] {
        guard let supplementaries = leaf.item?.supplementaryItems, !supplementaries.isEmpty else { return [] }
        return supplementaries.map { supplementary in
            let resolved = supplementary.layoutSize.resolved(in: leaf.frame.size)
            let measured = measuredBadgeSizes.isEmpty ? nil : measuredBadgeSizes[indexPath]?[supplementary.elementKind]
            let size = measured?.applied(to: resolved, estimated: EstimatedAxes(supplementary.layoutSize)) ?? resolved
            var attributes = CollectionViewLayoutAttributes(
                indexPath: indexPath, frame: supplementary.containerAnchor.frame(ofSize: size, in: leaf.frame),
                representedElementCategory: .supplementaryView, representedElementKind: supplementary.elementKind)
            attributes.zIndex = supplementary.zIndex
            return attributes
        }
    }

    /// A section's header or footer; a pinned header sits at
    /// `min(max(visibleTop, naturalTop), sectionEnd − height)`, the visible
    /// top being the offset plus the visible content inset (under a
    /// collapsing bar, the bar's current bottom).
    func boundaryAttributes(
        _ item: CollectionLayoutBoundarySupplementaryItem, frame: CGRect, in section: SectionLayout
    ) -> CollectionViewLayoutAttributes {
        var placed = section.absolute(frame)
        if item.pinToVisibleBounds && item.alignment.isHeader {
            let axis = section.scrollAxis
            var visibleTop =
                (axis == .vertical ? context.contentOffset.y : context.contentOffset.x)
                + context.visibleContentInset.before(along: axis)
            if axis == .horizontal, let mirror {
                // Right to left, the visible leading edge is the bounds' right.
                visibleTop =
                    mirror.width - context.contentOffset.x - layoutContext.boundsSize.width
                    + context.visibleContentInset.right
            }
            let natural = placed.minimum(along: axis)
            let length = placed.size.length(along: axis)
            let position = min(max(visibleTop, natural), section.end - length)
            placed = placed.moved(by: position - natural, along: axis)
        }
        var attributes = CollectionViewLayoutAttributes(
            indexPath: IndexPath(item: 0, section: section.index), frame: placed,
            representedElementCategory: .supplementaryView, representedElementKind: item.elementKind)
        attributes.zIndex = item.zIndex
        return attributes
    }

    func decorationAttributes(_ item: CollectionLayoutDecorationItem, frame: CGRect, in section: SectionLayout)
        -> CollectionViewLayoutAttributes
    {
        var attributes = CollectionViewLayoutAttributes(
            indexPath: IndexPath(item: 0, section: section.index), frame: section.absolute(frame),
            representedElementCategory: .decorationView, representedElementKind: item.elementKind)
        attributes.zIndex = item.zIndex
        return attributes
    }

    func globalAttributes(_ item: CollectionLayoutBoundarySupplementaryItem, frame: CGRect)
        -> CollectionViewLayoutAttributes
    {
        var attributes = CollectionViewLayoutAttributes(
            indexPath: IndexPath(item: 0, section: 0), frame: frame, representedElementCategory: .supplementaryView,
            representedElementKind: item.elementKind)
        attributes.zIndex = item.zIndex
        return attributes
    }
}
