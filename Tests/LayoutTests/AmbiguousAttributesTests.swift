import Foundation
import Layout
import Testing

@Suite("Ambiguous attributes and constraints per axis")
struct AmbiguousAttributesTests {
    @Test("ambiguousAttributes names the free attributes, and is empty when the layout is not ambiguous")
    func attributes() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate([a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)])
        #expect(a.ambiguousAttributes == [.top, .width, .height])
        #expect(a.hasAmbiguousLayout)
        let height = a.heightAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 40), height])
        #expect(a.ambiguousAttributes == [.top])
        LayoutConstraint.activate([a.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        #expect(a.ambiguousAttributes.isEmpty)
        #expect(!a.hasAmbiguousLayout)
        height.isActive = false
        #expect(a.ambiguousAttributes == [.top, .height])
    }

    @Test("constraintsAffectingLayout(for:) lists the active constraints on the view's variables of that axis")
    func perAxis() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let left = a.leftAnchor.constraint(equalTo: root.leftAnchor)
        let width = a.widthAnchor.constraint(equalToConstant: 40)
        let top = a.topAnchor.constraint(equalTo: root.topAnchor)
        let bAfterA = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        let bBelowA = b.topAnchor.constraint(equalTo: a.bottomAnchor)
        let aspect = b.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2)
        let inactive = a.rightAnchor.constraint(equalTo: root.rightAnchor)
        LayoutConstraint.activate([left, width, top, bAfterA, bBelowA, aspect])
        #expect(same(a.constraintsAffectingLayout(for: .horizontal), [left, width, bAfterA]))
        #expect(same(a.constraintsAffectingLayout(for: .vertical), [top, bBelowA, aspect]))
        #expect(same(b.constraintsAffectingLayout(for: .horizontal), [bAfterA, aspect]))
        _ = inactive
    }
}
