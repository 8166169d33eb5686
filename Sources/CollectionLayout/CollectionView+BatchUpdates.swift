import Foundation

extension CollectionView {
    /// Applies the changes made in `updates` as one batch (UIKit's rules):
    /// deletions and reloads name index paths (sections) before the update,
    /// insertions after it, moves both; the data source already holds the
    /// data after the update.
    ///
    /// Cells of items that are neither deleted nor reloaded keep their views
    /// and measured sizes, moved with their items; reloaded items are asked
    /// for again and measured again. Only the sections whose items changed
    /// are laid out again when no section is inserted, deleted or moved.
    ///
    /// Until updates animate, the update is applied at once and `completion`
    /// is called with `true` before this method returns (DESIGN.md §5c, an
    /// update without animation). A batch inside another joins it.
    ///
    /// - Throws: ``CollectionViewError/inconsistentUpdate(section:countBefore:countAfter:changes:)``
    ///   when a count the data source gives after the update is not the count
    ///   before plus insertions minus deletions,
    ///   ``CollectionViewError/indexPathOutOfRange(_:request:)`` for an index
    ///   path or section out of range or named twice, and
    ///   ``CollectionViewError/invalidItemCount(section:count:)``; then
    ///   nothing changed (data, layout, views, offset) and `completion` is
    ///   not called. UIKit raises an exception instead.
    public func performBatchUpdates(
        _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) throws(CollectionViewError) {
        if pendingUpdate != nil {
            updates?()
            if let completion { pendingCompletions.append(completion) }
            return
        }
        pendingUpdate = CollectionViewUpdate()
        updates?()
        let update = pendingUpdate ?? CollectionViewUpdate()
        var completions = pendingCompletions
        pendingUpdate = nil
        pendingCompletions = []
        if let completion { completions.append(completion) }
        try apply(update)
        for completion in completions { completion(true) }
    }

    /// Inserts items at these index paths after the update: a one-change
    /// batch, or a change of the batch being recorded. A mistake is reported
    /// (see ``performBatchUpdates(_:completion:)``) and changes nothing.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Deletes the items at these index paths before the update.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Moves an item from its index path before the update to one after it;
    /// its cell and measured size go with it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at these indexes after the update.
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections += Array(sections) }
    }

    /// Deletes the sections at these indexes before the update.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections += Array(sections) }
    }

    /// Reloads the sections at these indexes before the update: their items
    /// are asked for and measured again (their counts may change).
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections += Array(sections) }
    }

    /// Moves a section from its index before the update to one after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Configures the realized cells of these items (index paths after the
    /// update) again through the data source, which gets the same cell back
    /// from its dequeue, not prepared for reuse; their measured sizes stay.
    package func reconfigureItems(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredItems += indexPaths }
    }

    /// Adds a change to the batch being recorded, or applies it alone.
    private func record(_ change: (inout CollectionViewUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        var update = CollectionViewUpdate()
        change(&update)
        do {
            try apply(update)
        } catch {
            report(error)
        }
    }

    /// Checks a batch against the data source's counts and applies it:
    /// nothing changes when the check fails.
    func apply(_ update: CollectionViewUpdate) throws(CollectionViewError) {
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts.reserveCapacity(sections)
            for section in 0..<sections {
                let count = dataSource.collectionView(self, numberOfItemsInSection: section)
                if count < 0 { throw .invalidItemCount(section: section, count: count) }
                counts.append(count)
            }
        }
        let plan = try CollectionViewUpdatePlan(oldCounts: itemCounts, newCounts: counts, update: update)

        // From here on nothing fails. The realized views follow their elements.
        var kept: [CollectionElementKey: CollectionReusableView] = [:]
        kept.reserveCapacity(realizedViews.count)
        var leaving: [CollectionElementKey] = []
        for (key, view) in realizedViews {
            var newKey: CollectionElementKey?
            if key.category == .cell {
                if !plan.isReloaded(key.indexPath), let path = plan.newIndexPath(ofItemAt: key.indexPath) {
                    newKey = .cell(path)
                }
            } else if key.indexPath.count == 2 && plan.isUntouched(section: key.indexPath.section) {
                newKey = key
            }
            if let newKey {
                if newKey != key { view.placement = nil }
                kept[newKey] = view
            } else {
                leaving.append(key)
            }
        }
        leaving.sort(by: CollectionElementKey.precedes)
        for key in leaving {
            if let view = realizedViews.removeValue(forKey: key) { enqueue(view) }
        }
        realizedViews = kept

        var scrollers: [Int: ScrollView] = [:]
        for (section, scroller) in orthogonalScrollers {
            if section < plan.sectionMap.count, let target = plan.sectionMap[section],
                !plan.reloadedSections.contains(section)
            {
                scrollers[target] = scroller
            } else {
                // A deleted or reloaded section's cells were all queued above.
                forgetReuseQueues(of: scroller)
                scroller.removeFromSuperview()
            }
        }
        orthogonalScrollers = scrollers
        scrollersRevision = nil
        dragStartOffsets = [:]

        collectionViewLayout.apply(plan)
        itemCounts = counts
        realizedArea = nil
        realizedInputs = nil
        reconfigure(update.reconfiguredItems)
        updateRealizedElements()
    }

    /// Asks the data source again for the realized cells of these items,
    /// giving their own cells back from the dequeue.
    private func reconfigure(_ indexPaths: [IndexPath]) {
        for path in indexPaths {
            let key = CollectionElementKey.cell(path)
            guard let current = realizedViews[key] else { continue }
            reconfiguringView = current
            let view = realize(key)
            reconfiguringView = nil
            if let view, view !== current {
                realizedViews[key] = view
                enqueue(current)
            }
        }
    }
}
