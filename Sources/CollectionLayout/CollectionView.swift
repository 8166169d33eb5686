import Foundation
import UncheckedAccess

/// A scroll view that shows a compositional layout's items as cells, made
/// only near the visible bounds and reused (UIKit's `UICollectionView`).
///
/// The collection view realizes a view for each element — cell,
/// supplementary, decoration — whose frame overlaps with positive area its
/// bounds extended by half its height each way (along the scroll axis), and
/// no other: a collection of 100,000 items holds a screenful and a half of
/// views. Views leaving that area are hidden and queued by reuse
/// identifier; a dequeue takes one back and calls
/// ``CollectionReusableView/prepareForReuse()``. Finding the elements costs
/// a binary search over sections and arithmetic inside them, never a walk
/// over the items.
///
/// Views are positioned by `frame`: the layout's exact attributes
/// rounded to the pixel grid. An orthogonal section's cells live in the
/// section's own `ScrollView` (``orthogonalScrollView(forSection:)``).
///
/// Mistakes — an index path out of range, a view the data source did not
/// dequeue, an unregistered identifier — are reported (standard error by
/// default) and change nothing else.
open class CollectionView: ScrollView {
    /// The layout that places the elements.
    public let collectionViewLayout: CollectionViewCompositionalLayout

    /// Provides the counts and the views; setting it reloads the data.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// Told ahead of time which items will be shown soon, and which will
    /// not after all (see ``CollectionViewDataSourcePrefetching``).
    public weak var prefetchDataSource: CollectionViewDataSourcePrefetching? {
        didSet {
            prefetchState = PrefetchState()
            prefetchState.isActive = prefetchDataSource != nil && isPrefetchingEnabled
        }
    }

    /// Whether the ``prefetchDataSource`` is asked (true by default);
    /// setting it false cancels the items asked for.
    public var isPrefetchingEnabled = true {
        didSet {
            if !isPrefetchingEnabled { cancelPrefetching() }
            prefetchState.lastOffset = nil
            prefetchState.isActive = prefetchDataSource != nil && isPrefetchingEnabled
        }
    }

    /// What the prefetch data source was told (read every scroll tick).
    var prefetchState: PrefetchState {
        _read { yield collectionFields.value.prefetchState }
        _modify { yield &collectionFields.value.prefetchState }
    }

    /// The registered cell classes by reuse identifier (read by every dequeue).
    var cellClasses: [String: CollectionViewCell.Type] {
        _read { yield collectionFields.value.cellClasses }
        _modify { yield &collectionFields.value.cellClasses }
    }
    var supplementaryClasses: [ReuseKey: CollectionReusableView.Type] = [:]
    /// Hidden views waiting for reuse, by reuse key and by the container
    /// they wait in (the collection view or an orthogonal section's
    /// scroller): a view is reused in its own container, as moving it to
    /// another tree costs far more than a new view.
    var reuseQueues: [ReuseQueueKey: [CollectionReusableView]] {
        _read { yield collectionFields.value.reuseQueues }
        _modify { yield &collectionFields.value.reuseQueues }
    }
    /// The realized views by element.
    var realizedViews: RealizedViews {
        _read { yield collectionFields.value.realizedViews }
        _modify { yield &collectionFields.value.realizedViews }
    }
    /// The arrays a realization round uses, kept between rounds.
    var realizationBuffers: RealizationBuffers {
        _read { yield collectionFields.value.realizationBuffers }
        _modify { yield &collectionFields.value.realizationBuffers }
    }
    /// The fields that the hot paths read and write, stored without
    /// run-time exclusivity checks (see `UncheckedAccessStorage`). Only the
    /// collection view's own methods access them, and none holds an access
    /// across a call that could reach the same field: the one mutating call
    /// that calls back, `realizedViews.rekey`, gives its closure each view
    /// and its key, and the closure does not read the table. A realized
    /// view read in place (`realizedViews.values[position]`, sparing its
    /// retain and release) is only read or written field by field.
    let collectionFields = UncheckedAccessStorage(CollectionView.UncheckedFields())

    /// The scrollers of the orthogonal sections near the bounds, by
    /// section. Every scroll tick reads it; only the collection view's own
    /// methods read and change it, never during another access.
    var orthogonalScrollers: [Int: ScrollView] {
        get { collectionFields.value.orthogonalScrollers }
        _modify { yield &collectionFields.value.orthogonalScrollers }
    }
    /// The scrollers no section uses, queued for reuse.
    var scrollerPool = OrthogonalScrollerPool()
    /// The layout's revision the scrollers were last placed at (read every tick).
    var scrollersRevision: Int? {
        get { collectionFields.value.scrollersRevision }
        _modify { yield &collectionFields.value.scrollersRevision }
    }
    /// Where each orthogonal scroller's current drag began.
    var dragStartOffsets: [Int: CGPoint] {
        _read { yield collectionFields.value.dragStartOffsets }
        _modify { yield &collectionFields.value.dragStartOffsets }
    }
    /// The width a horizontal right-to-left collection view's content was
    /// mirrored about when its offset was last placed; nil otherwise.
    var rightToLeftMirrorWidth: CGFloat?
    /// The collection view's width then.
    var rightToLeftFrameWidth: CGFloat = 0
    /// The item counts read at the last reload.
    var itemCounts: [Int] {
        _read { yield collectionFields.value.itemCounts }
        _modify { yield &collectionFields.value.itemCounts }
    }
    /// The element the data source is being asked for, and what it dequeued meanwhile.
    var pendingRequest: CollectionElementKey? {
        get { collectionFields.value.pendingRequest }
        _modify { yield &collectionFields.value.pendingRequest }
    }
    var dequeuedInRequest: [CollectionReusableView] {
        _read { yield collectionFields.value.dequeuedInRequest }
        _modify { yield &collectionFields.value.dequeuedInRequest }
    }
    /// Whether a realization runs, and whether it is to run once more.
    var isRealizing: Bool {
        get { collectionFields.value.isRealizing }
        _modify { yield &collectionFields.value.isRealizing }
    }
    var needsRealizationAgain: Bool {
        get { collectionFields.value.needsRealizationAgain }
        _modify { yield &collectionFields.value.needsRealizationAgain }
    }
    var observations: [Observation] = []
    /// The serial number of the last realization (see `realizationMark`).
    var realizationSerial: Int {
        get { collectionFields.value.realizationSerial }
        _modify { yield &collectionFields.value.realizationSerial }
    }
    /// What the realized views were last brought in line with, or nil.
    var realizedInputs: RealizationInputs? {
        get { collectionFields.value.realizedInputs }
        _modify { yield &collectionFields.value.realizedInputs }
    }
    /// The area whose elements are realized, and the pixel scale they were
    /// placed at, after the last complete realization; nil when something
    /// other than the scroll offset changed the realized views since.
    var realizedArea: (rect: CGRect, scale: CGFloat)? {
        get { collectionFields.value.realizedArea }
        _modify { yield &collectionFields.value.realizedArea }
    }
    var viewSerial = 0
    /// The layout's overflows reported as diagnostics, and the layout's
    /// revision they were read at.
    var reportedOverflows: Set<CollectionLayoutOverflow> = []
    var overflowRevision: Int?
    /// The layout failure reported as a diagnostic, as its description.
    var reportedFailure: String?
    /// The batch being recorded by ``performBatchUpdates(_:completion:)``,
    /// and the completions of the batches nested in it.
    var pendingUpdate: CollectionViewUpdate? {
        _read { yield collectionFields.value.pendingUpdate }
        _modify { yield &collectionFields.value.pendingUpdate }
    }
    var pendingCompletions: [(Bool) -> Void] = []
    /// A realized cell being configured again in place: the next dequeue
    /// of its identifier returns it, not prepared for reuse.
    var reconfiguringView: CollectionReusableView?
    /// The batch update's animation running on the clock, if any.
    var updateAnimation: CollectionUpdateAnimation? {
        get { collectionFields.value.updateAnimation }
        set {
            collectionFields.value.updateAnimation = newValue
            collectionFields.value.animationSerial = newValue?.serial ?? 0
        }
    }
    /// Whether an update's animation runs (``updateAnimation`` is set), read
    /// for every view placed without retaining the animation.
    var isAnimatingUpdate: Bool { collectionFields.value.animationSerial != 0 }
    /// The serial number of the running update animation, 0 when none runs,
    /// read without retaining the animation (see ``updateAnimation``).
    var runningAnimationSerial: Int { collectionFields.value.animationSerial }
    /// The serial number of the last update animation made.
    var updateAnimationSerial = 0

    /// Whether an update, or a size change of content above the first
    /// visible item, keeps that item still on screen: the content offset
    /// absorbs the change above it. False by default, as UIKit: the offset
    /// stays and the content moves.
    ///
    /// The item held is the first one (along the scroll axis) whose frame
    /// reaches past the visible leading edge — the visible top (the content
    /// offset plus the adjusted inset), or, scrolling horizontally, the
    /// visible left edge, or the right edge right to left — and that the
    /// update does not delete; its distance to that edge stays the same. An
    /// element measured to its self-sized length keeps this rule whatever
    /// the setting: one that starts before the visible leading edge moves
    /// the offset by its change.
    public var maintainsVisibleContentPosition = false

    /// Whether a tap selects an item (true by default); setting it false
    /// deselects every item.
    public var allowsSelection = true {
        didSet {
            if !allowsSelection { selectedIndexPaths = [] }
        }
    }
    /// Whether a tap adds an item to the selection and a second tap removes
    /// it (false by default: selecting an item deselects the others);
    /// setting it false keeps only the first of the selected items.
    public var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection, let first = selectedIndexPaths.min() { selectedIndexPaths = [first] }
        }
    }
    /// The selected items.
    var selectedIndexPaths: Set<IndexPath> {
        _read { yield collectionFields.value.selectedIndexPaths }
        _modify { yield &collectionFields.value.selectedIndexPaths }
    }

    /// Mistakes reported since the collection view was made, oldest first.
    package internal(set) var errors: [CollectionViewError] = []
    /// Called with each mistake; by default writes it to standard error.
    package var onError: (CollectionViewError) -> Void = { error in
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    }
    /// How many views the collection view has made from registered classes (for tests).
    package internal(set) var createdViewCount = 0

    /// Creates a collection view placing its elements with `layout`.
    public init(name: String, collectionViewLayout layout: CollectionViewCompositionalLayout) {
        collectionViewLayout = layout
        super.init(name: name)
        observations = [
            // Read directly rather than through key paths: every scroll
            // tick has each observer read its value.
            observe(reading: { $0.bounds }) { view, _ in view.updateRealizedElements() },
            observeVisibleContentInset { view, _ in view.updateRealizedElements() },
        ]
    }

    /// Brings the realized views up to date when the collection view's frame
    /// changed in a layout pass (a width change invalidates the layout), or
    /// anything else they depend on changed since they were realized.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if realizedInputs == nil || realizedInputs != currentRealizationInputs
            || collectionViewLayout.context.layoutDirection != effectiveUserInterfaceLayoutDirection
        {
            updateRealizedElements()
        }
    }

    func report(_ error: CollectionViewError) {
        errors.append(error)
        onError(error)
    }

    func makeViewName(_ base: String) -> String {
        viewSerial += 1
        return "\(name).\(base)#\(viewSerial)"
    }

    // MARK: Data

    /// Reads the counts again, queues every view for reuse and realizes the
    /// views near the bounds anew; the queued orthogonal scrollers that
    /// these do not reuse are removed, with the views queued in them. Each
    /// orthogonal section that is still there keeps its offset. Counts that
    /// are negative are refused: the previous data stays.
    ///
    /// A collection view without a size yet realizes nothing and does not
    /// prepare its layout: the layout pass that gives it a size does, so
    /// that a section provider never sees a 0×0 container.
    public func reloadData() {
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            for section in 0..<sections {
                let count = dataSource.collectionView(self, numberOfItemsInSection: section)
                if count < 0 {
                    report(.invalidItemCount(section: section, count: count))
                    return
                }
                counts.append(count)
            }
        }
        finishUpdateAnimation(finished: false)
        cancelPrefetching()
        selectedIndexPaths = []
        for key in realizedViews.keys.sorted(by: CollectionElementKey.precedes) {
            if let view = realizedViews.removeValue(forKey: key) { enqueue(view) }
        }
        retireOrthogonalScrollers()
        collectionViewLayout.orthogonalOffsets = collectionViewLayout.orthogonalOffsets.filter {
            $0.key < counts.count
        }
        itemCounts = counts
        realizedArea = nil
        collectionViewLayout.removeMeasuredSizes()
        updateRealizedElements()
        removeQueuedOrthogonalScrollers()
    }

    /// Asks the data source again for the cells of these items that are
    /// realized, and forgets the sizes they measured to: they are measured
    /// again when realized. An index path out of range refuses the whole
    /// request.
    ///
    /// Inside ``performBatchUpdates(_:completion:)``, the index paths are
    /// those before the update and the reload is one of the batch's changes.
    public func reloadItems(at indexPaths: [IndexPath]) {
        if pendingUpdate != nil {
            pendingUpdate?.reloadedItems += indexPaths
            return
        }
        for indexPath in indexPaths where !containsItem(at: indexPath) {
            report(.indexPathOutOfRange(indexPath, request: "reloadItems(at:)"))
            return
        }
        collectionViewLayout.removeMeasuredSizes(ofItemsAt: indexPaths)
        for indexPath in indexPaths {
            let key = CollectionElementKey.cell(indexPath)
            guard let view = realizedViews[key] else { continue }
            realizedViews[key] = nil
            enqueue(view)
        }
        realizedArea = nil
        updateRealizedElements()
    }

    /// Whether the data has the item.
    func containsItem(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < itemCounts.count
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    // MARK: Queries

    /// The number of sections read at the last reload.
    public var numberOfSections: Int { itemCounts.count }

    /// The realized cells that overlap the visible bounds (an orthogonal
    /// section's cells: within its scroller's bounds too), by index path.
    public var visibleCells: [CollectionViewCell] {
        visibleCellEntries.map(\.cell)
    }

    /// The index paths of ``visibleCells``, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCellEntries.map(\.indexPath)
    }

    /// The realized cell of an item, or nil when the item is not near the
    /// visible bounds; an index path out of range is reported.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard containsItem(at: indexPath) else {
            report(.indexPathOutOfRange(indexPath, request: "cellForItem(at:)"))
            return nil
        }
        return realizedViews[.cell(indexPath)] as? CollectionViewCell
    }

    /// The realized cells, by index path (those near the bounds, visible or not).
    package var realizedCells: [(indexPath: IndexPath, cell: CollectionViewCell)] {
        realizedViews.compactMap { key, view in
            guard key.category == .cell, let cell = view as? CollectionViewCell else { return nil }
            return (key.indexPath, cell)
        }.sorted { $0.indexPath < $1.indexPath }
    }

    /// The realized view of a supplementary or decoration, if any.
    package func realizedView(
        category: CollectionElementCategory, kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        realizedViews[.lookingUp(category: category, kind: kind, indexPath: indexPath)]
    }

    private var visibleCellEntries: [(indexPath: IndexPath, cell: CollectionViewCell)] {
        realizedCells.filter { entry in
            !entry.cell.isHidden && isVisible(entry.cell, section: entry.indexPath.section)
        }
    }

    /// Whether a realized view overlaps the bounds, through its scroller's
    /// bounds for an orthogonal section's views.
    func isVisible(_ view: View, section: Int) -> Bool {
        if view.isSubview(of: self) { return view.frame.overlapsWithArea(bounds) }
        guard let scroller = orthogonalScrollers[section], view.isSubview(of: scroller),
            view.frame.overlapsWithArea(scroller.bounds)
        else { return false }
        let shown = view.frame.intersection(scroller.bounds).offsetBy(
            dx: scroller.frame.minX - scroller.bounds.minX, dy: scroller.frame.minY - scroller.bounds.minY)
        return shown.overlapsWithArea(bounds)
    }
}
