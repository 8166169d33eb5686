import Foundation
import UncheckedAccess

/// A layout of sections, each repeating a group of items
/// (UIKit's `UICollectionViewCompositionalLayout`).
///
/// The layout computes exact, unrounded attributes from the collection
/// view's size and item counts. Groups are laid out with closed-form rules:
/// a section solves its group once and repeats it, so finding the elements
/// in a rectangle costs a binary search over sections and arithmetic (or a
/// binary search) over the groups of each section it meets.
public final class CollectionViewCompositionalLayout {
    /// A closure that gives the section at an index, or nil for an error.
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    let sectionProvider: SectionProvider

    /// Settings of the layout as a whole; changing them invalidates the layout.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        get { layoutFields.value.configuration }
        set {
            layoutFields.value.configuration = newValue
            invalidateLayout()
        }
    }

    /// What the layout reads from its collection view; a change of size,
    /// insets or counts invalidates the layout, a change of offset does not.
    package var context: CollectionLayoutContext {
        get { layoutFields.value.context }
        set {
            let changesGeometry = newValue.changesGeometry(from: layoutFields.value.context)
            layoutFields.value.context = newValue
            if changesGeometry { invalidateLayout() }
        }
    }

    /// Each orthogonal section's scroll offset along its axis, by section.
    package var orthogonalOffsets: [Int: CGFloat] {
        _read { yield layoutFields.value.orthogonalOffsets }
        _modify { yield &layoutFields.value.orthogonalOffsets }
    }

    /// Requests refused since the layout was created, oldest first.
    package private(set) var errors: [CollectionLayoutError] = []
    /// Why the last layout pass was refused, or nil when it succeeded
    /// (read by every realization).
    package private(set) var failure: CollectionLayoutError? {
        get { layoutFields.value.failure }
        set { layoutFields.value.failure = newValue }
    }
    /// `repeatingSubitem:count:` groups that do not fit, found by the last layout.
    package var overflowReports: [CollectionLayoutOverflow] { sections.flatMap(\.overflows) }

    /// Changes whenever the sections are laid out (again): what was derived
    /// from them, such as ``overflowReports``, is the same while it is.
    var revision: Int {
        get { layoutFields.value.revision }
        _modify { yield &layoutFields.value.revision }
    }

    /// The sizes measured by self-sizing, by section and item, by section
    /// and kind, by kind (the layout's own), by item and kind (badges).
    var measuredItemSizes: [Int: [Int: MeasuredSize]] {
        _read { yield layoutFields.value.measuredItemSizes }
        _modify { yield &layoutFields.value.measuredItemSizes }
    }
    var measuredSupplementarySizes: [Int: [String: MeasuredSize]] {
        _read { yield layoutFields.value.measuredSupplementarySizes }
        _modify { yield &layoutFields.value.measuredSupplementarySizes }
    }
    var measuredGlobalSupplementarySizes: [String: MeasuredSize] {
        _read { yield layoutFields.value.measuredGlobalSupplementarySizes }
        _modify { yield &layoutFields.value.measuredGlobalSupplementarySizes }
    }
    var measuredBadgeSizes: [IndexPath: [String: MeasuredSize]] {
        _read { yield layoutFields.value.measuredBadgeSizes }
        _modify { yield &layoutFields.value.measuredBadgeSizes }
    }

    /// Set when the container changed size or insets: measurements taken at
    /// the old size may no longer apply, so a collection view checks its
    /// realized elements again (and clears it).
    var needsRemeasuringRealizedElements: Bool {
        get { layoutFields.value.needsRemeasuringRealizedElements }
        _modify { yield &layoutFields.value.needsRemeasuringRealizedElements }
    }

    /// Whether the sections are to be asked for and laid out again.
    var needsLayout: Bool {
        get { layoutFields.value.needsLayout }
        _modify { yield &layoutFields.value.needsLayout }
    }
    /// The sections laid out, in order.
    var sections: [SectionLayout] {
        _read { yield layoutFields.value.sections }
        _modify { yield &layoutFields.value.sections }
    }
    /// The context the sections were laid out in.
    var layoutContext: CollectionLayoutContext {
        _read { yield layoutFields.value.layoutContext }
        _modify { yield &layoutFields.value.layoutContext }
    }
    /// The layout's own headers and footers, in content coordinates.
    private(set) var globalBoundaryFrames: [(item: CollectionLayoutBoundarySupplementaryItem, frame: CGRect)] {
        _read { yield layoutFields.value.globalBoundaryFrames }
        _modify { yield &layoutFields.value.globalBoundaryFrames }
    }
    private var contentLength: CGFloat {
        get { layoutFields.value.contentLength }
        _modify { yield &layoutFields.value.contentLength }
    }
    /// The fields above, read by every query and update, stored without
    /// run-time exclusivity checks (see `UncheckedAccessStorage`). Only the
    /// layout's own methods access them, none across a call that could
    /// reach the same field: a section provider or a visible-items handler
    /// is called between accesses, never inside one.
    private let layoutFields: UncheckedAccessStorage<UncheckedFields>

    /// A layout whose every section is `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with a configuration.
    public convenience init(
        section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section on every layout pass.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with a configuration.
    public init(
        sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        layoutFields = UncheckedAccessStorage(UncheckedFields(configuration: configuration))
    }

    /// Marks the layout to be computed again — sections asked for again — on
    /// the next query. Measured sizes are kept.
    public func invalidateLayout() {
        needsLayout = true
    }

    /// The size of all the content: along the scroll axis, the last section's
    /// end plus the layout's footers; across it, the collection view's bounds.
    public var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        let scrollAxis = configuration.scrollDirection.axis
        return CGSize(
            along: scrollAxis, contentLength, across: layoutContext.boundsSize.length(along: scrollAxis.other))
    }

    /// The reflection of a right-to-left collection view's frames, nil left
    /// to right: about the collection view's width, or about the content's
    /// width (at least the bounds') when it scrolls horizontally.
    var mirror: HorizontalMirror? {
        guard layoutContext.layoutDirection == .rightToLeft else { return nil }
        let width = layoutContext.boundsSize.width
        guard configuration.scrollDirection == .horizontal else { return HorizontalMirror(width: width) }
        prepareIfNeeded()
        return HorizontalMirror(width: max(contentLength, width))
    }

    /// The reflection of a section's cells and their badges: the mirror,
    /// within the scroller for a horizontal orthogonal section.
    func cellMirror(in section: SectionLayout) -> HorizontalMirror? {
        guard let mirror else { return nil }
        guard section.isOrthogonal, section.groupAxis == .horizontal, let scroller = section.scroller else {
            return mirror
        }
        return mirror.withinScroller(scroller.frame, contentWidth: scroller.contentSize.width)
    }

    /// `attributes` with their frame reflected by `mirror`, if there is one.
    func reflected(_ attributes: CollectionViewLayoutAttributes, by mirror: HorizontalMirror?)
        -> CollectionViewLayoutAttributes
    {
        guard let mirror else { return attributes }
        var reflected = attributes
        reflected.frame = mirror.rect(attributes.frame)
        return reflected
    }

    /// The environment handed to the section provider.
    var environment: CollectionLayoutEnvironment {
        let insets = context.insets(for: configuration.contentInsetsReference)
        return CollectionLayoutEnvironment(
            container: CollectionLayoutContainer(
                contentSize: context.boundsSize,
                contentInsets: DirectionalEdgeInsets(
                    top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)))
    }

    func record(_ error: CollectionLayoutError) {
        errors.append(error)
    }

    /// Computes the layout if it was invalidated. On bad input the error is
    /// recorded and the previous layout stays.
    func prepareIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        do {
            try prepare()
            failure = nil
        } catch {
            failure = error
            record(error)
        }
    }

    private func prepare() throws(CollectionLayoutError) {
        let size = context.boundsSize
        let insetValues = [context.safeAreaInsets, context.layoutMargins].flatMap {
            [$0.top, $0.left, $0.bottom, $0.right]
        }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
            insetValues.allSatisfy(\.isFinite)
        else { throw .invalidContainer(size) }
        for (index, count) in context.itemCounts.enumerated() where count < 0 {
            throw .invalidItemCount(section: index, count: count)
        }
        let environment = self.environment
        var templates: [SectionLayoutBuilder.TemplateKey: SectionLayoutBuilder.SolvedTemplate] = [:]
        var built: [SectionLayout] = []
        built.reserveCapacity(context.itemCounts.count)
        for (index, count) in context.itemCounts.enumerated() {
            guard let section = sectionProvider(index, environment) else { throw .missingSection(index) }
            built.append(
                try builder(for: section).build(
                    index: index, section: section, itemCount: count,
                    measuredItems: measuredItemSizes[index] ?? [:],
                    measuredSupplementaries: measuredSupplementarySizes[index] ?? [:], templates: &templates))
        }
        for item in configuration.boundarySupplementaryItems {
            if let problem = DescriptorValidation.problem(of: item.layoutSize) {
                throw .invalidDescriptor(section: 0, reason: "layout supplementary '\(item.elementKind)': \(problem)")
            }
        }
        sections = built
        revision &+= 1
        if layoutContext.boundsSize != context.boundsSize || layoutContext.safeAreaInsets != context.safeAreaInsets
            || layoutContext.layoutMargins != context.layoutMargins
        {
            needsRemeasuringRealizedElements = true
        }
        layoutContext = context
        stackSections(from: 0)
    }

    func builder(for section: CollectionLayoutSection) -> SectionLayoutBuilder {
        let reference =
            section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        return SectionLayoutBuilder(
            boundsSize: context.boundsSize, referenceInsets: context.insets(for: reference), environment: environment,
            scrollAxis: configuration.scrollDirection.axis)
    }

    /// Puts a rebuilt section in place at the same origin and moves the ones after it.
    func replaceSection(at index: Int, with rebuilt: SectionLayout) {
        rebuilt.origin = sections[index].origin
        sections[index] = rebuilt
        revision &+= 1
        stackSections(from: index + 1)
    }

    /// Places the layout's headers, the sections from `first` on, and the
    /// layout's footers along the scroll axis.
    func stackSections(from first: Int) {
        let axis = configuration.scrollDirection.axis
        let crossLength = layoutContext.boundsSize.length(along: axis.other)
        let container = CGSize(along: axis.other, crossLength, across: layoutContext.boundsSize.length(along: axis))
        func frame(_ item: CollectionLayoutBoundarySupplementaryItem, at position: CGFloat) -> CGRect {
            let size = globalSize(of: item, in: container)
            let itemCross = size.length(along: axis.other)
            let cross: CGFloat
            switch item.alignment {
            case .topTrailing, .bottomTrailing, .trailing: cross = crossLength - itemCross
            case .top, .bottom: cross = (crossLength - itemCross) / 2
            default: cross = 0
            }
            return CGRect(origin: CGPoint(along: axis, position, across: cross), size: size)
                .offsetBy(dx: item.offset.x, dy: item.offset.y)
        }
        var frames: [(item: CollectionLayoutBoundarySupplementaryItem, frame: CGRect)] = []
        var cursor: CGFloat = 0
        for item in configuration.boundarySupplementaryItems where !item.alignment.isFooter {
            let rect = frame(item, at: cursor)
            frames.append((item, rect))
            if item.extendsBoundary && item.alignment.isHeader { cursor += rect.size.length(along: axis) }
        }
        for index in first..<sections.count {
            if index > 0 { cursor = sections[index - 1].end + configuration.interSectionSpacing }
            sections[index].origin = cursor
        }
        if sections.isEmpty == false {
            cursor = sections[sections.count - 1].end
        }
        for item in configuration.boundarySupplementaryItems where item.alignment.isFooter {
            let size = globalSize(of: item, in: container).length(along: axis)
            let rect = frame(item, at: item.extendsBoundary ? cursor : cursor - size)
            frames.append((item, rect))
            if item.extendsBoundary { cursor += size }
        }
        globalBoundaryFrames = frames
        contentLength = cursor
    }

    /// The size of one of the layout's own headers or footers: its layout
    /// size in `container`, with its estimated dimensions measured if they were.
    func globalSize(of item: CollectionLayoutBoundarySupplementaryItem, in container: CGSize) -> CGSize {
        let size = item.layoutSize.resolved(in: container)
        return measuredGlobalSupplementarySizes[item.elementKind]?.applied(
            to: size, estimated: EstimatedAxes(item.layoutSize)) ?? size
    }
}
