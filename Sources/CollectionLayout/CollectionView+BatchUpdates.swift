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
    /// The layout and the data change at once; the views animate over the
    /// `ScrollView/clock` for 0.3 s, ease-in-out: those of items present
    /// before and after glide from where they were shown to their new
    /// frames, inserted ones fade in and deleted ones fade out (the
    /// ``CollectionReusableView`` keeps its applied alpha), and the views
    /// realized before the update stay realized until the end. `completion`
    /// gets `true` when the animation ran to its end, `false` when another
    /// update or a reload interrupted it (the next animation starts from the
    /// frames shown). Inside `View/performWithoutAnimation(_:)` the views
    /// move at once and `completion` is called with `true` before this
    /// method returns. A batch inside another joins it.
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
        try apply(update, completions: completions)
    }

    /// Inserts items at these index paths after the update: a one-change
    /// batch, or a change of the batch being recorded. A mistake is reported
    /// (see ``performBatchUpdates(_:completion:)``) and changes nothing.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems = Self.joined($0.insertedItems, indexPaths) }
    }

    /// Deletes the items at these index paths before the update.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems = Self.joined($0.deletedItems, indexPaths) }
    }

    /// Moves an item from its index path before the update to one after it;
    /// its cell and measured size go with it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at these indexes after the update.
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections = Self.joined($0.insertedSections, Array(sections)) }
    }

    /// Deletes the sections at these indexes before the update.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections = Self.joined($0.deletedSections, Array(sections)) }
    }

    /// Reloads the sections at these indexes before the update: their items
    /// are asked for and measured again (their counts may change).
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections = Self.joined($0.reloadedSections, Array(sections)) }
    }

    /// Moves a section from its index before the update to one after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Configures the realized cells of these items (index paths after the
    /// update) again through the data source, which gets the same cell back
    /// from its dequeue, not prepared for reuse; their measured sizes stay.
    package func reconfigureItems(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredItems = Self.joined($0.reconfiguredItems, indexPaths) }
    }

    /// `changes` after `recorded`: `changes` itself when nothing is
    /// recorded yet, so that a one-change batch copies nothing.
    private static func joined<Change>(_ recorded: [Change], _ changes: [Change]) -> [Change] {
        recorded.isEmpty ? changes : recorded + changes
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
    /// nothing changes when the check fails. `completions` are called when
    /// the views are in place: at once without animation, at the end of the
    /// animation otherwise (with `false` if it is interrupted).
    @usableFromInline
    func apply(_ update: CollectionViewUpdate, completions: [(Bool) -> Void] = []) throws(CollectionViewError) {
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

        // From here on nothing fails.
        let layout = collectionViewLayout
        let axis = layout.configuration.scrollDirection.axis
        let anchor = maintainsVisibleContentPosition ? visibleAnchor(after: plan) : nil
        if !selectedIndexPaths.isEmpty {
            selectedIndexPaths = Set(selectedIndexPaths.compactMap { plan.newIndexPath(ofItemAt: $0) })
        }
        if !prefetchState.pending.isEmpty { remapPrefetching(through: plan) }
        let animation: CollectionUpdateAnimation?
        if View.areAnimationsEnabled && dataSource != nil && frame.size != .zero && !realizedViews.isEmpty {
            updateAnimationSerial &+= 1
            animation = CollectionUpdateAnimation(
                clock: clock, serial: updateAnimationSerial, update: update, plan: plan,
                oldSections: layout.needsLayout ? [] : layout.sections.map { ($0, $0.origin) },
                oldMirror: layout.mirror, completions: completions)
        } else {
            animation = nil
        }

        // The realized views follow their elements; those of deleted or
        // reloaded elements leave (fading out when animated).
        let band = realizationRect
        // The animation's serial number, read once: binding the animation
        // for each view would retain and release it each time.
        let animationSerial = animation?.serial
        var keepsViews = false
        var leaving = realizedViews.rekey { key, view in
            var newKey: CollectionElementKey?
            if !key.isSectionAndItem {
                // Not an element of the layout: it leaves.
            } else if key.category == .cell {
                if let (section, item) = plan.newPosition(ofKeptItem: key.item, inSection: key.section) {
                    newKey = .cell(item: item, section: section)
                }
            } else if plan.isUntouched(section: key.section) {
                newKey = key
            }
            guard let newKey else { return nil }
            if let animationSerial, view.isSubview(of: self), let shown = view.animatedFrame ?? view.placement?.frame {
                // A view the user sees glides from where it is; one still
                // transparent (inserted by an update this one interrupts
                // before any frame showed it) fades in where it goes. Only
                // the views seen in the realized area stay for the
                // animation, so that updates in a burst realize no more.
                let isSeen = (view.appliedAlpha ?? 1) > 0
                view.updateStart = (animationSerial, isSeen ? shown : nil)
                if isSeen && shown.overlapsWithArea(band) {
                    view.keptByAnimation = animationSerial
                    keepsViews = true
                }
            }
            if newKey != key {
                view.placement = nil
                if view.appliedKey != nil { view.appliedKey = newKey }
            }
            return newKey
        }
        if keepsViews { animation?.keepsViews = true }
        let interrupted = finishUpdateAnimation(finished: false, calling: false)
        // Sorting even no views costs a hundred instructions or so.
        if leaving.count > 1 { leaving.sort { CollectionElementKey.precedes($0.key, $1.key) } }
        for (_, view) in leaving {
            // Like a view that stays, one that leaves starts from where it
            // is shown, an interrupted animation's frame included.
            let shown = view.animatedFrame ?? view.placement?.frame
            view.animatedFrame = nil
            if let animation, view.isSubview(of: self), !view.isHidden, let shown {
                animation.disappearing.append((view, shown))
            } else {
                enqueue(view)
            }
        }

        var scrollers: [Int: ScrollView] = [:]
        for (section, scroller) in orthogonalScrollers {
            if section < plan.sectionMap.count, let target = plan.sectionMap[section],
                !plan.isReloaded(section: section)
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

        layout.apply(plan)
        itemCounts = counts
        realizedArea = nil
        realizedInputs = nil
        if let animation { startUpdateAnimation(animation) }
        reconfigure(update.reconfiguredItems)
        var leadingDelta: CGFloat = 0
        if let anchor, let attributes = layout.layoutAttributesForItem(at: anchor.indexPath) {
            // The content before the anchor changed by this much: so does the offset.
            leadingDelta = leadingStart(of: attributes.frame, mirroredAbout: layout.mirror?.width) - anchor.start
        }
        if scrollsRightToLeft, let oldWidth = rightToLeftMirrorWidth, let newWidth = layout.mirror?.width {
            // The offset follows the content's right end, then the anchor.
            animation?.shift(by: newWidth - oldWidth - leadingDelta, along: .horizontal)
        } else if leadingDelta != 0 {
            animation?.shift(by: leadingDelta, along: axis)
        }
        moveLeadingDistance(by: leadingDelta)
        updateRealizedElements()
        for completion in interrupted { completion(false) }
        if animation == nil { for completion in completions { completion(true) } }
    }

    /// The item ``maintainsVisibleContentPosition`` holds in place: the
    /// first realized cell (along the scroll axis, from its leading end)
    /// that reaches past the visible leading edge and that `plan` keeps, with its index path after the
    /// update and where it starts now.
    private func visibleAnchor(after plan: CollectionViewUpdatePlan) -> (indexPath: IndexPath, start: CGFloat)? {
        let axis = collectionViewLayout.configuration.scrollDirection.axis
        let visibleLeading = visibleLeadingDistance
        // Across a vertical list, ties go to the leading cell (the right one, right to left).
        let acrossMirror = axis == .vertical ? collectionViewLayout.mirror : nil
        var candidates: [(indexPath: IndexPath, start: CGFloat, across: CGFloat)] = []
        for (key, view) in realizedViews where key.category == .cell && view.isSubview(of: self) {
            guard let frame = view.placement?.frame else { continue }
            let start = leadingStart(of: frame)
            if start + frame.size.length(along: axis) > visibleLeading {
                let across = acrossMirror.map { $0.rect(frame).minX } ?? frame.minimum(along: axis.other)
                candidates.append((key.indexPath, start, across))
            }
        }
        candidates.sort { ($0.start, $0.across) < ($1.start, $1.across) }
        for candidate in candidates {
            if let path = plan.newIndexPath(ofItemAt: candidate.indexPath) {
                return (path, candidate.start)
            }
        }
        return nil
    }

    /// Asks the data source again for the realized cells of these items,
    /// giving their own cells back from the dequeue; an item named twice is
    /// configured once.
    private func reconfigure(_ indexPaths: [IndexPath]) {
        var seen = Set<IndexPath>()
        for path in indexPaths where seen.insert(path).inserted {
            let key = CollectionElementKey.cell(path)
            guard let current = realizedViews[key] else { continue }
            reconfiguringView = current
            let view = realize(key)
            reconfiguringView = nil
            if let view, view !== current {
                // Queued, the old view hands its animation start to the new one.
                realizedViews[key] = view
                enqueue(current)
            }
        }
    }
}
