import Foundation
import Layout
import Testing

/// Constraints centring `item` on `other`, written once for views and guides.
func center(_ item: some AnchorProviding, on other: some AnchorProviding) -> [LayoutConstraint] {
    [
        item.centerXAnchor.constraint(equalTo: other.centerXAnchor),
        item.centerYAnchor.constraint(equalTo: other.centerYAnchor),
    ]
}

@Suite("Anchors written once for views and guides")
struct AnchorProvidingTests {
    @Test("Generic code over AnchorProviding lays out views and guides alike")
    func genericCode() {
        let root = makeRoot(width: 200, height: 100)
        let guide = LayoutGuide(identifier: "middle")
        root.addLayoutGuide(guide)
        let view = addView("badge", to: root)
        LayoutConstraint.activate(
            center(guide, on: root) + center(view, on: guide) + [
                guide.widthAnchor.constraint(equalToConstant: 60), guide.heightAnchor.constraint(equalToConstant: 40),
                view.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5),
                view.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.5),
            ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(70, 30, 60, 40))
        #expect(view.frame == rect(85, 40, 30, 20))
    }

    @Test("Each anchor belongs to the item it was read from")
    func anchorItems() {
        let view = View(name: "v")
        let guide = LayoutGuide()
        for item in [view, guide] as [any AnchorProviding] {
            let anchors: [AnyObject] = [
                item.leadingAnchor.anchorItem, item.trailingAnchor.anchorItem, item.leftAnchor.anchorItem,
                item.rightAnchor.anchorItem, item.centerXAnchor.anchorItem, item.topAnchor.anchorItem,
                item.bottomAnchor.anchorItem, item.centerYAnchor.anchorItem, item.widthAnchor.anchorItem,
                item.heightAnchor.anchorItem,
            ]
            #expect(anchors.allSatisfy { $0 === item })
        }
    }
}
