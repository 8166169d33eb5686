import CollapsingBar
import CollectionLayout
import Foundation
import Layout

/// A rectangle in points.
public struct Rect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    init(_ r: CGRect) {
        x = Double(r.minX)
        y = Double(r.minY)
        width = Double(r.width)
        height = Double(r.height)
    }

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the two rectangles share some area: more than a hundredth of
    /// a point each way (touching edges, off by float noise, do not count).
    func overlaps(_ other: Rect) -> Bool {
        let e = 0.01
        return x + e < other.x + other.width && other.x + e < x + width && y + e < other.y + other.height
            && other.y + e < y + height
    }
}

/// One view after a layout pass.
public struct ViewFrame: Hashable, Sendable {
    /// The view's name.
    public var name: String
    /// The view's class: `View`, `StackView`, `ScrollView`, the bar's class.
    public var type: String
    /// How deep it is in the tree (the screen is 0).
    public var depth: Int
    /// The superview's name; nil for the screen.
    public var parent: String?
    /// The frame, in the superview's coordinates.
    public var frame: Rect
    /// The frame in screen coordinates (scroll offsets applied).
    public var screenFrame: Rect
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// Whether its constraints leave it ambiguous; nil when the run did not
    /// look (see ``LayoutRunner/Details/ambiguity``).
    public var isAmbiguous: Bool?
    /// Whether a constraint broken for a conflict involves the view (the
    /// SVG marks it, as it marks ambiguous views).
    var hasBrokenConstraint = false
    /// How opaque a collection view's element is while an update's
    /// animation fades it in or out (0 to 1); nil when it is not fading.
    public var alpha: Double?
}

/// A constraint held after a layout pass.
public struct ConstraintState: Hashable, Sendable {
    /// UIKit's description: `'id' a.height == b.height * 0.5 + 8 @750   (active)`.
    public var description: String
    /// Whether it was left out of the layout for a conflict.
    public var isBroken: Bool
    /// Where the scene wrote it; nil for the kit's, the bar's and stacks' own.
    public var location: SourceLocation?
    /// The views it relates, as indices into its layout's
    /// ``OffsetLayout/views`` (a layout guide counts as the view that owns
    /// it): the constraints that place a view are those that name it.
    package var viewIndices: [Int] = []
}

/// A problem the layout kit reported (a `LayoutDiagnostic`).
public struct DiagnosticState: Hashable, Sendable {
    /// What kind of problem.
    public enum Kind: String, Hashable, Sendable {
        /// Required constraints conflicted; one was left out.
        case unsatisfiable
        /// A priority change between required and optional was refused.
        case refusedPriorityChange
        /// A constraint between items with no common ancestor was left inactive.
        case noCommonAncestor
        /// The solver could not take a constraint out; it stays in force for now.
        case withdrawalFailed
        /// A constraint pairing attributes of different axes was left inactive.
        case invalidConstraint
        /// Content did not fit its layout and was laid out past the end.
        case overflow
        /// A number could not be laid out and was replaced.
        case invalidValue
    }

    /// What kind of problem.
    public var kind: Kind
    /// UIKit's wording.
    public var message: String
    /// The scene line the problem is about, when one is: for an overflow,
    /// the declaration of the section's group.
    package var location: SourceLocation?
}

/// The layout at one scroll offset.
public struct OffsetLayout: Sendable {
    /// The offset from the resting top; nil for a scene without a scroll view.
    public var offset: Double?
    /// What the offset shows: `expanded`, `half-collapsed` (progress 0.5),
    /// `collapsed`, `pulled down`, `progress 0.338`; nil without a bar.
    public var label: String?
    /// The driven scroll view's `contentOffset.y`.
    public var contentOffsetY: Double?
    /// The driven orthogonal scroller's offset along its axis, when the
    /// offsets scroll an orthogonal section.
    package var orthogonalContentOffset: Double?
    /// Where the layout is in the animation of an `update` statement; nil
    /// for a layout at an offset before the updates.
    var update: UpdateStep?
    /// The bar's height.
    public var barHeight: Double?
    /// The bar's collapse progress.
    public var collapseProgress: Double?
    /// The view tree, as `recursiveDescription` prints it (empty unless the
    /// run asked for it: ``LayoutRunner/Details/tree``).
    public var tree: String
    /// Every view, in tree order.
    public var views: [ViewFrame]
    /// Every active constraint, in activation order (in a scene with a
    /// collection view, by the last view each names, in tree order) — or,
    /// when the run did not ask for them all
    /// (``LayoutRunner/Details/constraints``), the broken ones.
    public var constraints: [ConstraintState]
    /// The constraints left out for conflicts, in activation order.
    public var brokenConstraints: [ConstraintState] { constraints.filter(\.isBroken) }
    /// What the layout kit reported and is still in force, in UIKit's words
    /// (`Unable to simultaneously satisfy constraints…`), in report order.
    public var diagnostics: [DiagnosticState]
    /// The messages of the unsatisfiable sets among ``diagnostics``.
    public var conflicts: [String] { diagnostics.filter { $0.kind == .unsatisfiable }.map(\.message) }
}

/// What a run of a scene produced.
public struct LayoutResult: Sendable {
    /// The scene, with the command line's screen applied.
    public var scene: Scene
    /// What the bar is, if the scene has one.
    public var barKind: String?
    /// The scroll view the offsets drove, if any.
    public var scrollViewName: String?
    /// The bar's panels that are present, top to bottom.
    public var presentPanels: [CollapsingNavBar.Panel]
    /// The layout at each offset, in the order visited.
    public var layouts: [OffsetLayout]
    /// The section whose own scroller the offsets drove, if any (its name
    /// is ``scrollViewName``).
    package var orthogonalSection: Int?
    /// What the scene's collection views reported (a layout they refused,
    /// a request out of range), each once, in the order reported.
    package var collectionProblems: [String] = []

    /// What the layout kit reported besides unsatisfiable constraints (a
    /// refused priority change, a constraint left inactive for want of a
    /// common ancestor) at any offset, each once, in the order first seen.
    public var otherDiagnostics: [DiagnosticState] {
        // A collection layout's refusal is among the collection problems,
        // with the collection's name: not again here.
        var seen = Set(collectionProblems.map { String($0.drop { $0 != " " }.dropFirst()) })
        var result: [DiagnosticState] = []
        for layout in layouts {
            for d in layout.diagnostics where d.kind != .unsatisfiable && seen.insert(d.message).inserted {
                result.append(d)
            }
        }
        return result
    }

    /// The constraints broken at any offset, each once, in the order first seen.
    public var brokenConstraints: [ConstraintState] {
        var seen: Set<String> = []
        var result: [ConstraintState] = []
        for layout in layouts {
            for c in layout.constraints where c.isBroken && seen.insert(c.description).inserted {
                result.append(c)
            }
        }
        return result
    }
}

/// Lays a scene out at its scroll offsets and records what each pass produced.
///
/// The offsets are visited in order on one scene, as a scroll would: the
/// driven scroll view's `contentOffset.y` is set to the offset minus its
/// adjusted top inset (0 is the resting top; with a bar, the bar expanded),
/// then the screen is laid out. Without offsets from the scene or the
/// command line, a scene with a bar is laid out expanded, half-collapsed and
/// collapsed; a scene with a scroll view at 0; a scene without one once.
public enum LayoutRunner {
    /// What a run records beyond frames, broken constraints and conflicts.
    public struct Details: OptionSet, Hashable, Sendable {
        /// The option bits.
        public var rawValue: Int

        /// Creates a set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Every constraint held, described (`--constraints`).
        public static let constraints = Details(rawValue: 1)
        /// Whether each view is ambiguous (`--explain`).
        public static let ambiguity = Details(rawValue: 2)
        /// The view tree as `recursiveDescription` prints it (text output).
        public static let tree = Details(rawValue: 4)
        /// Everything.
        public static let all: Details = [.constraints, .ambiguity, .tree]
    }

    /// Runs a scene.
    ///
    /// - Parameters:
    ///   - scene: the scene.
    ///   - offsets: offsets that replace the scene's own.
    ///   - details: what to record beyond frames (each costs time on big scenes).
    public static func run(_ scene: Scene, offsets: OffsetPlan? = nil, details: Details = .all) -> LayoutResult {
        run(scene, offsets: offsets, orthogonalSection: nil, details: details)
    }

    /// Runs a scene; with `orthogonalSection`, the offsets scroll that
    /// section's own scroller (of the collection view the offsets drive)
    /// instead, from its resting leading edge, the collection at rest.
    /// The scene's updates are then applied where the last offset left it,
    /// their animations recorded every `updateStep` clock frames.
    package static func run(
        _ scene: Scene, offsets: OffsetPlan?, orthogonalSection: Int?, details: Details = .all,
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
        var barKind: String?
        var panels: [CollapsingNavBar.Panel] = []
        if let bar = built.bar {
            barKind = bar.kindDescription
            panels = CollapsingNavBar.Panel.allCases.filter { !bar.view(for: $0).isHidden }
        }
        var result = LayoutResult(
            scene: built.scene, barKind: barKind, scrollViewName: scrollViewName, presentPanels: panels,
            layouts: layouts)
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

    static func snapshot(_ built: BuiltScene, offset: Double?, label: String?, details: Details) -> OffsetLayout {
        var layout = snapshot(
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

    /// Records the frames, constraints and diagnostics of a laid-out view
    /// tree, starting at `root` (depth 0, screen coordinates measured from
    /// its origin): what every formatter prints. Scenes and `LayoutTesting`
    /// both go through it, so they print alike.
    static func snapshot(
        of root: View, scrollView: ScrollView?, offset: Double?, label: String?, details: Details,
        location: (LayoutConstraint) -> SourceLocation? = { _ in nil }, naming: ((View) -> DumpName)? = nil
    ) -> OffsetLayout {
        // The views of the constraints broken for the conflicts in force.
        var brokenViews: Set<ObjectIdentifier> = []
        for case .unsatisfiable(let broken, _) in root.diagnostics where broken.isBroken {
            for item in [broken.firstItem, broken.secondItem] {
                if let view = (item as? View) ?? (item as? LayoutGuide)?.owningView {
                    brokenViews.insert(ObjectIdentifier(view))
                }
            }
        }
        var views: [ViewFrame] = []
        var originalNames: [String] = []
        var indices: [ObjectIdentifier: Int] = [:]
        var treeLines: [String] = []
        func visit(_ view: View, depth: Int, origin: CGPoint) {
            let dumpName = naming?(view) ?? .own
            var name = view.name
            switch dumpName {
            case .omitted: return
            case .own: break
            case .renamed(let other), .leaf(let other): name = other
            }
            let fading = (view as? CollectionReusableView)?.appliedAttributes.flatMap {
                $0.alpha < 1 ? Double($0.alpha) : nil
            }
            if naming != nil, details.contains(.tree) {
                var line = view.shortDescription
                if name != view.name, let range = line.range(of: "'\(view.name)'") {
                    line.replaceSubrange(range, with: "'\(name)'")
                }
                // A collection's element fading in or out (an update's
                // animation) says how far.
                if let alpha = fading, line.hasSuffix(">") {
                    line.insert(
                        contentsOf: "; alpha = \(formatNumber(Double(alpha)))", at: line.index(before: line.endIndex))
                }
                treeLines.append(String(repeating: "   | ", count: depth) + line)
            }
            indices[ObjectIdentifier(view)] = views.count
            originalNames.append(view.name)
            let screenOrigin =
                view === root
                ? CGPoint.zero
                : CGPoint(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY)
            views.append(
                ViewFrame(
                    name: name, type: String(describing: type(of: view)), depth: depth,
                    parent: view.superview?.name, frame: Rect(view.frame),
                    screenFrame: Rect(CGRect(origin: screenOrigin, size: view.frame.size)), isHidden: view.isHidden,
                    isAmbiguous: details.contains(.ambiguity) ? view.hasAmbiguousLayout : nil,
                    hasBrokenConstraint: brokenViews.contains(ObjectIdentifier(view)), alpha: fading))
            if case .leaf = dumpName { return }
            let childOrigin = CGPoint(x: screenOrigin.x - view.bounds.minX, y: screenOrigin.y - view.bounds.minY)
            for subview in view.subviews { visit(subview, depth: depth + 1, origin: childOrigin) }
        }
        visit(root, depth: 0, origin: .zero)

        let held: [LayoutConstraint]
        if details.contains(.constraints) {
            held = root.activeConstraints
        } else {
            // The broken constraints are those of the conflicts in force,
            // without sorting every constraint held.
            var seen: Set<ObjectIdentifier> = []
            held = root.diagnostics.compactMap { d -> LayoutConstraint? in
                guard case .unsatisfiable(let broken, _) = d, broken.isBroken,
                    seen.insert(ObjectIdentifier(broken)).inserted
                else { return nil }
                return broken
            }
        }
        func viewIndex(_ item: AnyObject?) -> Int? {
            let view = (item as? LayoutGuide)?.owningView ?? item as? View
            return view.flatMap { indices[ObjectIdentifier($0)] }
        }
        var constraints = held.compactMap { c -> ConstraintState? in
            var related: [Int] = []
            for index in [viewIndex(c.firstItem), viewIndex(c.secondItem)].compactMap({ $0 })
            where !related.contains(index) {
                related.append(index)
            }
            // The constraints of views the dump leaves out (a cell's
            // content) are left out with them.
            if naming != nil {
                for item in [c.firstItem, c.secondItem] where item != nil && viewIndex(item) == nil { return nil }
            }
            var description = c.description
            if naming != nil {
                for index in related where views[index].name != originalNames[index] {
                    description = description.replacingOccurrences(
                        of: originalNames[index] + ".", with: views[index].name + ".")
                }
            }
            return ConstraintState(
                description: description, isBroken: c.isBroken, location: location(c), viewIndices: related)
        }
        // Renamed views are a collection's reusable views, whichever ones
        // its reuse queues handed out, so activation order is not the same
        // from run to run: the constraints go by the last view each names,
        // in tree order (in activation order among those of one view).
        if naming != nil {
            constraints = constraints.enumerated().sorted { a, b in
                (a.element.viewIndices.max() ?? 0, a.offset) < (b.element.viewIndices.max() ?? 0, b.offset)
            }.map(\.element)
        }
        let diagnostics = root.diagnostics.map { d -> DiagnosticState in
            switch d {
            case .unsatisfiable: return DiagnosticState(kind: .unsatisfiable, message: d.description)
            case .refusedPriorityChange: return DiagnosticState(kind: .refusedPriorityChange, message: d.description)
            case .noCommonAncestor: return DiagnosticState(kind: .noCommonAncestor, message: d.description)
            case .withdrawalFailed: return DiagnosticState(kind: .withdrawalFailed, message: d.description)
            case .invalidConstraint: return DiagnosticState(kind: .invalidConstraint, message: d.description)
            case .overflow: return DiagnosticState(kind: .overflow, message: d.description)
            case .invalidValue: return DiagnosticState(kind: .invalidValue, message: d.description)
            }
        }
        let tree = naming == nil ? root.recursiveDescription : treeLines.joined(separator: "\n")
        var layout = OffsetLayout(
            offset: offset, label: label, tree: details.contains(.tree) ? tree : "",
            views: views,
            constraints: constraints, diagnostics: diagnostics)
        if offset != nil, let scrollView { layout.contentOffsetY = Double(scrollView.contentOffset.y) }
        return layout
    }
}
