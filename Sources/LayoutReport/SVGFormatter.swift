/// `--format svg`: a picture of the frames, one column per offset, each
/// labelled with its offset and the bar's state. Views are drawn in screen
/// coordinates (scroll offsets applied), clipped to the screen, coloured by
/// depth; hidden views are not drawn; ambiguous ones, and those of a
/// constraint broken for a conflict, are dashed (their tooltips say which).
/// Dashed red lines mark the safe area's top and bottom.
package enum SVGFormatter {
    static let margin = 20.0
    static let gap = 40.0
    static let headerHeight = 44.0
    static let palette = [
        "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
    ]

    package static func format(_ result: LayoutResult, _ options: OutputOptions) -> String {
        let screen = result.screen
        let columns = max(1, result.layouts.count)
        let width = 2 * margin + Double(columns) * screen.width + Double(columns - 1) * gap
        let height = 2 * margin + headerHeight + screen.height
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif">

            """
        var pictureTitle = "layout-dump: \(options.sceneName)"
        if result.direction == .rightToLeft { pictureTitle += ", \(result.direction.words)" }
        out += "<title>\(escape(pictureTitle))</title>\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        for (index, layout) in result.layouts.enumerated() {
            let x0 = margin + Double(index) * (screen.width + gap)
            let y0 = margin + headerHeight
            out += "<g id=\"offset-\(index)\">\n"
            out += "  <text x=\"\(n(x0))\" y=\"\(n(margin + 16))\" font-size=\"15\" font-weight=\"bold\" "
            out += "fill=\"#222222\">\(escape(title(layout, options)))</text>\n"
            out += "  <text x=\"\(n(x0))\" y=\"\(n(margin + 33))\" font-size=\"11\" fill=\"#666666\">"
            out += "\(escape(facts(layout, screen: screen)))</text>\n"
            out += "  <clipPath id=\"screen-\(index)\"><rect x=\"\(n(x0))\" y=\"\(n(y0))\" "
            out += "width=\"\(n(screen.width))\" height=\"\(n(screen.height))\"/></clipPath>\n"
            out += "  <g clip-path=\"url(#screen-\(index))\">\n"
            out += "    <rect x=\"\(n(x0))\" y=\"\(n(y0))\" width=\"\(n(screen.width))\" "
            out += "height=\"\(n(screen.height))\" fill=\"#f7f7f7\"/>\n"
            let visible = visibleViews(layout.views)
            for view in visible where view.depth > 0 {
                let color = Self.color(view)
                let r = view.screenFrame
                out += "    <rect x=\"\(n(x0 + r.x))\" y=\"\(n(y0 + r.y))\" width=\"\(n(r.width))\" "
                out += "height=\"\(n(r.height))\" fill=\"\(color)\" fill-opacity=\"0.16\" stroke=\"\(color)\" "
                out += "stroke-width=\"1\""
                if view.isAmbiguous == true || view.hasBrokenConstraint { out += " stroke-dasharray=\"4 2\"" }
                if let alpha = view.alpha { out += " opacity=\"\(n(alpha))\"" }
                out += "><title>\(escape(tooltip(view)))</title></rect>\n"
            }
            for label in placeLabels(visible, screen: screen, columns: columns) {
                let view = label.view
                let color = Self.labelColor(label)
                out += "    <text x=\"\(n(x0 + label.box.x + 2))\" y=\"\(n(y0 + label.box.y + 10))\" font-size=\"10\" "
                out += "fill=\"\(color)\">\(escape(view.name))</text>\n"
            }
            for edge in [screen.safeArea.top, screen.height - screen.safeArea.bottom]
            where edge > 0 && edge < screen.height {
                let y = y0 + edge
                out += "    <line x1=\"\(n(x0))\" y1=\"\(n(y))\" x2=\"\(n(x0 + screen.width))\" y2=\"\(n(y))\" "
                out += "stroke=\"#d62728\" stroke-width=\"0.75\" stroke-dasharray=\"3 3\"/>\n"
            }
            out += "  </g>\n"
            out += "  <rect x=\"\(n(x0))\" y=\"\(n(y0))\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" "
            out += "fill=\"none\" stroke=\"#333333\" stroke-width=\"1.5\"/>\n"
            out += "</g>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// A layout's heading: `offset 74, half-collapsed`, the step of an
    /// update's animation after it (`offset 0, update at line 14, 0.1 s`),
    /// or the scene's name for a scene without a scroll view.
    static func title(_ layout: OffsetLayout, _ options: OutputOptions) -> String {
        layout.offset.map {
            "offset \(formatNumber($0))" + (layout.label.map { ", \($0)" } ?? "")
                + (layout.update.map { ", \($0.description)" } ?? "")
        } ?? options.sceneName
    }

    /// What a layout shows under its heading: the scroll view's offset and
    /// the bar's height and progress, or else the screen.
    static func facts(_ layout: OffsetLayout, screen: Screen) -> String {
        var facts: [String] = []
        if let y = layout.contentOffsetY { facts.append("contentOffset.y \(formatNumber(y))") }
        if let h = layout.barHeight { facts.append("bar \(formatNumber(h))") }
        if let p = layout.collapseProgress { facts.append("progress \(formatNumber(p))") }
        if facts.isEmpty {
            facts.append(
                "\(formatNumber(screen.width))x\(formatNumber(screen.height)) at \(formatNumber(screen.scale))x")
        }
        return facts.joined(separator: ", ")
    }

    /// The views drawn: not hidden, and not inside a hidden view, in tree order.
    static func visibleViews(_ views: [ViewFrame]) -> [ViewFrame] {
        visibleIndices(views).map { views[$0] }
    }

    /// The indices of the views drawn (see ``visibleViews(_:)``).
    static func visibleIndices(_ views: [ViewFrame]) -> [Int] {
        var result: [Int] = []
        var hiddenDepth: Int?
        for (index, view) in views.enumerated() {
            if let depth = hiddenDepth {
                if view.depth > depth { continue }
                hiddenDepth = nil
            }
            if view.isHidden {
                hiddenDepth = view.depth
                continue
            }
            result.append(index)
        }
        return result
    }

    /// The colour of a view's rectangle: by depth, from ``palette``.
    static func color(_ view: ViewFrame) -> String {
        palette[max(0, view.depth - 1) % palette.count]
    }

    /// A label placed in a column, in screen coordinates.
    struct Label {
        var view: ViewFrame
        var box: Rect
        var isContainer: Bool
    }

    /// The most work spent placing labels: the checks cost the square of
    /// the views per column, times the columns; a picture that would cost
    /// more has no labels (the rectangles' tooltips still name the views).
    static let labelBudget = 4_000_000

    /// Places a label for each view big enough to hold one: inside its top
    /// left corner, else inside its top right corner, else (for a view with
    /// subviews) just above it or inside its bottom left corner — the first
    /// spot that lies on the screen, overlaps no label placed before and
    /// nothing drawn over the view (its subviews and the views after it).
    /// Views too small, or with no free spot, keep their name in the
    /// rectangle's tooltip only.
    static func placeLabels(_ visible: [ViewFrame], screen: Screen, columns: Int) -> [Label] {
        guard visible.count * visible.count * columns <= labelBudget else { return [] }
        let height = 12.0
        var placed: [Label] = []
        for (i, view) in visible.enumerated() where view.depth > 0 {
            let r = view.screenFrame
            let width = Double(view.name.unicodeScalars.count) * 5.6 + 4
            guard r.height >= height, r.width >= width else { continue }
            let isContainer = visible.dropFirst(i + 1).first.map { $0.depth > view.depth } ?? false
            var candidates = [
                Rect(x: r.x, y: r.y, width: width, height: height),
                Rect(x: r.x + r.width - width, y: r.y, width: width, height: height),
            ]
            if isContainer {
                candidates += [
                    Rect(x: r.x, y: r.y - height - 1, width: width, height: height),
                    Rect(x: r.x, y: r.y + r.height - height, width: width, height: height),
                ]
            }
            let drawnOver = visible[(i + 1)...].map(\.screenFrame)
            for box in candidates {
                guard box.x >= 0, box.y >= 0, box.x + box.width <= screen.width, box.y + box.height <= screen.height
                else { continue }
                if placed.contains(where: { $0.box.overlaps(box) }) { continue }
                if drawnOver.contains(where: { $0.overlaps(box) }) { continue }
                placed.append(Label(view: view, box: box, isContainer: isContainer))
                break
            }
        }
        return placed
    }

    /// A label's colour: its view's for a view with subviews, else dark grey.
    static func labelColor(_ label: Label) -> String {
        label.view.depth > 0 && label.isContainer ? color(label.view) : "#222222"
    }

    static func tooltip(_ v: ViewFrame) -> String {
        let f = v.frame
        let numbers = [f.x, f.y, f.width, f.height].map { formatNumber($0) }
        return "\(v.type) '\(v.name)'; frame = (\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))"
            + (v.isAmbiguous == true ? "; ambiguous" : "")
            + (v.hasBrokenConstraint ? "; a constraint broken" : "")
    }

    private static func n(_ x: Double) -> String { formatNumber(x) }

    /// Text escaped for XML.
    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case let c where c.value < 0x20 && c != "\n" && c != "\t": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
