extension HTMLFormatter {
    /// The data the page draws, as JSON safe inside a `<script>` element:
    ///
    /// - `scene`, `screen` (`width`, `height`, `scale`, `safeArea`) and `bar`
    ///   (its class, or null).
    /// - `direction`: the direction `layouts` were laid out in, `ltr` or
    ///   `rtl` (the page shows it first); `otherDirection`: null, or
    ///   `{direction, layouts}`, the same scene laid out in the other
    ///   direction, at the same positions — the page's direction toggle
    ///   switches between the two sets.
    /// - `axes`: one per slider, each `{name, scrollView, values}`; today the
    ///   offsets of the scroll a sweep drives (`offset`), or of an orthogonal
    ///   section's scroller (`orthogonal offset`, with `--orthogonal-section`),
    ///   or none for a scene without a scroll view. With `update` statements
    ///   the steps of their animations follow the offsets on the same axis,
    ///   at the last offset, and the axis has `labels`, what the slider shows
    ///   at each position (`0, update at line 14, 0.1 s`).
    /// - `constraints`: every constraint description, each once; views and
    ///   layouts refer to them by index.
    /// - `layouts`: one per layout pass, found by `at` — its position on each
    ///   axis, one index per axis. Each holds its `title` and `facts` (the
    ///   SVG's heading), its `views` in tree order (`name`, `type`, `depth`,
    ///   `parent` as an index, `frame` in the superview, `screenFrame`, each
    ///   `[x, y, width, height]`; `hidden`, `ambiguous`, `broken`, `color`,
    ///   the `constraints` naming it, and `alpha` for a collection element
    ///   fading with an update), the views `drawn` (indices), the
    ///   SVG's `labels`, the `broken` constraints and the kit's `diagnostics`.
    ///
    /// Numbers are exact (the shortest text that reads back to the same
    /// double), so the page draws the frames the run produced.
    static func pageData(
        _ result: LayoutResult, _ options: OutputOptions, otherDirection: LayoutResult? = nil
    ) -> String {
        let screen = result.screen
        var descriptions: [String] = []
        var descriptionIndex: [String: Int] = [:]
        func constraintIndex(_ description: String) -> Int {
            if let index = descriptionIndex[description] { return index }
            descriptions.append(description)
            descriptionIndex[description] = descriptions.count - 1
            return descriptions.count - 1
        }

        var axes: [String] = []
        let offsets = result.layouts.compactMap(\.offset)
        let hasAxis = !offsets.isEmpty && offsets.count == result.layouts.count
        if hasAxis {
            var axis =
                "{\"name\": \"\(result.orthogonalSection == nil ? "offset" : "orthogonal offset")\", \"scrollView\": \(optionalString(result.scrollViewName)), "
                + "\"values\": \(numbers(offsets))"
            // The steps of an update's animation come after the offsets, at
            // the last one: the slider says which step each position is.
            if result.layouts.contains(where: { $0.update != nil }) {
                let labels = result.layouts.map { layout in
                    formatNumber(layout.offset ?? 0) + (layout.update.map { ", \($0.description)" } ?? "")
                }
                axis += ", \"labels\": [" + labels.map(string).joined(separator: ", ") + "]"
            }
            axes.append(axis + "}")
        }

        func entry(_ layout: OffsetLayout, at position: Int?) -> String {
            var constraintsOfView = Array(repeating: [Int](), count: layout.views.count)
            var isBroken = Array(repeating: false, count: layout.views.count)
            var broken: [Int] = []
            for c in layout.constraints {
                let index = constraintIndex(c.description)
                if c.isBroken { broken.append(index) }
                for view in c.viewIndices where view < layout.views.count {
                    constraintsOfView[view].append(index)
                    if c.isBroken { isBroken[view] = true }
                }
            }
            var parents: [Int] = []
            var views: [String] = []
            for (index, v) in layout.views.enumerated() {
                parents.removeLast(max(0, parents.count - v.depth))
                let fields = [
                    "\"name\": \(string(v.name))", "\"type\": \(string(v.type))", "\"depth\": \(v.depth)",
                    "\"parent\": \(parents.last.map(String.init) ?? "null")", "\"frame\": \(rect(v.frame))",
                    "\"screenFrame\": \(rect(v.screenFrame))", "\"hidden\": \(v.isHidden)",
                    "\"ambiguous\": \(v.isAmbiguous.map { "\($0)" } ?? "null")", "\"broken\": \(isBroken[index])",
                    "\"color\": \(string(SVGFormatter.color(v)))",
                    "\"constraints\": [\(constraintsOfView[index].map(String.init).joined(separator: ", "))]",
                ]
                // An element fading in or out during an update's animation says how far.
                let alpha = v.alpha.map { [", \"alpha\": \(formatNumber($0))"] } ?? []
                views.append("      {" + fields.joined(separator: ", ") + alpha.joined() + "}")
                parents.append(index)
            }
            let drawn = SVGFormatter.visibleIndices(layout.views)
            let labels = SVGFormatter.placeLabels(drawn.map { layout.views[$0] }, screen: screen, columns: 1).map {
                "{\"text\": \(string($0.view.name)), \"x\": \(number($0.box.x)), \"y\": \(number($0.box.y)), "
                    + "\"color\": \(string(SVGFormatter.labelColor($0)))}"
            }
            let fields = [
                "\"at\": [\(position.map(String.init) ?? "")]", "\"offset\": \(layout.offset.map(number) ?? "null")",
                "\"title\": \(string(SVGFormatter.title(layout, options)))",
                "\"facts\": \(string(SVGFormatter.facts(layout, screen: screen)))",
                "\"views\": [\n" + views.joined(separator: ",\n") + "\n    ]",
                "\"drawn\": [\(drawn.map(String.init).joined(separator: ", "))]",
                "\"labels\": [" + labels.joined(separator: ", ") + "]",
                "\"broken\": [\(broken.map(String.init).joined(separator: ", "))]",
                "\"diagnostics\": [" + layout.diagnostics.map { string($0.message) }.joined(separator: ", ") + "]",
            ]
            return "    {" + fields.joined(separator: ",\n     ") + "}"
        }
        func layoutEntries(_ result: LayoutResult) -> [String] {
            result.layouts.enumerated().map { position, layout in
                entry(layout, at: hasAxis ? position : nil)
            }
        }
        let layouts = layoutEntries(result)
        var other = "null"
        if let otherDirection {
            other =
                "{\"direction\": \(string(otherDirection.direction.sceneName)), \"layouts\": [\n"
                + layoutEntries(otherDirection).joined(separator: ",\n") + "\n  ]}"
        }

        let insets = screen.safeArea
        let lines = [
            "\"scene\": \(string(options.sceneName))",
            "\"screen\": {\"width\": \(number(screen.width)), \"height\": \(number(screen.height)), "
                + "\"scale\": \(number(screen.scale)), \"safeArea\": {\"top\": \(number(insets.top)), "
                + "\"left\": \(number(insets.left)), \"bottom\": \(number(insets.bottom)), "
                + "\"right\": \(number(insets.right))}}",
            "\"bar\": \(optionalString(result.barKind))",
            "\"direction\": \(string(result.direction.sceneName))",
            "\"axes\": [" + axes.joined(separator: ", ") + "]",
            "\"constraints\": [\n" + descriptions.map { "    " + string($0) }.joined(separator: ",\n") + "\n  ]",
            "\"layouts\": [\n" + layouts.joined(separator: ",\n") + "\n  ]",
            "\"otherDirection\": \(other)",
        ]
        return "{\n  " + lines.joined(separator: ",\n  ") + "\n}\n"
    }

    /// A JSON string literal that cannot end the `<script>` element holding
    /// it or open a comment there: `<`, `>` and `&` are written as escapes.
    static func string(_ s: String) -> String {
        JSONFormatter.string(s).replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e").replacingOccurrences(of: "&", with: "\\u0026")
    }

    private static func optionalString(_ s: String?) -> String { s.map(string) ?? "null" }

    /// A number exactly: an integer without a fraction, else the shortest
    /// text that reads back to the same double; null if not finite.
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }

    private static func numbers(_ xs: [Double]) -> String { "[" + xs.map(number).joined(separator: ", ") + "]" }

    private static func rect(_ r: Rect) -> String { numbers([r.x, r.y, r.width, r.height]) }
}
