import Cassowary
import Foundation
import UncheckedAccess

extension LayoutEngine {
    /// Has the next pass lay out every view of `view`'s subtree, whatever
    /// the solver says changed: the view joined the tree (its frame is
    /// relative to its new superview), or the pixel grid changed (the root).
    func layOutSubtree(of view: View) {
        if view === root {
            needsFullLayout = true
        } else if !needsFullLayout {
            pendingSubtrees.append(view)
        }
        needsLayout = true
    }

    /// Has the next pass write `view`'s frame from its variables again,
    /// whatever the solver says changed (the code set the frame).
    func layOutView(_ view: View) {
        if !needsFullLayout { pendingViews.append(view) }
        needsLayout = true
    }

    /// The most solve-and-write rounds of one pass: changes made by
    /// ``View/layoutSubviews()`` beyond them wait for the next pass.
    static let maxRoundsPerPass = 16

    /// One layout pass: makes the pending constraint updates, solves, writes
    /// the frames that changed, then calls ``View/layoutSubviews()`` on the
    /// views whose frame or direct subviews' frames changed, parents before
    /// children, each once per pass. Constraint changes they make are solved
    /// and written in another round of the same pass. Ends with the root's
    /// ``View/didLayout`` when a frame changed. A pass that changes no frame
    /// writes nothing and calls nothing.
    ///
    /// Work is proportional to what changed: a round takes up only the views
    /// whose variables the solver reports changed, the subviews of those
    /// whose rounded origin moved (a frame is relative to its superview's
    /// rounded origin), and the subtrees that joined the tree.
    func layout() {
        isLayingOut = true
        defer {
            isLayingOut = false
            if !departedViews.isEmpty { departedViews.removeAll() }
        }
        passCount += 1
        let pass = passCount
        // One strong load of the unowned root for the pass, not one per use.
        let root = self.root
        let scale = Double(root.contentScaleFactor)
        var changedAny = false
        var rounds = 0
        repeat {
            rounds += 1
            roundCount += 1
            updatePendingConstraints()
            var dirty = unsafe takeDirtyViews(root: root)
            needsLayout = false
            var moved = spareMovedViews
            spareMovedViews = MovedViews()
            moved.start(round: roundCount)
            if !root.frameStorage.isSame(as: laidOutRootFrame) {
                laidOutRootFrame = root.frameStorage
                unsafe moved.insert(Unmanaged.passUnretained(root), depth: 0)
            }
            unsafe writeFrames(of: &dirty, root: root, scale: scale, moved: &moved)
            // Held until the round's calls are made: `moved` does not retain.
            let redirected = redirectedViews
            if !redirected.isEmpty {
                redirectedViews = []
                let stamp = ObjectIdentifier(root)
                for view in redirected where view.treeStamp == stamp {
                    unsafe moved.insert(Unmanaged.passUnretained(view), depth: view.depth)
                }
            }
            lastRoundViewCount = unsafe dirty.count
            unsafe dirty.clearKeepingCapacity()
            unsafe spareDirtyViews = unsafe dirty
            changedAny = changedAny || !moved.isEmpty
            moved.forEachParentFirst { view in
                guard view.laidOutMark != pass else { return }
                view.laidOutMark = pass
                view.layoutSubviews()
            }
            moved.removeAll()
            spareMovedViews = moved
        } while needsLayout && rounds < Self.maxRoundsPerPass
        if changedAny { root.didLayout?(root) }
    }

    /// Publishes the solution and returns the views of this round, each
    /// once: those of the subtrees waiting to be laid out (every view after
    /// a full request) in tree order, then those whose variables changed.
    private func takeDirtyViews(root: View) -> [Unmanaged<View>] {
        let round = roundCount
        var dirty = unsafe spareDirtyViews
        unsafe spareDirtyViews = unsafe []
        if needsFullLayout {
            needsFullLayout = false
            pendingSubtrees.removeAll()
            pendingViews.removeAll()
            unsafe root.collectSubtree(round: round, into: &dirty)
        } else if !pendingSubtrees.isEmpty || !pendingViews.isEmpty {
            let stamp = ObjectIdentifier(root)
            for view in pendingSubtrees where view.treeStamp == stamp {
                unsafe view.collectSubtree(round: round, into: &dirty)
            }
            for view in pendingViews where view.treeStamp == stamp && view.dirtyMark != round {
                view.dirtyMark = round
                unsafe dirty.append(Unmanaged.passUnretained(view))
            }
            pendingSubtrees.removeAll(keepingCapacity: true)
            pendingViews.removeAll(keepingCapacity: true)
        }
        // Appended through a pointer: a captured variable is checked for
        // exclusive access on every use, once per variable published.
        unsafe withUnsafeMutablePointer(to: &dirty) { dirty in
            solver.updateVariables { variable in
                // A variable's owner is a view, alive: a view clears its
                // variables' owner before it goes away.
                guard let owner = unsafe variable.unretainedOwner else { return }
                unsafe Unmanaged<View>.fromOpaque(owner.toOpaque()).withGuaranteedInstance { view in
                    guard view.dirtyMark != round else { return }
                    view.dirtyMark = round
                    unsafe dirty.pointee.append(Unmanaged.passUnretained(view))
                }
            }
        }
        return unsafe dirty
    }

    /// Writes the frames of the round's views, each edge rounded to the pixel
    /// grid in root coordinates, and adds each view whose frame changed, and
    /// its superview, to `moved`.
    ///
    /// First every view's rounded origin: a view whose origin moved adds its
    /// subviews to `dirty` (their frames are relative to it). Then every
    /// frame, from the view's rounded edges and its superview's origin.
    private func writeFrames(
        of dirty: inout [Unmanaged<View>], root: View, scale: Double, moved: inout MovedViews
    ) {
        let stamp = ObjectIdentifier(root)
        let round = roundCount
        var index = 0
        while unsafe index < dirty.count {
            let entry = unsafe dirty[index]
            index += 1
            unsafe entry.withGuaranteedInstance { view in
                guard view.treeStamp == stamp else { return }
                if view.placesSubviewsOutsideSolver {
                    // Taken up again if it was already: its rectangle is new.
                    unsafe view.placeSubviewsOutsideSolver { subview in
                        unsafe subview.withGuaranteedInstance { $0.dirtyMark = round }
                        unsafe dirty.append(subview)
                    }
                }
                if view.isPlacedByFrame {
                    // Its rectangle follows its superview's: its subviews placed
                    // by frame follow it, even those taken up already.
                    if view.updatePlacedRect() {
                        for subview in view.subviews where subview.isPlacedByFrame {
                            subview.dirtyMark = round
                            unsafe dirty.append(Unmanaged.passUnretained(subview))
                        }
                    }
                } else if view.framePlacedSubviewCount > 0 {
                    for subview in view.subviews where subview.dirtyMark != round && subview.isPlacedByFrame {
                        subview.dirtyMark = round
                        unsafe dirty.append(Unmanaged.passUnretained(subview))
                    }
                }
                guard view !== root else { return }
                let origin = view.roundedOrigin(scale: scale)
                guard origin != view.layoutOrigin else { return }
                view.layoutOrigin = origin
                for subview in view.subviews where subview.dirtyMark != round {
                    subview.dirtyMark = round
                    unsafe dirty.append(Unmanaged.passUnretained(subview))
                }
            }
        }
        // Siblings move together (a stack's arranged views): their superview
        // goes into `moved` once, not once per sibling.
        var lastParent: Unmanaged<View>?
        for index in unsafe dirty.indices {
            let entry = unsafe dirty[index]
            unsafe entry.withGuaranteedInstance { view in
                // A view of the tree has its superview, alive: the tree holds it.
                guard view !== root && view.treeStamp == stamp, let parent = unsafe view.parent else { return }
                let parentOrigin = unsafe parent.withGuaranteedInstance { $0.layoutOrigin }
                let frame = view.roundedFrame(scale: scale, parentOrigin: parentOrigin)
                guard !frame.isSame(as: view.frameStorage) else { return }
                view.writeLaidOutFrame(frame)
                if unsafe parent.toOpaque() != lastParent?.toOpaque() {
                    unsafe moved.insert(parent, depth: view.depth - 1)
                    unsafe lastParent = unsafe parent
                }
                unsafe moved.insert(entry, depth: view.depth)
            }
        }
    }
}
