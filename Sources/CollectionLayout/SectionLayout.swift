import Foundation
import UncheckedAccess

/// One section laid out: its group template, the groups that differ from it,
/// and the frames of its supplementaries — all relative to the section's
/// origin along the scroll axis, so that moving a section is one addition.
///
/// Groups follow each other along `groupAxis` from `runStart`: group `g`
/// starts at `g × stride` (arithmetic, no storage per item) plus, once a
/// group is measured, the changes in length of the groups before it
/// (`lengthChanges`, summed in O(log groups)); a range query then
/// binary-searches the starts.
final class SectionLayout {
    let index: Int
    let section: CollectionLayoutSection
    let itemCount: Int
    let scrollAxis: LayoutAxis
    /// The axis groups follow each other along: the scroll axis, or across it
    /// for an orthogonal section.
    let groupAxis: LayoutAxis
    /// The section's start along the scroll axis, in content coordinates.
    var origin: CGFloat {
        get { sectionFields.value.origin }
        set { sectionFields.value.origin = newValue }
    }
    /// The section's length along the scroll axis, header to footer.
    var length: CGFloat {
        get { sectionFields.value.length }
        set { sectionFields.value.length = newValue }
    }
    /// The group every group of the section is laid out as.
    let template: GroupLayout
    /// The template as first solved for the section's descriptor and
    /// container (before any uniform length is forced on it), and what
    /// identifies it: a rebuild of the section for the same descriptor and
    /// container starts from it instead of solving the group again.
    let solvedTemplate: (key: SectionLayoutBuilder.TemplateKey, template: SectionLayoutBuilder.SolvedTemplate)
    let itemsPerGroup: Int
    let groupCount: Int
    /// Groups holding measured cells, laid out on their own.
    var measuredGroups: [Int: GroupLayout] {
        get { sectionFields.value.measuredGroups }
        _modify { yield &sectionFields.value.measuredGroups }
    }
    /// How each group's length differs from the template's, once a group is measured.
    var lengthChanges: GroupLengthChanges? {
        get { sectionFields.value.lengthChanges }
        _modify { yield &sectionFields.value.lengthChanges }
    }
    /// The fields every look-up of an item reads (a realization, an
    /// update, an animation frame), stored without run-time exclusivity
    /// checks (see `UncheckedAccessStorage`). Only the layout's own methods
    /// change them, with whole values or in place without calling out.
    let sectionFields: UncheckedAccessStorage<UncheckedFields>
    let interGroupSpacing: CGFloat
    /// Where the first group starts along `groupAxis`.
    let runStart: CGFloat
    /// Where the groups sit along the other axis.
    let runAcross: CGFloat
    /// The groups' extent along `groupAxis`, spacing included.
    var runLength: CGFloat
    /// Headers, footers and other boundary supplementaries with their frames.
    var boundaryFrames: [(item: CollectionLayoutBoundarySupplementaryItem, frame: CGRect)] {
        _read { yield sectionFields.value.boundaryFrames }
        _modify { yield &sectionFields.value.boundaryFrames }
    }
    /// Decorations with their frames.
    var decorationFrames: [(item: CollectionLayoutDecorationItem, frame: CGRect)] {
        _read { yield sectionFields.value.decorationFrames }
        _modify { yield &sectionFields.value.decorationFrames }
    }
    /// An orthogonal section's scroller: its frame and content size.
    let scroller: (frame: CGRect, contentSize: CGSize)?
    /// Overflows of repeating groups found while laying the section out.
    let overflows: [CollectionLayoutOverflow]

    var isOrthogonal: Bool { groupAxis != scrollAxis }

    init(
        index: Int, section: CollectionLayoutSection, itemCount: Int, scrollAxis: LayoutAxis, groupAxis: LayoutAxis,
        length: CGFloat, template: GroupLayout,
        solvedTemplate: (key: SectionLayoutBuilder.TemplateKey, template: SectionLayoutBuilder.SolvedTemplate),
        measuredGroups: [Int: GroupLayout],
        lengthChanges: GroupLengthChanges?,
        runStart: CGFloat, runAcross: CGFloat, runLength: CGFloat,
        boundaryFrames: [(item: CollectionLayoutBoundarySupplementaryItem, frame: CGRect)],
        decorationFrames: [(item: CollectionLayoutDecorationItem, frame: CGRect)],
        scroller: (frame: CGRect, contentSize: CGSize)?, overflows: [CollectionLayoutOverflow]
    ) {
        self.index = index
        self.section = section
        self.itemCount = itemCount
        self.scrollAxis = scrollAxis
        self.groupAxis = groupAxis
        sectionFields = UncheckedAccessStorage(
            UncheckedFields(
                length: length, measuredGroups: measuredGroups, lengthChanges: lengthChanges,
                boundaryFrames: boundaryFrames, decorationFrames: decorationFrames))
        self.template = template
        self.solvedTemplate = solvedTemplate
        self.itemsPerGroup = template.leaves.count
        self.groupCount = itemCount == 0 ? 0 : (itemCount + template.leaves.count - 1) / template.leaves.count
        self.interGroupSpacing = section.interGroupSpacing
        self.runStart = runStart
        self.runAcross = runAcross
        self.runLength = runLength
        self.scroller = scroller
        self.overflows = overflows
    }

    /// The section's end along the scroll axis, in content coordinates.
    var end: CGFloat { origin + length }

    /// Whether an item of the section carries badges (supplementary items
    /// anchored to it).
    var hasBadges: Bool { template.leaves.contains { $0.item?.supplementaryItems.isEmpty == false } }

    /// A section-relative rectangle in content coordinates.
    func absolute(_ rect: CGRect) -> CGRect { rect.moved(by: origin, along: scrollAxis) }

    // MARK: - Groups

    /// The layout of group `g`: its own when measured, else the template.
    func layout(ofGroup group: Int) -> GroupLayout { measuredGroups[group] ?? template }

    /// Where group `g` starts relative to `runStart`.
    ///
    /// - Complexity: O(1) with no measured group, else O(log groups).
    func start(ofGroup group: Int) -> CGFloat {
        let start = CGFloat(group) * (template.size.length(along: groupAxis) + interGroupSpacing)
        guard let lengthChanges else { return start }
        return start + lengthChanges.sum(before: group)
    }

    /// Each group's start relative to `runStart`, when groups differ in
    /// length (nil: `g × stride`).
    ///
    /// - Complexity: O(groups × log groups).
    var groupStarts: [CGFloat]? {
        lengthChanges == nil ? nil : (0..<groupCount).map { start(ofGroup: $0) }
    }

    /// Group `g`'s origin in section-relative coordinates.
    func origin(ofGroup group: Int) -> CGPoint {
        CGPoint(along: groupAxis, runStart + start(ofGroup: group), across: runAcross)
    }

    /// The groups that overlap `low..<high` along `groupAxis` (section-relative),
    /// found by arithmetic or binary search, never by walking the groups.
    func groups(overlapping low: CGFloat, _ high: CGFloat) -> Range<Int> {
        guard groupCount > 0, low < high else { return 0..<0 }
        let lo = low - runStart
        let hi = high - runStart
        if lengthChanges != nil {
            // First group ending after lo: groups' ends grow with their starts.
            var first = 0
            var last = groupCount
            while first < last {
                let mid = (first + last) / 2
                if start(ofGroup: mid) + layout(ofGroup: mid).size.length(along: groupAxis) > lo {
                    last = mid
                } else {
                    first = mid + 1
                }
            }
            var endIndex = first
            var upper = groupCount
            while endIndex < upper {
                let mid = (endIndex + upper) / 2
                if start(ofGroup: mid) < hi { endIndex = mid + 1 } else { upper = mid }
            }
            return first..<max(first, endIndex)
        }
        let groupLength = template.size.length(along: groupAxis)
        let stride = groupLength + interGroupSpacing
        guard stride > 0 else { return 0..<groupCount }
        // Clamped before converting, so that a huge query rectangle cannot trap.
        func index(_ value: CGFloat) -> Int { value <= 0 ? 0 : value >= CGFloat(groupCount) ? groupCount : Int(value) }
        // Where group `g` starts; not inlined, so that the corrections
        // below (a step or two, for rounding) stay plain loops: the compiler
        // vectorizes them otherwise, at a cost of hundreds of instructions
        // to set up.
        @inline(never) func uniformStart(_ group: Int) -> CGFloat { CGFloat(group) * stride }
        var first = index(((lo - groupLength) / stride).rounded(.down))
        while first < groupCount && uniformStart(first) + groupLength <= lo { first += 1 }
        while first > 0 && uniformStart(first - 1) + groupLength > lo { first -= 1 }
        var endIndex = index((hi / stride).rounded(.up))
        while endIndex < groupCount && uniformStart(endIndex) < hi { endIndex += 1 }
        while endIndex > first && uniformStart(endIndex - 1) >= hi { endIndex -= 1 }
        return first..<max(first, endIndex)
    }

    /// Puts group `g` laid out anew (with its measured cells) in place of
    /// the one it had: the groups after it, the footers and the section's
    /// end move by the change of its length, and the decorations stretch
    /// with the section. For a section whose groups follow each other
    /// along the scroll axis (not orthogonal).
    ///
    /// - Returns: How far the section's end moved.
    /// - Complexity: O(log groups + boundary items + decorations), plus
    ///   O(groups) the first time a group of the section is measured.
    func replaceGroup(_ group: Int, with layout: GroupLayout) -> CGFloat {
        let delta = layout.size.length(along: groupAxis) - self.layout(ofGroup: group).size.length(along: groupAxis)
        if lengthChanges == nil { lengthChanges = GroupLengthChanges(count: groupCount) }
        measuredGroups[group] = layout
        guard delta != 0 else { return 0 }
        lengthChanges?.add(delta, toGroup: group)
        runLength += delta
        length += delta
        for index in boundaryFrames.indices where boundaryFrames[index].item.alignment.isFooter {
            boundaryFrames[index].frame = boundaryFrames[index].frame.moved(by: delta, along: scrollAxis)
        }
        for index in decorationFrames.indices {
            let frame = decorationFrames[index].frame
            decorationFrames[index].frame.size = CGSize(
                along: scrollAxis, frame.size.length(along: scrollAxis) + delta,
                across: frame.size.length(along: scrollAxis.other))
        }
        return delta
    }

    // MARK: - Items

    /// The frame (content coordinates) and cell of item `item`.
    func leaf(ofItem item: Int) -> GroupLayout.Leaf {
        let group = item / itemsPerGroup
        // The template read in place when no group is measured: a copy of
        // it retains and releases its leaves.
        var leaf =
            measuredGroups.isEmpty
            ? template.leaves[item % itemsPerGroup] : layout(ofGroup: group).leaves[item % itemsPerGroup]
        let groupOrigin = origin(ofGroup: group)
        leaf.frame = absolute(leaf.frame.offsetBy(dx: groupOrigin.x, dy: groupOrigin.y))
        return leaf
    }
}
