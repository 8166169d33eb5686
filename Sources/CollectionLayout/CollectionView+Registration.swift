import Foundation

extension CollectionView {
    /// Registers the class of the cells dequeued with `identifier`; nil
    /// removes the registration.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
        forgetReuseQueues(of: ReuseKey(category: .cell, kind: nil, identifier: identifier))
    }

    /// Registers the class of the supplementary views of `elementKind`
    /// dequeued with `identifier`; nil removes the registration.
    public func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        let key = ReuseKey(category: .supplementaryView, kind: elementKind, identifier: identifier)
        supplementaryClasses[key] = viewClass
        forgetReuseQueues(of: key)
    }

    /// A cell for the item at `indexPath`: one queued for reuse (after its
    /// ``CollectionReusableView/prepareForReuse()``), or a new one of the
    /// registered class. Call it from the data source's
    /// `collectionView(_:cellForItemAt:)` for that index path.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        let key = ReuseKey(category: .cell, kind: nil, identifier: identifier)
        guard let cellClass = cellClasses[identifier] else {
            report(.unregisteredIdentifier(identifier, elementKind: nil))
            return standIn(CollectionViewCell(name: makeViewName(identifier)))
        }
        let view = dequeue(key, for: .cell(indexPath), at: indexPath) { cellClass.init(name: $0) }
        guard let cell = view as? CollectionViewCell else { return CollectionViewCell(name: makeViewName(identifier)) }
        return cell
    }

    /// A view for the supplementary of `elementKind` at `indexPath`, reused
    /// or new; call it from the data source's
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = ReuseKey(category: .supplementaryView, kind: elementKind, identifier: identifier)
        guard let viewClass = supplementaryClasses[key] else {
            report(.unregisteredIdentifier(identifier, elementKind: elementKind))
            return standIn(CollectionReusableView(name: makeViewName(identifier)))
        }
        return dequeue(
            key, for: .lookingUp(category: .supplementaryView, kind: elementKind, indexPath: indexPath),
            at: indexPath
        ) { viewClass.init(name: $0) }
    }

    /// The blank view that stands in for a dequeue of an unregistered
    /// identifier, counted as dequeued in the running request: the mistake
    /// is reported once, as an unregistered identifier, not again as a view
    /// the data source did not dequeue. It has no reuse key: never reused.
    private func standIn<V: CollectionReusableView>(_ view: V) -> V {
        if pendingRequest != nil { dequeuedInRequest.append(view) }
        return view
    }

    /// Takes a view from the queue of `key` in the element's container (so
    /// that it does not change trees) or makes one, and
    /// records it as dequeued for `element` (at `indexPath`, of the reuse
    /// key's kind) in the running request.
    private func dequeue(
        _ key: ReuseKey, for element: CollectionElementKey, at indexPath: IndexPath,
        make: (String) -> CollectionReusableView
    ) -> CollectionReusableView {
        if let request = pendingRequest {
            if request != element {
                report(
                    .mismatchedDequeue(
                        requested: request.indexPath, requestedKind: request.kind, dequeued: indexPath,
                        dequeuedKind: key.kind))
            }
        } else {
            report(.dequeueOutsideRequest(indexPath, elementKind: key.kind))
        }
        let view: CollectionReusableView
        if let reconfiguring = reconfiguringView, reconfiguring.reuseKey == key {
            reconfiguringView = nil
            view = reconfiguring
        } else if let reused = takeQueued(key, in: container(for: element)) {
            view = reused
            view.prepareForReuse()
        } else {
            view = make(makeViewName(key.identifier))
            view.reuseIdentifier = key.identifier
            view.reuseKey = key
            createdViewCount += 1
        }
        if pendingRequest != nil { dequeuedInRequest.append(view) }
        return view
    }

    /// A view of `key` queued in `container`, if any.
    func takeQueued(_ key: ReuseKey, in container: View) -> CollectionReusableView? {
        reuseQueues[ReuseQueueKey(reuseKey: key, container: ObjectIdentifier(container))]?.popLast()
    }

    /// Hides a view that left the realized area and queues it for reuse in
    /// its container; a view without a reuse identifier is removed.
    func enqueue(_ view: CollectionReusableView) {
        let key = view.appliedKey
        if let animation = updateAnimation, let key { animation.adopt(view, key: key) }
        if view.isDisplayed {
            view.isDisplayed = false
            if let key, let delegate = delegate as? CollectionViewDelegate {
                if key.category == .cell, let cell = view as? CollectionViewCell {
                    delegate.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
                } else if key.category == .supplementaryView {
                    delegate.collectionView(
                        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "",
                        at: key.indexPath)
                }
            }
        }
        view.appliedKey = nil
        view.appliedZIndex = nil
        view.placement = nil
        guard let key = view.reuseKey else {
            view.removeFromSuperview()
            return
        }
        view.isHidden = true
        let container = ObjectIdentifier(view.superview ?? self)
        reuseQueues[ReuseQueueKey(reuseKey: key, container: container), default: []].append(view)
    }

    /// Drops the queues of a container that is going away (a scroller of a
    /// section that no longer scrolls orthogonally): its views go with it.
    func forgetReuseQueues(of container: View) {
        let id = ObjectIdentifier(container)
        reuseQueues = reuseQueues.filter { $0.key.container != id }
    }

    /// Drops the queues of a reuse key, in every container (its class was
    /// registered again).
    private func forgetReuseQueues(of key: ReuseKey) {
        reuseQueues = reuseQueues.filter { $0.key.reuseKey != key }
    }
}
