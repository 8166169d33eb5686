import Foundation
import Layout
import Testing

@Suite("Safe area")
struct SafeAreaTests {
    @Test("Views pinned to the safe-area guide move with the root's insets")
    func pinnedViewsMove() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let content = addView("content", to: root)
        let guide = content.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == rect(0, 47, 390, 763))
        #expect(guide.layoutFrame == rect(0, 47, 390, 763))

        root.safeAreaInsets = EdgeInsets(top: 20, left: 44, bottom: 21, right: 44)
        root.layoutIfNeeded()
        #expect(content.frame == rect(44, 20, 302, 803))
    }

    @Test("Every view of a tree shares its root's insets and guide")
    func shared() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: a)
        root.safeAreaInsets = EdgeInsets(top: 47)
        #expect(b.safeAreaInsets == EdgeInsets(top: 47))
        #expect(a.safeAreaLayoutGuide === root.safeAreaLayoutGuide)
        #expect(b.safeAreaLayoutGuide === root.safeAreaLayoutGuide)
        #expect(root.safeAreaLayoutGuide.owningView === root)
        b.safeAreaInsets = EdgeInsets(top: 59)  // written through to the root
        #expect(root.safeAreaInsets.top == 59)
    }

    @Test("Insets set before any constraint exists are used")
    func setEarly() {
        let root = View(name: "root")
        root.safeAreaInsets = EdgeInsets(top: 47)
        root.frame = rect(0, 0, 390, 844)
        let header = addView("header", to: root)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.widthAnchor.constraint(equalTo: root.widthAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(header.frame == rect(0, 47, 390, 44))
    }

    @Test("A view below the safe area follows it through a chain")
    func chain() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 47)
        let header = addView("header", to: root)
        let title = addView("title", to: root)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            title.topAnchor.constraint(equalTo: header.bottomAnchor),
            title.heightAnchor.constraint(equalToConstant: 52),
        ])
        for view in [header, title] {
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
        }
        root.layoutIfNeeded()
        #expect(title.frame.minY == 91)
        root.safeAreaInsets = .zero
        root.layoutIfNeeded()
        #expect(header.frame.minY == 0)
        #expect(title.frame.minY == 44)
    }

    @Test("Edge insets describe themselves as {top, left, bottom, right}")
    func insetsDescription() {
        #expect(EdgeInsets(top: 47, left: 0, bottom: 34.5, right: 0).description == "{47, 0, 34.5, 0}")
        #expect(EdgeInsets.zero == EdgeInsets())
    }
}
