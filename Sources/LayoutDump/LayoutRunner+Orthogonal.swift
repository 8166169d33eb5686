import CollapsingBar
import CollectionLayout
import Foundation
import Layout

extension LayoutRunner {
    /// Lays a scene out with its offsets driving an orthogonal section's
    /// scroller: 0 is the scroller at rest at its leading edge (top, for a
    /// horizontal layout), positive values scroll its content towards the
    /// leading edge (right to left, towards the right). Without offsets
    /// from the command line or the scene, once at rest.
    static func runOrthogonal(
        _ built: BuiltScene, section: Int, offsets: OffsetPlan?, details: ReportDetails, updateStep: Int
    ) -> LayoutResult {
        let collection = built.drivenCollection
        let scroller = collection?.orthogonalScrollView(forSection: section)
        let horizontal = collection?.collectionViewLayout.configuration.scrollDirection != .horizontal
        let values = (offsets ?? built.scene.offsets)?.offsets ?? [0]
        var layouts: [OffsetLayout] = []
        func record(at offset: Double) -> OffsetLayout {
            var layout = snapshot(built, offset: nil, label: nil, details: details)
            layout.offset = offset
            if let scroller {
                layout.orthogonalContentOffset = Double(
                    horizontal ? scroller.contentOffset.x : scroller.contentOffset.y)
            }
            return layout
        }
        for offset in values {
            if let scroller, let collection {
                let value = collection.collectionViewLayout.scrollerOffset(CGFloat(offset), ofSection: section)
                scroller.contentOffset =
                    horizontal
                    ? CGPoint(x: value, y: scroller.contentOffset.y) : CGPoint(x: scroller.contentOffset.x, y: value)
            }
            built.screen.layoutIfNeeded()
            layouts.append(record(at: offset))
        }
        let updates = sweepUpdates(built, step: updateStep) { step in
            var layout = record(at: values.last ?? 0)
            layout.update = step
            return layout
        }
        var result = result(of: built, scrollViewName: scroller?.name, layouts: layouts + updates.layouts)
        result.collectionProblems += updates.problems
        result.orthogonalSection = section
        return result
    }
}

extension BuiltScene {
    /// The collection view the offsets drive: the driven scroll view if it
    /// is one, else the first collection view declared.
    var drivenCollection: CollectionView? {
        (scrollView as? CollectionView) ?? collections.first?.view
    }

    /// What the collection views and their layouts reported, each once.
    var collectionProblems: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for (view, _) in collections {
            let messages =
                view.errors.map { "\($0)" } + view.collectionViewLayout.errors.map { "\($0)" }
            for message in messages where seen.insert(message).inserted {
                result.append("'\(view.name)': \(message)")
            }
        }
        return result
    }

    /// Where the group is declared whose overflow a collection view reported
    /// with this message: the section's group, in the collection that has it.
    func overflowLocation(_ message: String) -> SourceLocation? {
        for (index, (view, _)) in collections.enumerated() {
            for overflow in view.collectionViewLayout.overflowReports where overflow.description == message {
                let sections = scene.collections[index].sections
                guard sections.indices.contains(overflow.section) else { return nil }
                return sections[overflow.section].group?.location
            }
        }
        return nil
    }
}
