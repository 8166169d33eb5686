import Foundation

/// `--format json`: one object with stable keys, pretty-printed one record a
/// line so that outputs diff well:
///
/// ```json
/// {
///   "scene": "…", "screen": {…}, "direction": "rtl" (right to left only), "bar": {…} or null,
///   "offsets": [ {"offset": 0, "label": "expanded", …}, … ],    // with updates, "update": {…} or null
///   "views": [ {"offset": 0, "view": "screen", …}, … ],      // one per view per offset;
///                                                            // "ambiguous" is null without --explain
///   "constraints": [ … ],                                      // with --constraints
///   "diagnostics": [ … ], "ambiguous": [ … ]                   // with --explain
/// }
/// ```
package enum JSONFormatter {
    package static func format(_ result: LayoutResult, _ options: OutputOptions) -> String {
        let screen = result.screen
        var out = "{\n"
        out += "  \"scene\": \(string(options.sceneName)),\n"
        out += "  \"screen\": {\"width\": \(number(screen.width)), \"height\": \(number(screen.height)), "
        out += "\"scale\": \(number(screen.scale)), \"safeArea\": {\"top\": \(number(screen.safeArea.top)), "
        out += "\"left\": \(number(screen.safeArea.left)), \"bottom\": \(number(screen.safeArea.bottom)), "
        out += "\"right\": \(number(screen.safeArea.right))}},\n"
        // Only right to left is said: left-to-right output (and the
        // snapshots LayoutTesting users recorded) stays as it was.
        if result.direction == .rightToLeft {
            out += "  \"direction\": \(string(result.direction.sceneName)),\n"
        }
        if let bar = result.bar {
            let panels = bar.panels.map { string($0.viewName) }.joined(separator: ", ")
            out += "  \"bar\": {\"kind\": \(string(bar.kind)), \"scrollView\": \(string(bar.scrollView)), "
            out += "\"panels\": [\(panels)]},\n"
        } else {
            out += "  \"bar\": null,\n"
        }
        out += "  \"offsets\": [\n"
        out += list(
            result.layouts.enumerated().map { index, layout in
                var fields = [
                    "\"index\": \(index)", "\"offset\": \(optional(layout.offset))",
                    "\"label\": \(layout.label.map(string) ?? "null")",
                    "\"contentOffsetY\": \(optional(layout.contentOffsetY))",
                    "\"barHeight\": \(optional(layout.barHeight))",
                    "\"collapseProgress\": \(optional(layout.collapseProgress))",
                ]
                fields.append("\"brokenConstraints\": \(layout.brokenConstraints.count)")
                // Only a scene with updates has the key: other outputs stay as they were.
                if !result.updates.isEmpty { fields.append("\"update\": \(update(layout.update))") }
                return "{" + fields.joined(separator: ", ") + "}"
            })
        out += "  ],\n"
        out += "  \"views\": [\n"
        var views: [String] = []
        for (index, layout) in result.layouts.enumerated() {
            for v in layout.views {
                let fields = [
                    "\"index\": \(index)", "\"offset\": \(optional(layout.offset))", "\"view\": \(string(v.name))",
                    "\"type\": \(string(v.type))", "\"parent\": \(v.parent.map(string) ?? "null")",
                    "\"depth\": \(v.depth)", "\"frame\": \(rect(v.frame))", "\"screenFrame\": \(rect(v.screenFrame))",
                    "\"hidden\": \(v.isHidden)", "\"ambiguous\": \(v.isAmbiguous.map { "\($0)" } ?? "null")",
                ]
                // An element fading in or out during an update's animation says how far.
                let alpha = v.alpha.map { [", \"alpha\": \(formatNumber($0))"] } ?? []
                views.append("{" + fields.joined(separator: ", ") + alpha.joined() + "}")
            }
        }
        out += list(views)
        out += "  ]"
        if options.showsConstraints {
            out += ",\n  \"constraints\": [\n"
            var items: [String] = []
            for (index, layout) in result.layouts.enumerated() {
                for c in layout.constraints {
                    let location = c.location.map { "{\"line\": \($0.line), \"column\": \($0.column)}" } ?? "null"
                    items.append(
                        "{\"index\": \(index), \"offset\": \(optional(layout.offset)), "
                            + "\"description\": \(string(c.description)), \"broken\": \(c.isBroken), "
                            + "\"location\": \(location)}")
                }
            }
            out += list(items)
            out += "  ]"
        }
        if options.explains {
            out += ",\n  \"diagnostics\": [\n"
            var diagnostics: [String] = []
            var ambiguous: [String] = []
            for (index, layout) in result.layouts.enumerated() {
                for d in layout.diagnostics {
                    diagnostics.append(
                        "{\"index\": \(index), \"offset\": \(optional(layout.offset)), "
                            + "\"kind\": \(string(d.kind.rawValue)), \"message\": \(string(d.message))}")
                }
                for v in layout.views where v.isAmbiguous == true {
                    ambiguous.append(
                        "{\"index\": \(index), \"offset\": \(optional(layout.offset)), \"view\": \(string(v.name))}")
                }
            }
            out += list(diagnostics)
            out += "  ],\n  \"ambiguous\": [\n"
            out += list(ambiguous)
            out += "  ]"
        }
        out += "\n}\n"
        return out
    }

    private static func list(_ items: [String]) -> String {
        items.enumerated().map { "    " + $1 + ($0 < items.count - 1 ? ",\n" : "\n") }.joined()
    }

    private static func rect(_ r: Rect) -> String {
        "{\"x\": \(number(r.x)), \"y\": \(number(r.y)), \"width\": \(number(r.width)), \"height\": \(number(r.height))}"
    }

    static func number(_ x: Double) -> String { x.isFinite ? formatNumber(x) : "null" }

    private static func optional(_ x: Double?) -> String { x.map(number) ?? "null" }

    /// Where a layout is in an update's animation:
    /// `{"update": 0, "line": 14, "frame": 6, "time": 0.1, "done": false}`, or null.
    private static func update(_ step: UpdateStep?) -> String {
        guard let step else { return "null" }
        return "{\"update\": \(step.index), \"line\": \(step.location.line), \"frame\": \(step.frame), "
            + "\"time\": \(number(step.time)), \"done\": \(step.isFinished)}"
    }

    /// A JSON string literal.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20 || c.value == 0x7F || c == "\u{2028}" || c == "\u{2029}":
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
