import Layout

/// `--format text`: a header, then per offset a labelled line and the view
/// tree in `recursiveDescription`'s shape; with `--constraints` the
/// constraints held, with `--explain` what the kit reported (UIKit's log:
/// unsatisfiable sets, constraints left inactive) and the ambiguous views
/// (`_autolayoutTrace`'s marks).
package enum TextFormatter {
    package static func format(_ result: LayoutResult, _ options: OutputOptions) -> String {
        header(result, options).map { $0 + "\n" }.joined() + "\n" + layouts(result, options)
    }

    /// The blocks after the header, one per offset, separated by a blank line.
    package static func layouts(_ result: LayoutResult, _ options: OutputOptions) -> String {
        var out = ""
        var previousExplanation: (offset: String, text: String)?
        for (index, layout) in result.layouts.enumerated() {
            if index > 0 { out += "\n" }
            if let line = offsetLine(layout) { out += line + "\n" }
            out += layout.tree + "\n"
            if options.showsConstraints {
                out += "\nconstraints (\(layout.constraints.count)):\n"
                for c in layout.constraints {
                    out += "    " + c.description
                    if let location = c.location { out += "   # \(location)" }
                    out += "\n"
                }
            }
            if options.explains {
                let text = explanation(layout)
                let name = layout.offset.map { "offset \(formatNumber($0))" } ?? "the layout"
                out += "\n"
                if let previous = previousExplanation, previous.text == text {
                    out += "explain: as at \(previous.offset)\n"
                } else {
                    out += "explain:\n" + text
                    previousExplanation = (name, text)
                }
            }
        }
        return out
    }

    /// The scene, its screen and its bar.
    static func header(_ result: LayoutResult, _ options: OutputOptions) -> [String] {
        let screen = result.screen
        let insets = screen.safeArea
        var safe: String
        if insets.left == 0 && insets.bottom == 0 && insets.right == 0 {
            safe = insets.top == 0 ? "no safe area" : "safe area top \(formatNumber(insets.top))"
        } else {
            let values = [insets.top, insets.left, insets.bottom, insets.right].map { formatNumber($0) }
            safe = "safe area {\(values.joined(separator: ", "))} (top, left, bottom, right)"
        }
        var lines = [
            "layout-dump: \(options.sceneName)",
            "screen: \(formatNumber(screen.width))x\(formatNumber(screen.height)) at \(formatNumber(screen.scale))x, "
                + safe,
        ]
        // Left to right, the default, goes unsaid: outputs from before
        // directions existed stay as they were.
        if result.direction == .rightToLeft { lines.append("direction: \(result.direction.words)") }
        if let bar = result.bar {
            lines.append("bar: \(bar.kind)")
            var panels = "    over '\(bar.scrollView)'; panels " + bar.panels.map(\.shortName).joined(separator: ", ")
            if !bar.hiddenPanels.isEmpty { panels += "; hidden " + bar.hiddenPanels.joined(separator: ", ") }
            lines.append(panels)
        }
        if let offsets = offsetsSummary(result) { lines.append(offsets) }
        lines += updatesSummary(result)
        return lines
    }

    /// `updates: 'feed' at line 14 (delete 1:0, insert 0:3), then every 6
    /// frames of its 60 Hz clock until the animation ends` — one line per
    /// update applied.
    static func updatesSummary(_ result: LayoutResult) -> [String] {
        var seen: Set<Int> = []
        var lines: [String] = []
        for layout in result.layouts {
            guard let step = layout.update, seen.insert(step.index).inserted,
                result.updates.indices.contains(step.index)
            else { continue }
            let update = result.updates[step.index]
            let frames = result.layouts.compactMap { $0.update?.index == step.index ? $0.update?.frame : nil }
            let changes = update.changes.joined(separator: ", ")
            lines.append(
                "update: '\(update.collection)' at line \(update.location.line) (\(changes)); frames "
                    + frames.map(String.init).joined(separator: ", ") + " of its \(step.framesPerSecond) Hz clock")
        }
        return lines
    }

    static func offsetsSummary(_ result: LayoutResult) -> String? {
        guard let scroll = result.scrollViewName, result.layouts.first?.offset != nil else { return nil }
        let values = result.layouts.filter { $0.update == nil }.compactMap(\.offset).map { formatNumber($0) }
        if let section = result.orthogonalSection {
            return "offsets: \(values.joined(separator: ", ")) (points scrolled from the resting leading edge of "
                + "'\(scroll)', section \(section)'s scroller)"
        }
        return "offsets: \(values.joined(separator: ", ")) (points scrolled from the resting top of '\(scroll)')"
    }

    /// `offset 74, half-collapsed: contentOffset.y -209.333, bar height 209.333, collapse progress 0.5`
    static func offsetLine(_ layout: OffsetLayout) -> String? {
        guard let offset = layout.offset else { return nil }
        var line = "offset \(formatNumber(offset))"
        if let label = layout.label { line += ", \(label)" }
        if let update = layout.update { line += ", \(update.description)" }
        var facts: [String] = []
        if let y = layout.contentOffsetY { facts.append("contentOffset.y \(formatNumber(y))") }
        if let o = layout.orthogonalContentOffset { facts.append("orthogonal offset \(formatNumber(o))") }
        if let h = layout.barHeight { facts.append("bar height \(formatNumber(h))") }
        if let p = layout.collapseProgress { facts.append("collapse progress \(formatNumber(p))") }
        if !facts.isEmpty { line += ": " + facts.joined(separator: ", ") }
        return line
    }

    /// What the kit reported, in UIKit's words (unsatisfiable sets and any
    /// other diagnostic), then the ambiguous views marked in the tree.
    static func explanation(_ layout: OffsetLayout) -> String {
        var out = ""
        if layout.conflicts.isEmpty { out += "No unsatisfiable constraints.\n" }
        for diagnostic in layout.diagnostics { out += diagnostic.message + "\n\n" }
        let ambiguous = layout.views.filter { $0.isAmbiguous == true }
        if ambiguous.isEmpty {
            out += "No ambiguous layout.\n"
        } else {
            let names = ambiguous.map { "'\($0.name)'" }.joined(separator: ", ")
            out += "Ambiguous layout: \(names) (a '*' marks each view whose frame the constraints leave free):\n"
            let tree = layout.tree.split(separator: "\n", omittingEmptySubsequences: false)
            for (line, view) in zip(tree, layout.views) {
                let isAmbiguous = view.isAmbiguous == true
                out += (isAmbiguous ? "*" : view.depth == 0 ? "\u{2022}" : " ") + line
                out += isAmbiguous ? " - AMBIGUOUS LAYOUT\n" : "\n"
            }
        }
        return out
    }
}
