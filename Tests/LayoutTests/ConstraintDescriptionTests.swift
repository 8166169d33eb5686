import Foundation
import Layout
import Testing

@Suite("Constraint descriptions")
struct ConstraintDescriptionTests {
    let root = makeRoot()
    let a: View
    let b: View

    init() {
        a = addView("a", to: root)
        b = addView("b", to: root)
    }

    @Test("UIKit's shape: identifier, sides, multiplier, constant, priority, state")
    func full() {
        let c = a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: 8)
        c.identifier = "id"
        c.priority = .defaultHigh
        c.isActive = true
        #expect(c.description == "'id' a.height == b.height * 0.5 + 8 @750   (active)")
    }

    @Test("A zero constant, a multiplier of 1 and a required priority are left out")
    func minimal() {
        let c = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        #expect(c.description == "a.top == b.bottom   (inactive)")
        c.isActive = true
        #expect(c.description == "a.top == b.bottom   (active)")
    }

    @Test("Negative constants are subtracted")
    func negative() {
        let c = a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16)
        #expect(c.description == "a.trailing <= root.trailing - 16   (inactive)")
    }

    @Test("A dimension against a constant shows the constant, even 0")
    func constants() {
        #expect(a.widthAnchor.constraint(equalToConstant: 44).description == "a.width == 44   (inactive)")
        #expect(
            a.heightAnchor.constraint(greaterThanOrEqualToConstant: 0).description == "a.height >= 0   (inactive)")
        #expect(
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 233.3333).description
                == "a.width <= 233.3333   (inactive)")
    }

    @Test("Every attribute by name", arguments: allAttributes)
    func attributeNames(attribute: LayoutConstraint.Attribute) {
        let c = makeConstraint(.greaterThanOrEqualTo, attribute, a, b, constant: 1.5)
        #expect(c.description == "a.\(attribute.rawValue) >= b.\(attribute.rawValue) + 1.5   (inactive)")
    }

    @Test("Fractional priorities and multipliers")
    func fractional() {
        let c = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2)
        c.priority = LayoutPriority(250.5)
        #expect(c.description == "a.width == b.width * 2 @250.5   (inactive)")
    }

    @Test("Layout guides are named by their identifier")
    func guides() {
        let guide = LayoutGuide(identifier: "gap")
        root.addLayoutGuide(guide)
        let c = guide.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 4)
        #expect(c.description == "gap.leading == a.trailing + 4   (inactive)")
        let safe = a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
        #expect(safe.description == "a.top == \(root.safeAreaLayoutGuide.identifier).top   (inactive)")
    }

    @Test("A broken constraint says so")
    func broken() {
        let c = a.widthAnchor.constraint(equalToConstant: 1)
        let d = a.widthAnchor.constraint(equalToConstant: 2)
        LayoutConstraint.activate([c, d])
        #expect(d.description == "a.width == 2   (active, broken)")
    }
}
