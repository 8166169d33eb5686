import Foundation
import Layout

extension ViewDump {
    /// Records the frames, constraints and diagnostics of a laid-out view
    /// tree, starting at `root` (depth 0, screen coordinates measured from
    /// its origin): what every formatter prints. Scenes and `LayoutTesting`
    /// both go through it, so they print alike.
    ///
    /// - Parameters:
    ///   - location: where a constraint was written (a scene's line).
    ///   - naming: how the dump shows each view; nil, every view under its
    ///     own name, and the tree as `recursiveDescription` prints it.
    package static func layout(
        of root: View, scrollView: ScrollView?, offset: Double?, label: String?, details: ReportDetails,
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
            let fading = (view as? any FadingView)?.fadingAlpha
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
