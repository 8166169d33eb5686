import CollectionLayout
import Foundation
import Layout

extension LayoutRunner {
    /// The clock frames between two recorded frames of an update's
    /// animation by default: 6, a tenth of a second at the collection
    /// view's 60 Hz (0, 0.1, 0.2 and 0.3 s for UIKit's 0.3 s animation).
    static let defaultUpdateStep = 6

    /// Applies the scene's `update` statements in file order, where the
    /// offsets left the scene, each as one batch update of its collection
    /// view, and records the animation: at once (the views where they
    /// were), then every `step` frames of the collection view's clock while
    /// it runs, and at its end (the views at their new frames). The next
    /// update starts when the previous one has ended.
    ///
    /// - Parameter record: the layout of the scene as it is now, at a step.
    /// - Returns: the layouts recorded, and what the collection views
    ///   refused (an update the parser let through that the collection
    ///   view's own check refuses: nothing changed).
    static func sweepUpdates(
        _ built: BuiltScene, step: Int, record: (UpdateStep) -> OffsetLayout
    ) -> (layouts: [OffsetLayout], problems: [String]) {
        var layouts: [OffsetLayout] = []
        var problems: [String] = []
        for (index, update) in built.scene.updates.enumerated() {
            guard let (view, dataSource) = built.collections.first(where: { $0.view.name == update.collection })
            else { continue }
            let before = dataSource.itemCounts
            dataSource.itemCounts = update.countsAfter
            var finished = false
            do {
                try view.performBatchUpdates(
                    {
                        for (change, _, _) in update.changes {
                            switch change {
                            case .insert(let path): view.insertItems(at: [path])
                            case .delete(let path): view.deleteItems(at: [path])
                            case .move(let from, let to): view.moveItem(at: from, to: to)
                            case .reload(let path): view.reloadItems(at: [path])
                            }
                        }
                    }, completion: { _ in finished = true })
            } catch {
                dataSource.itemCounts = before
                problems.append("'\(view.name)': \(error) (the update at line \(update.location.line))")
                continue
            }
            let clock = view.clock
            var frames = 0
            func recordNow() {
                built.screen.layoutIfNeeded()
                layouts.append(
                    record(
                        UpdateStep(
                            index: index, location: update.location, frame: frames,
                            framesPerSecond: clock.framesPerSecond, isFinished: finished)))
            }
            recordNow()
            // 0.3 s is 18 frames at 60 Hz; the bound only keeps a runaway
            // animation from hanging the tool.
            while !finished, frames < 10_000 {
                var stepped = 0
                while stepped < max(1, step), !finished {
                    clock.step()
                    frames += 1
                    stepped += 1
                }
                recordNow()
            }
        }
        return (layouts, problems)
    }
}
