import Foundation

extension CollectionView {
    /// Runs a batch update's animation on the clock, one frame per tick,
    /// and shows its first frame (the views where they were).
    func startUpdateAnimation(_ animation: CollectionUpdateAnimation) {
        updateAnimation = animation
        // The animation is found by its serial number: a weak reference to
        // it would give it the runtime's side table, allocated with it and
        // consulted by each of its retains and releases.
        let serial = animation.serial
        animation.callback = animation.clock.schedule { [weak self] _ in
            guard let self, let animation = self.updateAnimation, animation.serial == serial else { return false }
            animation.frame += 1
            if animation.frame >= animation.frameCount {
                self.finishUpdateAnimation(finished: true)
                return false
            }
            self.showUpdateAnimationFrame()
            return true
        }
    }

    /// Ends the running animation, if any: every view goes to its element's
    /// frame, those fading out are queued for reuse, and the views realized
    /// only for the animation leave. The completions are called with
    /// `finished`, or returned to the caller when `calling` is false.
    @discardableResult
    func finishUpdateAnimation(finished: Bool, calling: Bool = true) -> [(Bool) -> Void] {
        guard let animation = updateAnimation else { return [] }
        updateAnimation = nil
        if let callback = animation.callback { animation.clock.cancel(callback) }
        for (view, _) in animation.disappearing {
            view.animatedFrame = nil
            enqueue(view)
        }
        let scale = rootView.contentScaleFactor
        for view in realizedViews.values where view.animatedFrame != nil {
            view.animatedFrame = nil
            guard let placed = view.placement else { continue }
            let frame = Self.pixelAligned(placed.frame, scale: scale)
            view.frame = frame
            view.alignment = (placed.frame, scale, frame)
            view.appliedAlpha = placed.alpha
        }
        realizedArea = nil
        guard calling else { return animation.completions }
        updateRealizedElements()
        for completion in animation.completions { completion(finished) }
        return []
    }

    /// Shows the running animation at its current frame: each view of the
    /// collection view (not of an orthogonal section's scroller) between
    /// where it started and its element's frame, inserted ones faded in
    /// and deleted ones out by the animation's progress.
    func showUpdateAnimationFrame() {
        guard let animation = updateAnimation else { return }
        let progress = animation.progress
        // At the first frame most views stay where they are shown.
        let atStart = animation.frame == 0
        let scale = rootView.contentScaleFactor
        let layout = collectionViewLayout
        // By index: a view's key is copied only when its start is looked up.
        for index in realizedViews.indices {
            // A new frame is heard by its observers, which may change the
            // realized views (a scroll) or end the animation (a reload).
            guard index < realizedViews.count else { return }
            let view = realizedViews.values[index]
            guard view.isSubview(of: self), let placed = view.placement else { continue }
            let target = placed.frame
            var shown = target
            var alpha = placed.alpha
            if let start = animation.start(of: view, key: realizedViews.keys[index], target: target, in: layout) {
                // At the first frame (progress 0) a view is where it starts.
                shown =
                    atStart
                    ? start
                    : CGRect(
                        x: start.minX + (target.minX - start.minX) * progress,
                        y: start.minY + (target.minY - start.minY) * progress,
                        width: start.width + (target.width - start.width) * progress,
                        height: start.height + (target.height - start.height) * progress)
            } else {
                alpha *= progress
            }
            view.animatedFrame = shown
            view.appliedAlpha = alpha
            if atStart {
                if !show(view, at: shown, scale: scale) { continue }
            } else {
                let frame = Self.pixelAligned(shown, scale: scale)
                if view.frame.isSame(as: frame) { continue }
                view.frame = frame
            }
            if runningAnimationSerial != animation.serial { return }
        }
        for (view, shown) in animation.disappearing {
            let frame = Self.pixelAligned(shown, scale: scale)
            view.appliedAlpha = 1 - progress
            if view.frame.isSame(as: frame) { continue }
            view.frame = frame
            if runningAnimationSerial != animation.serial { return }
        }
    }

    /// Gives a view of the collection view the frame `exact` (in content
    /// coordinates) rounded to the pixel grid. A view still at the frame it
    /// was last given from the same exact frame is left alone without
    /// rounding again.
    ///
    /// - Returns: whether the view's frame changed (its observers heard it).
    func show(_ view: CollectionReusableView, at exact: CGRect, scale: CGFloat) -> Bool {
        if let alignment = view.alignment, alignment.exact.isSame(as: exact), alignment.scale == scale,
            view.frame.isSame(as: alignment.frame)
        {
            return false
        }
        let frame = Self.pixelAligned(exact, scale: scale)
        view.alignment = (exact, scale, frame)
        if view.frame.isSame(as: frame) { return false }
        view.frame = frame
        return true
    }

    /// The element of a realized view the animation keeps although it
    /// left the realized area.
    func keptElement(_ key: CollectionElementKey) -> PlacedElement? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell:
            if key.isSectionAndItem { return layout.placedCell(item: key.item, section: key.section) }
            return layout.layoutAttributesForItem(at: key.indexPath).map { PlacedElement(attributes: $0) }
        case .supplementaryView:
            return layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath).map {
                PlacedElement(attributes: $0)
            }
        case .decorationView:
            return layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath).map {
                PlacedElement(attributes: $0)
            }
        }
    }
}
