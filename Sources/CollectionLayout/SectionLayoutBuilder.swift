import Foundation

/// Builds a `SectionLayout` from a section's descriptors, the collection
/// view's geometry and the sizes measured so far: container,
/// template, measured groups, headers and footers, decorations, scroller.
struct SectionLayoutBuilder {
    let boundsSize: CGSize
    let referenceInsets: EdgeInsets
    let environment: CollectionLayoutEnvironment
    let scrollAxis: LayoutAxis

    /// Templates already solved in a layout pass, by section and container:
    /// a section returned for many indices is solved once.
    struct TemplateKey: Hashable {
        var section: ObjectIdentifier
        var container: CGSize
    }

    /// A solved template and the overflows found solving it.
    typealias SolvedTemplate = (layout: GroupLayout, overflows: [(required: CGFloat, available: CGFloat, count: Int)])

    /// The length available along `axis` inside the reference insets.
    func available(_ axis: LayoutAxis) -> CGFloat {
        max(
            0,
            boundsSize.length(along: axis) - referenceInsets.before(along: axis) - referenceInsets.after(along: axis))
    }

    /// The container a section's top-level group resolves against: the
    /// bounds inside the reference insets and the section's content insets.
    func container(of section: CollectionLayoutSection) -> CGSize {
        let insets = section.contentInsets
        return CGSize(
            width: max(0, available(.horizontal) - insets.leading - insets.trailing),
            height: max(0, available(.vertical) - insets.top - insets.bottom))
    }

    func build(
        index: Int, section: CollectionLayoutSection, itemCount: Int, measuredItems: [Int: MeasuredSize],
        measuredSupplementaries: [String: MeasuredSize], templates: inout [TemplateKey: SolvedTemplate],
        previous: SectionLayout? = nil
    ) throws(CollectionLayoutError) -> SectionLayout {
        let container = self.container(of: section)
        let key = TemplateKey(section: ObjectIdentifier(section), container: container)
        // The template the section was last built with, for the same
        // descriptor (held by `previous`, so its identity is not reused) and
        // container: it was validated and solved then.
        let reused = previous.flatMap { $0.solvedTemplate.key == key ? $0.solvedTemplate.template : nil }
        if reused == nil {
            if let problem = DescriptorValidation.problem(of: section) {
                throw .invalidDescriptor(section: index, reason: problem)
            }
            // Before anything is solved or allocated: nested counts multiply.
            if let problem = ElementBudget.problem(of: section.group) {
                throw .invalidDescriptor(section: index, reason: problem)
            }
        }
        let crossAxis = scrollAxis.other
        let insets = section.contentInsets
        let reference = referenceInsets
        let crossMin = reference.before(along: crossAxis) + insets.before(along: crossAxis)
        let crossMax = crossMin + container.length(along: crossAxis)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let groupAxis = orthogonal ? crossAxis : scrollAxis

        // The template, and the groups that hold measured cells.
        var overflows: [CollectionLayoutOverflow] = []
        func solve(_ measured: [Int: MeasuredSize], base: Int, forced: (LayoutAxis, CGFloat)?) -> GroupLayout {
            var solver = GroupLayoutSolver(environment: environment) { measured[base + $0] }
            let layout = solver.layout(section.group, in: container, forcedLength: forced)
            overflows += solver.overflows.map {
                CollectionLayoutOverflow(
                    section: index, required: $0.required, available: $0.available, count: $0.count)
            }
            return layout
        }
        let solvedTemplate: SolvedTemplate
        if let solved = reused ?? templates[key] {
            solvedTemplate = solved
        } else {
            var solver = GroupLayoutSolver(environment: environment)
            solvedTemplate = (solver.layout(section.group, in: container), solver.overflows)
            templates[key] = solvedTemplate
        }
        var template = solvedTemplate.layout
        overflows += solvedTemplate.overflows.map {
            CollectionLayoutOverflow(section: index, required: $0.required, available: $0.available, count: $0.count)
        }
        if template.leaves.isEmpty {
            throw .invalidDescriptor(section: index, reason: "the custom group's item provider returned no items")
        }
        let perGroup = template.leaves.count
        let groupCount = itemCount == 0 ? 0 : (itemCount + perGroup - 1) / perGroup
        let measuredGroupIndices =
            measuredItems.isEmpty
            ? [] : Array(Set(measuredItems.keys.filter { $0 < itemCount }.map { $0 / perGroup })).sorted()
        var measuredGroups: [Int: GroupLayout] = [:]
        for group in measuredGroupIndices {
            measuredGroups[group] = solve(measuredItems, base: group * perGroup, forced: nil)
        }

        // A uniform top-level group: every group as long as the longest measured one.
        let groupSize = section.group.layoutSize
        let uniformAxis =
            groupSize.dimension(along: scrollAxis).isUniformAcrossSiblings
            ? scrollAxis : groupSize.dimension(along: crossAxis).isUniformAcrossSiblings ? crossAxis : nil
        if let uniformAxis {
            let measuredLengths = measuredGroups.values.map { $0.size.length(along: uniformAxis) }
            let length = measuredLengths.max() ?? template.size.length(along: uniformAxis)
            template = solve([:], base: 0, forced: (uniformAxis, length))
            for group in measuredGroupIndices {
                measuredGroups[group] = solve(measuredItems, base: group * perGroup, forced: (uniformAxis, length))
            }
        }

        // Group lengths along the group axis: the template's, and how the measured ones differ.
        let spacing = section.interGroupSpacing
        let groupLength = template.size.length(along: groupAxis)
        var runLength = groupCount == 0 ? 0 : CGFloat(groupCount) * groupLength + CGFloat(groupCount - 1) * spacing
        var lengthChanges: GroupLengthChanges?
        if !measuredGroups.isEmpty {
            var changes = [CGFloat](repeating: 0, count: groupCount)
            for (group, layout) in measuredGroups {
                changes[group] = layout.size.length(along: groupAxis) - groupLength
            }
            lengthChanges = GroupLengthChanges(changes)
            runLength += changes.reduce(0, +)
        }

        // Along the scroll axis: headers, top inset, groups, bottom inset, footers.
        let supplementaryCross =
            section.supplementariesFollowContentInsets
            ? (crossMin, container.length(along: crossAxis))
            : (reference.before(along: crossAxis), available(crossAxis))
        let supplementaryContainer = CGSize(
            along: crossAxis, supplementaryCross.1, across: container.length(along: scrollAxis))
        func size(of item: CollectionLayoutBoundarySupplementaryItem) -> CGSize {
            let size = item.layoutSize.resolved(in: supplementaryContainer)
            return measuredSupplementaries[item.elementKind]?.applied(
                to: size, estimated: EstimatedAxes(item.layoutSize)) ?? size
        }
        func frame(of item: CollectionLayoutBoundarySupplementaryItem, size: CGSize, at position: CGFloat) -> CGRect {
            let crossLength = size.length(along: crossAxis)
            let crossPosition: CGFloat
            switch item.alignment {
            case .topLeading, .bottomLeading, .leading, .none:
                crossPosition = supplementaryCross.0
            case .topTrailing, .bottomTrailing, .trailing:
                crossPosition = supplementaryCross.0 + supplementaryCross.1 - crossLength
            case .top, .bottom:
                crossPosition = supplementaryCross.0 + (supplementaryCross.1 - crossLength) / 2
            }
            let origin = CGPoint(along: scrollAxis, position, across: crossPosition)
            return CGRect(origin: origin, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y)
        }

        var boundaryFrames: [(item: CollectionLayoutBoundarySupplementaryItem, frame: CGRect)] = []
        var cursor: CGFloat = 0
        for item in section.boundarySupplementaryItems where item.alignment.isHeader {
            let size = size(of: item)
            boundaryFrames.append((item, frame(of: item, size: size, at: cursor)))
            if item.extendsBoundary { cursor += size.length(along: scrollAxis) }
        }
        let contentStart = cursor + insets.before(along: scrollAxis)
        let runStart: CGFloat
        let runAcross: CGFloat
        let runEnd: CGFloat
        var centredInset: CGFloat = 0
        if orthogonal {
            if section.orthogonalScrollingBehavior == .groupPagingCentered {
                centredInset = max(0, (container.length(along: crossAxis) - template.size.length(along: crossAxis)) / 2)
            }
            runStart = crossMin + centredInset
            runAcross = contentStart
            // The row is as long as its longest group: the estimate until a
            // group is measured, then the measured groups (those not measured
            // yet are when they are realized).
            let rowGroups = measuredGroups.isEmpty ? [template] : Array(measuredGroups.values)
            let rowLength = groupCount == 0 ? 0 : rowGroups.map { $0.size.length(along: scrollAxis) }.max() ?? 0
            runEnd = contentStart + rowLength
        } else {
            runStart = contentStart
            runAcross = crossMin
            runEnd = contentStart + runLength
        }
        let contentEnd = runEnd + insets.after(along: scrollAxis)
        cursor = contentEnd
        for item in section.boundarySupplementaryItems where !item.alignment.isHeader {
            let size = size(of: item)
            let length = size.length(along: scrollAxis)
            if !item.alignment.isFooter {
                boundaryFrames.append((item, frame(of: item, size: size, at: contentStart)))
            } else if item.extendsBoundary {
                boundaryFrames.append((item, frame(of: item, size: size, at: cursor)))
                cursor += length
            } else {
                boundaryFrames.append((item, frame(of: item, size: size, at: contentEnd - length)))
            }
        }
        let length = cursor

        // Backgrounds span the section across the full width, inset by their own insets.
        let fullCross = boundsSize.length(along: crossAxis)
        let decorationFrames = section.decorationItems.map { item in
            let rect = CGRect(
                origin: .zero, size: CGSize(along: scrollAxis, length, across: fullCross))
            return (item: item, frame: item.contentInsets.inset(rect))
        }

        // An orthogonal section's scroller.
        var scroller: (frame: CGRect, contentSize: CGSize)?
        if orthogonal {
            let frame: CGRect
            if section.orthogonalScrollingClipsToBackground, let background = decorationFrames.first {
                frame = background.frame
            } else {
                frame = CGRect(
                    origin: CGPoint(along: scrollAxis, contentStart, across: 0),
                    size: CGSize(along: scrollAxis, runEnd - contentStart, across: fullCross))
            }
            let leadingPad = runStart - frame.minimum(along: crossAxis)
            let trailingPad = frame.maximum(along: crossAxis) - crossMax + centredInset
            let contentLength = max(frame.size.length(along: crossAxis), leadingPad + runLength + trailingPad)
            scroller = (
                frame,
                CGSize(along: crossAxis, contentLength, across: frame.size.length(along: scrollAxis))
            )
        }

        return SectionLayout(
            index: index, section: section, itemCount: itemCount, scrollAxis: scrollAxis, groupAxis: groupAxis,
            length: length, template: template, solvedTemplate: (key, solvedTemplate), measuredGroups: measuredGroups,
            lengthChanges: lengthChanges,
            runStart: runStart, runAcross: runAcross, runLength: runLength, boundaryFrames: boundaryFrames,
            decorationFrames: decorationFrames, scroller: scroller, overflows: overflows)
    }
}
