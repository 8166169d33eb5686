import CollapsingBar
import CollectionLayout
import Foundation
import TestSupport
import Testing

@testable import LayoutDump

/// Examples/search-screen.scene is the reference screen E6
/// (Tests/TestSupport/ReferenceScreen.swift) written as a scene: laid out,
/// it gives the frames the Swift code gives.
@Suite("The search screen scene (E6)")
struct SearchScreenSceneTests {
    @Test("the scene's frames are the Swift-built screen's, at rest and scrolled", arguments: [0.0, 140, 420])
    func sameFramesAsSwift(_ sweep: Double) throws {
        let reference = ReferenceScreen()
        reference.scroll(toSweep: CGFloat(sweep))
        let expected = reference.frames()

        let scene = try parse(try example("search-screen.scene"))
        let layout = try #require(LayoutRunner.run(scene, offsets: .list([sweep])).layouts.first)
        var actual: [String: Rect] = [:]
        for view in layout.views where view.name.contains("[") || view.name.hasPrefix("search.section") {
            actual[view.name] = view.frame
        }
        actual["bar"] = layout.views.first { $0.name == "bar" }?.frame
        #expect(expected.count > 10, "the reference realized its elements")
        #expect(actual == expected)
    }

    @Test("an orthogonal sweep of the cards gives the frames of the Swift screen's scrolled carousel")
    func orthogonalSweepMatches() throws {
        let reference = ReferenceScreen()
        let scroller = try #require(reference.collectionView.orthogonalScrollView(forSection: 0))
        scroller.contentOffset.x = 300
        reference.screen.layoutIfNeeded()
        let expected = reference.frames()

        let scene = try parse(try example("search-screen.scene"))
        let result = LayoutRunner.run(scene, offsets: .list([300]), orthogonalSection: 0)
        let layout = try #require(result.layouts.first)
        var actual: [String: Rect] = [:]
        for view in layout.views where view.name.contains("[") || view.name.hasPrefix("search.section") {
            actual[view.name] = view.frame
        }
        actual["bar"] = layout.views.first { $0.name == "bar" }?.frame
        #expect(actual["cell[0,3]"] != nil, "scrolled, the fourth card is realized")
        #expect(actual == expected)
    }
}

/// The scene's name of each element kind of the reference screen.
private let sceneKinds = [
    ReferenceScreen.headerKind: "header", ReferenceScreen.footerKind: "footer", ReferenceScreen.titleKind: "title",
    ReferenceScreen.backgroundKind: "background",
]

extension ReferenceScreen {
    /// The frames of the realized elements (named as layout-dump names
    /// them in the scene), of the orthogonal scrollers and of the bar.
    func frames() -> [String: Rect] {
        var result: [String: Rect] = [:]
        if let bar { result["bar"] = Rect(bar.frame) }
        func visit(_ view: View) {
            for subview in view.subviews {
                if let reusable = subview as? CollectionReusableView {
                    guard let attributes = reusable.appliedAttributes else { continue }
                    let path = attributes.indexPath
                    let kind = attributes.representedElementKind ?? ""
                    let name =
                        attributes.representedElementCategory == .cell
                        ? "cell[\(path.section),\(path.item)]" : "\(sceneKinds[kind] ?? kind)[\(path.section)]"
                    result[name] = Rect(reusable.frame)
                } else if let scroller = subview as? ScrollView {
                    result[scroller.name] = Rect(scroller.frame)
                    visit(scroller)
                }
            }
        }
        visit(collectionView)
        return result
    }
}
