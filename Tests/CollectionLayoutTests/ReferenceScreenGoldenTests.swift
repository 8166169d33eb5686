import CollectionLayout
import Foundation
import LayoutTesting
import TestSupport
import Testing

/// Golden frames of the reference screen E6 under the bar: every realized
/// view's attributes and frame, at rest and after a scroll. Re-record with
/// `LAYOUT_SNAPSHOT_RECORD=failed swift test --filter ReferenceScreenGoldenTests`.
@Suite struct ReferenceScreenGoldenTests {
    @Test func realizedFramesAtRestAndAfterAScroll() {
        let screen = ReferenceScreen()
        var text = Self.dump(screen, label: "rest")
        screen.scroll(toSweep: 420)
        text += Self.dump(screen, label: "sweep 420")
        screen.collectionView.orthogonalScrollView(forSection: ReferenceScreen.dishes)?.contentOffset.x = 250
        screen.screen.layoutIfNeeded()
        text += Self.dump(screen, label: "sweep 420, dishes scrolled 250")
        assertGolden(text, named: "reference-screen.txt")
    }

    /// One line per realized view, in element order.
    static func dump(_ screen: ReferenceScreen, label: String) -> String {
        let collectionView = screen.collectionView
        var lines = [
            "== \(label): contentOffset \(number(collectionView.contentOffset.y)) contentInset.top "
                + "\(number(collectionView.contentInset.top)) contentSize \(size(collectionView.contentSize))"
                + " collapse \(number(screen.bar?.collapseProgress ?? 0))"
        ]
        var views: [(key: String, line: String)] = []
        func visit(_ view: View, in container: String) {
            for subview in view.subviews {
                if let reusable = subview as? CollectionReusableView, let attributes = reusable.appliedAttributes,
                    !reusable.isHidden
                {
                    let category: String
                    switch attributes.representedElementCategory {
                    case .cell: category = "cell"
                    case .supplementaryView: category = "supplementary"
                    case .decorationView: category = "decoration"
                    }
                    let path = "\(attributes.indexPath.section).\(attributes.indexPath.item)"
                    let kind = attributes.representedElementKind.map { " \($0)" } ?? ""
                    let key = "\(path) \(category)\(kind)"
                    views.append(
                        (
                            key,
                            "\(key): attributes \(frame(attributes.frame)) z \(attributes.zIndex); "
                                + "frame \(frame(reusable.frame)) in \(container)"
                        ))
                } else if let scroller = subview as? ScrollView {
                    lines.append(
                        "scroller \(frame(scroller.frame)) offset \(number(scroller.contentOffset.x)) "
                            + "contentSize \(size(scroller.contentSize))")
                    visit(scroller, in: "scroller at y \(number(scroller.frame.minY))")
                }
            }
        }
        visit(collectionView, in: "collection")
        lines += views.sorted { $0.key.localizedStandardCompare($1.key) == .orderedAscending }.map(\.line)
        return lines.joined(separator: "\n") + "\n"
    }

    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1e6).rounded() / 1e6
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func frame(_ rect: CGRect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    static func size(_ size: CGSize) -> String { "\(number(size.width))×\(number(size.height))" }
}

/// The package's root directory, from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Compares text with a golden file in `Tests/CollectionLayoutTests/Snapshots/`,
/// recorded as `LAYOUT_SNAPSHOT_RECORD` says (`failed` re-records it if it differs).
func assertGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = packageRoot.appendingPathComponent("Tests/CollectionLayoutTests/Snapshots/\(name)")
    if let failure = verifyGoldenFile(text, at: url, filter: "CollectionLayoutTests") {
        Issue.record("Snapshots/\(name): \(failure)", sourceLocation: sourceLocation)
    }
}
