import CollapsingBar
import CollectionLayout
import Foundation
import Layout
import LayoutReport

/// Lays a scene out at its scroll offsets and records what each pass produced.
///
/// The offsets are visited in order on one scene, as a scroll would: the
/// driven scroll view's `contentOffset.y` is set to the offset minus its
/// adjusted top inset (0 is the resting top; with a bar, the bar expanded),
/// then the screen is laid out. Without offsets from the scene or the
/// command line, a scene with a bar is laid out expanded, half-collapsed and
/// collapsed; a scene with a scroll view at 0; a scene without one once.
public enum LayoutRunner {

    /// Runs a scene.
    ///
    /// - Parameters:
    ///   - scene: the scene.
    ///   - offsets: offsets that replace the scene's own.
    ///   - details: what to record beyond frames (each costs time on big scenes).
    public static func run(_ scene: Scene, offsets: OffsetPlan? = nil, details: ReportDetails = .all) -> LayoutResult {
        run(scene, offsets: offsets, orthogonalSection: nil, details: details)
    }

    /// Runs a scene; with `orthogonalSection`, the offsets scroll that
    /// section's own scroller (of the collection view the offsets drive)
    /// instead, from its resting leading edge, the collection at rest.
    /// The scene's updates are then applied where the last offset left it,
    /// their animations recorded every `updateStep` clock frames.
    package static func run(
        _ scene: Scene, offsets: OffsetPlan?, orthogonalSection: Int?, details: ReportDetails = .all,
        updateStep: Int = defaultUpdateStep
    ) -> LayoutResult {
        let built = SceneBuilder.build(scene)
        if let section = orthogonalSection {
            return runOrthogonal(built, section: section, offsets: offsets, details: details, updateStep: updateStep)
        }
        var planned: [(offset: Double?, label: String?)]
        if let plan = offsets ?? scene.offsets, built.scrollView != nil {
            planned = plan.offsets.map { ($0, nil) }
        } else if built.bar != nil, built.scrollView != nil {
            planned = defaultBarOffsets(built)
        } else if built.scrollView != nil {
            planned = [(0, nil)]
        } else {
            planned = [(nil, nil)]
        }
        var layouts: [OffsetLayout] = []
        for (offset, label) in planned {
            if let offset, let scroll = built.scrollView {
                let y = CGFloat(offset) - scroll.adjustedContentInset.top
                scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: y)
            }
            built.screen.layoutIfNeeded()
            layouts.append(snapshot(built, offset: offset, label: label, details: details))
        }
        let offset = planned.last?.offset
        let updates = sweepUpdates(built, step: updateStep) { step in
            var layout = snapshot(built, offset: offset, label: nil, details: details)
            layout.update = step
            return layout
        }
        var result = result(of: built, scrollViewName: built.scrollView?.name, layouts: layouts + updates.layouts)
        result.collectionProblems += updates.problems
        return result
    }

    /// The result of a run of `built`: its layouts, with the bar's kind and
    /// present panels and the collection views' problems.
    static func result(of built: BuiltScene, scrollViewName: String?, layouts: [OffsetLayout]) -> LayoutResult {
        let panels = built.bar.map { bar in CollapsingNavBar.Panel.allCases.filter { !bar.view(for: $0).isHidden } }
        var result = LayoutResult(
            scene: built.scene, barKind: built.bar?.kindDescription, scrollViewName: scrollViewName,
            presentPanels: panels ?? [], layouts: layouts)
        result.collectionProblems = built.collectionProblems
        return result
    }

    /// Expanded, half-collapsed and collapsed: 0, half the collapse range and
    /// the range. The range is measured on the scene itself: the bar's
    /// height at rest, then scrolled far past its collapse; the scroll view
    /// is then back at rest, where the bar starts over (the
    /// collapse origin resets when the content returns to the top).
    static func defaultBarOffsets(_ built: BuiltScene) -> [(offset: Double?, label: String?)] {
        guard let bar = built.bar, let scroll = built.scrollView else { return [(0, "expanded")] }
        func height(at offset: CGFloat) -> CGFloat {
            scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: offset - scroll.adjustedContentInset.top)
            built.screen.layoutIfNeeded()
            return bar.frame.height
        }
        let expanded = height(at: 0)
        let collapsed = height(at: CGFloat(largestSceneNumber))
        _ = height(at: 0)
        // Frames are on the pixel grid: so is the range, without float noise.
        let scale = built.scene.screen.scale
        let range = (Double(expanded - collapsed) * scale).rounded() / scale
        guard range > 0, range.isFinite else { return [(0, "expanded")] }
        return [(0, "expanded"), (range / 2, "half-collapsed"), (range, "collapsed")]
    }

    static func snapshot(_ built: BuiltScene, offset: Double?, label: String?, details: ReportDetails) -> OffsetLayout {
        var layout = ViewDump.layout(
            of: built.screen, scrollView: built.scrollView, offset: offset, label: label, details: details,
            location: built.location(of:), naming: built.collections.isEmpty ? nil : built.dumpName(of:))
        for i in layout.diagnostics.indices where layout.diagnostics[i].kind == .overflow {
            layout.diagnostics[i].location = built.overflowLocation(layout.diagnostics[i].message)
        }
        if let bar = built.bar {
            layout.barHeight = Double(bar.frame.height)
            let progress = Double(bar.collapseProgress)
            layout.collapseProgress = progress
            if layout.label == nil, let offset {
                if offset < 0 {
                    layout.label = "pulled down"
                } else if progress <= 1e-9 {
                    layout.label = "expanded"
                } else if progress >= 1 - 1e-9 {
                    layout.label = "collapsed"
                } else if abs(progress - 0.5) < 1e-9 {
                    layout.label = "half-collapsed"
                } else {
                    layout.label = "progress \(formatNumber(progress))"
                }
            }
        }
        return layout
    }
}
