import Foundation

/// Lays out a group and its nested groups with closed-form arithmetic
/// of compositional layout: cycling while items fit (each subitem once in a group
/// whose length is estimated), fixed and flexible spacing, edge
/// spacing, content insets, estimated and uniform dimensions.
///
/// Fixed and fractional sizes need no solver: each rule has a closed form,
/// and a section solves its group once and repeats the result.
struct GroupLayoutSolver {
    /// The tolerance of "the next item fits".
    static let fitTolerance: CGFloat = 0.001
    /// The most cells a cycling group places, a guard against zero-length items.
    static let maximumCycledItems = 10_000

    /// The environment handed to custom groups' providers.
    let environment: CollectionLayoutEnvironment
    /// The measured size of a cell, by its index within the top-level group;
    /// one measured at held dimensions other than the cell's now is ignored.
    let measuredSize: (Int) -> MeasuredSize?
    /// Overflows of repeating groups found while laying out.
    private(set) var overflows: [(required: CGFloat, available: CGFloat, count: Int)] = []
    private var nextLeaf = 0

    init(environment: CollectionLayoutEnvironment, measuredSize: @escaping (Int) -> MeasuredSize? = { _ in nil }) {
        self.environment = environment
        self.measuredSize = measuredSize
    }

    /// Lays out a top-level group in a container; `forcedLength` makes the
    /// group that long on an axis where it is estimated (uniform groups).
    mutating func layout(
        _ group: CollectionLayoutGroup, in container: CGSize, forcedLength: (LayoutAxis, CGFloat)? = nil
    ) -> GroupLayout {
        nextLeaf = 0
        var slot = group.layoutSize.resolved(in: container)
        if let (axis, length) = forcedLength {
            slot = CGSize(along: axis, length, across: slot.length(along: axis.other))
        }
        return layoutGroup(group, slot: slot, forcedAxis: forcedLength?.0)
    }

    // MARK: - Groups

    /// A child of a linear group before it is placed.
    private struct Child {
        var item: CollectionLayoutItem
        var size: CGSize
        var leaves: [GroupLayout.Leaf]
        var measured: CGSize?
        var isLeaf: Bool
    }

    private mutating func layoutGroup(_ group: CollectionLayoutGroup, slot: CGSize, forcedAxis: LayoutAxis?)
        -> GroupLayout
    {
        let insets = group.contentInsets
        let content = CGSize(
            width: slot.width - insets.leading - insets.trailing, height: slot.height - insets.top - insets.bottom)
        var result: GroupLayout
        switch group.arrangement {
        case .custom(let provider):
            var env = environment
            env.container = CollectionLayoutContainer(contentSize: content)
            let leaves = provider(env).map { custom -> GroupLayout.Leaf in
                nextLeaf += 1
                return GroupLayout.Leaf(frame: custom.frame, zIndex: custom.zIndex, item: nil)
            }
            result = GroupLayout(size: content, leaves: leaves)
        case .cycling, .count, .repeating:
            result = layoutLinear(group, content: content, forcedAxis: forcedAxis)
        }
        // An estimated (or forced) axis takes the content's extent; others keep the slot.
        var size = slot
        for axis in [LayoutAxis.horizontal, .vertical] where group.layoutSize.dimension(along: axis).isEstimated {
            if axis == forcedAxis { continue }
            let extent = result.size.length(along: axis) + insets.before(along: axis) + insets.after(along: axis)
            size = CGSize(along: axis, extent, across: size.length(along: axis.other))
        }
        for index in result.leaves.indices {
            result.leaves[index].frame = result.leaves[index].frame.offsetBy(dx: insets.leading, dy: insets.top)
        }
        result.size = size
        return result
    }

    /// The sequence of subitems a linear group places.
    private func sequence(of group: CollectionLayoutGroup, content: CGSize) -> [CollectionLayoutItem] {
        let axis = group.axis
        switch group.arrangement {
        case .count(let count), .repeating(let count):
            return Array(repeating: group.subitems[0], count: count)
        case .custom:
            return []
        case .cycling where group.layoutSize.dimension(along: axis).isEstimated:
            // A group sized by its content places each subitem once.
            return group.subitems
        case .cycling:
            let available = content.length(along: axis) + Self.fitTolerance
            let spacing = group.interItemSpacing?.spacing ?? 0
            var placed: [CollectionLayoutItem] = []
            var cursor: CGFloat = 0
            while placed.count < Self.maximumCycledItems {
                let item = group.subitems[placed.count % group.subitems.count]
                let length = item.layoutSize.dimension(along: axis).resolved(in: content)
                let before = item.edgeSpacing?.before(along: axis)?.spacing ?? 0
                let after = item.edgeSpacing?.after(along: axis)?.spacing ?? 0
                let end = cursor + (placed.isEmpty ? 0 : spacing) + before + length
                if !placed.isEmpty && end > available { break }
                let advance = end + after - cursor
                placed.append(item)
                cursor = end + after
                if advance <= 0 { break }
            }
            return placed
        }
    }

    private mutating func layoutLinear(_ group: CollectionLayoutGroup, content: CGSize, forcedAxis: LayoutAxis?)
        -> GroupLayout
    {
        let axis = group.axis
        let cross = axis.other
        let items = sequence(of: group, content: content)
        let interSpacing = group.interItemSpacing
        let spacing = interSpacing?.spacing ?? 0
        let mainAvailable = content.length(along: axis)

        // Sizes, measured where a dimension is estimated.
        var children: [Child] = []
        children.reserveCapacity(items.count)
        for item in items {
            var slot = item.layoutSize.resolved(in: content)
            if case .count(let count) = group.arrangement {
                let equal = (mainAvailable - spacing * CGFloat(count - 1)) / CGFloat(count)
                slot = CGSize(along: axis, equal, across: slot.length(along: cross))
            }
            if let subgroup = item as? CollectionLayoutGroup {
                let layout = layoutGroup(subgroup, slot: slot, forcedAxis: nil)
                children.append(
                    Child(item: item, size: layout.size, leaves: layout.leaves, measured: nil, isLeaf: false))
            } else {
                let held = Self.applyInsets(of: item, to: CGRect(origin: .zero, size: slot)).size
                let measured = measuredSize(nextLeaf)?.applied(to: held, estimated: EstimatedAxes(item.layoutSize))
                nextLeaf += 1
                if let measured {
                    if item.layoutSize.widthDimension.isEstimated { slot.width = measured.width }
                    if item.layoutSize.heightDimension.isEstimated { slot.height = measured.height }
                }
                children.append(Child(item: item, size: slot, leaves: [], measured: measured, isLeaf: true))
            }
        }

        // Uniform siblings take the largest measured length (the estimate until one is measured).
        for uniformAxis in [LayoutAxis.horizontal, .vertical] {
            let indices = children.indices.filter {
                children[$0].isLeaf
                    && children[$0].item.layoutSize.dimension(along: uniformAxis).isUniformAcrossSiblings
            }
            guard !indices.isEmpty else { continue }
            let measured = indices.compactMap { children[$0].measured?.length(along: uniformAxis) }
            let length =
                measured.max() ?? indices.map { children[$0].size.length(along: uniformAxis) }.max() ?? 0
            for index in indices {
                children[index].size = CGSize(
                    along: uniformAxis, length, across: children[index].size.length(along: uniformAxis.other))
            }
        }

        // Across the axis: the content's length, or the children's extent when estimated.
        let crossEstimated = group.layoutSize.dimension(along: cross).isEstimated && forcedAxis != cross
        var crossLength = content.length(along: cross)
        if crossEstimated {
            crossLength =
                children.map { child in
                    (child.item.edgeSpacing?.before(along: cross)?.spacing ?? 0) + child.size.length(along: cross)
                        + (child.item.edgeSpacing?.after(along: cross)?.spacing ?? 0)
                }.max() ?? 0
        }
        if forcedAxis == cross {
            // A uniform group stretches its estimated cells across to its length.
            for index in children.indices where children[index].isLeaf {
                if children[index].item.layoutSize.dimension(along: cross).isEstimated {
                    children[index].size = CGSize(
                        along: cross, crossLength, across: children[index].size.length(along: axis))
                }
            }
        }

        // Along the axis: fixed lengths first, then the leftover shared by the flexible spaces.
        var fixedTotal = spacing * CGFloat(max(0, children.count - 1))
        var flexibleCount = interSpacing?.isFlexibleSpacing == true ? max(0, children.count - 1) : 0
        for child in children {
            fixedTotal += child.size.length(along: axis)
            for edge in [child.item.edgeSpacing?.before(along: axis), child.item.edgeSpacing?.after(along: axis)] {
                guard let edge else { continue }
                fixedTotal += edge.spacing
                if edge.isFlexibleSpacing { flexibleCount += 1 }
            }
        }
        if case .repeating(let count) = group.arrangement, fixedTotal > mainAvailable + Self.fitTolerance {
            overflows.append((required: fixedTotal, available: mainAvailable, count: count))
        }
        let mainEstimated = group.layoutSize.dimension(along: axis).isEstimated && forcedAxis != axis
        let leftover = mainEstimated ? 0 : mainAvailable - fixedTotal
        let extra = flexibleCount > 0 && leftover > 0 ? leftover / CGFloat(flexibleCount) : 0

        var leaves: [GroupLayout.Leaf] = []
        var cursor: CGFloat = 0
        for (index, child) in children.enumerated() {
            if index > 0 { cursor += spacing + (interSpacing?.isFlexibleSpacing == true ? extra : 0) }
            let edges = child.item.edgeSpacing
            if let before = edges?.before(along: axis) {
                cursor += before.spacing + (before.isFlexibleSpacing ? extra : 0)
            }
            let crossOrigin = Self.crossOrigin(
                length: child.size.length(along: cross), in: crossLength, before: edges?.before(along: cross),
                after: edges?.after(along: cross))
            let origin = CGPoint(along: axis, cursor, across: crossOrigin)
            if child.isLeaf {
                let slot = CGRect(origin: origin, size: child.size)
                leaves.append(
                    GroupLayout.Leaf(frame: Self.applyInsets(of: child.item, to: slot), zIndex: 0, item: child.item))
            } else {
                leaves.append(
                    contentsOf: child.leaves.map { leaf in
                        var moved = leaf
                        moved.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
                        return moved
                    })
            }
            cursor += child.size.length(along: axis)
            if let after = edges?.after(along: axis) { cursor += after.spacing + (after.isFlexibleSpacing ? extra : 0) }
        }
        let mainLength = mainEstimated ? cursor : mainAvailable
        return GroupLayout(size: CGSize(along: axis, mainLength, across: crossLength), leaves: leaves)
    }

    /// Where an item of `length` starts across a group of `available`: a
    /// fixed leading edge pins it, a flexible one takes the leftover, both
    /// flexible centre.
    static func crossOrigin(
        length: CGFloat, in available: CGFloat, before: CollectionLayoutSpacing?, after: CollectionLayoutSpacing?
    ) -> CGFloat {
        guard let before else { return 0 }
        if before.isFixedSpacing { return before.spacing }
        if let after, after.isFlexibleSpacing {
            return before.spacing + max(0, available - length - before.spacing - after.spacing) / 2
        }
        return max(before.spacing, available - length - (after?.spacing ?? 0))
    }

    /// The cell's frame inside the space it was given: shrunk by its content
    /// insets, except on an estimated axis.
    static func applyInsets(of item: CollectionLayoutItem, to slot: CGRect) -> CGRect {
        var frame = slot
        let insets = item.contentInsets
        if !item.layoutSize.widthDimension.isEstimated {
            frame.origin.x += insets.leading
            frame.size.width -= insets.leading + insets.trailing
        }
        if !item.layoutSize.heightDimension.isEstimated {
            frame.origin.y += insets.top
            frame.size.height -= insets.top + insets.bottom
        }
        return frame
    }
}
