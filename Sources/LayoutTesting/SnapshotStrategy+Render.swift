import Layout
import LayoutReport

extension SnapshotStrategy {
    /// Why a strategy cannot snapshot a view.
    struct NotApplicable: Error, Equatable {
        var reason: String
    }

    /// The strategy's text for `view`, ending with a line break.
    func render(_ view: View) throws(NotApplicable) -> String {
        let text: String
        switch kind {
        case .recursiveDescription:
            text = view.recursiveDescription
        case .frames:
            text = TextFormatter.layouts(ViewDump.result(of: view, details: .tree), options(for: view))
        case .json:
            text = JSONFormatter.format(ViewDump.result(of: view, details: []), options(for: view))
        case .svg:
            text = SVGFormatter.format(ViewDump.result(of: view, details: []), options(for: view))
        case .sweep(let offsets):
            guard let scrollView = view as? ScrollView else {
                throw NotApplicable(
                    reason: ".sweep(offsets:) needs a ScrollView; \(Self.describe(view)) is a \(type(of: view))")
            }
            guard !offsets.isEmpty else { throw NotApplicable(reason: ".sweep(offsets:) needs at least one offset") }
            guard offsets.allSatisfy(\.isFinite) else {
                throw NotApplicable(reason: ".sweep(offsets:) needs finite offsets, not \(offsets)")
            }
            var root: View = scrollView
            while let superview = root.superview { root = superview }
            let result = ViewDump.result(of: root, scrollView: scrollView, offsets: offsets, details: .tree)
            text = TextFormatter.layouts(result, options(for: root))
        case .constraints:
            text = Self.constraintsByOwner(of: view)
        }
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    private func options(for view: View) -> OutputOptions {
        OutputOptions(sceneName: Self.describe(view))
    }

    /// `View 'name'`.
    static func describe(_ view: View) -> String { "\(type(of: view)) '\(view.name)'" }
}
