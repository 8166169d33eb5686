import AutoLayoutCookbook
import Layout
import Testing

@Suite("Auto Layout cookbook example, right to left")
struct AutoLayoutCookbookDirectionTests {
    /// Every view of the tree, depth first.
    func views(of root: View) -> [View] {
        var result: [View] = []
        func visit(_ view: View) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        visit(root)
        return result
    }

    @Test(
        "Every recipe mirrors: built right to left, or switched at runtime, on a phone and on a tablet",
        arguments: [(CGFloat(390), CGFloat(844)), (1180, 820)])
    func mirrors(width: CGFloat, height: CGFloat) {
        let safeArea = EdgeInsets(top: 24, bottom: 20)
        let ltr = AutoLayoutCookbook.makeScreen(width: width, height: height, safeArea: safeArea)
        ltr.layoutIfNeeded()
        let rtl = AutoLayoutCookbook.makeScreen(width: width, height: height, safeArea: safeArea)
        rtl.userInterfaceLayoutDirection = .rightToLeft
        rtl.layoutIfNeeded()
        let expected = views(of: ltr).map { mirrored(rootFrame(of: $0), width: width) }
        #expect(same(views(of: rtl).map(rootFrame), expected))
        ltr.userInterfaceLayoutDirection = .rightToLeft
        ltr.layoutIfNeeded()
        #expect(same(views(of: ltr).map(rootFrame), expected))
        #expect(ltr.diagnostics.isEmpty && rtl.diagnostics.isEmpty)
    }
}
