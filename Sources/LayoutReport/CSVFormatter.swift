/// `--format csv`: a header, then one row per offset: the offset, then the
/// y (in screen coordinates) and height of each present bar panel — or,
/// without a bar, of every view but the screen.
///
/// A scene with `update` statements has two more columns after the offset:
/// `update`, the index of the update whose animation a row shows (empty
/// for a row before the updates), and `time`, the seconds since that
/// update was applied.
package enum CSVFormatter {
    package static func format(_ result: LayoutResult) -> String {
        guard let first = result.layouts.first else { return "offset\n" }
        let names: [String]
        if let bar = result.bar {
            names = bar.panels.map(\.viewName)
        } else {
            names = first.views.dropFirst().map(\.name)
        }
        let hasUpdates = !result.updates.isEmpty
        let leading = hasUpdates ? ["offset", "update", "time"] : ["offset"]
        var out = (leading + names.flatMap { ["\($0).y", "\($0).height"] }).map(field).joined(separator: ",") + "\n"
        for layout in result.layouts {
            // A scene without a scroll view is laid out once, at rest: offset 0.
            var row = [formatNumber(layout.offset ?? 0)]
            if hasUpdates {
                row.append(layout.update.map { String($0.index) } ?? "")
                row.append(layout.update.map { formatNumber($0.time) } ?? "")
            }
            let index = Dictionary(
                layout.views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            for name in names {
                if let view = index[name].map({ layout.views[$0] }) {
                    row += [formatNumber(view.screenFrame.y), formatNumber(view.screenFrame.height)]
                } else {
                    row += ["", ""]
                }
            }
            out += row.joined(separator: ",") + "\n"
        }
        return out
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break.
    static func field(_ s: String) -> String {
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
