import Foundation
import Layout
import Testing

/// Which factory of an anchor a test calls.
enum Factory: CaseIterable, Sendable {
    case equalTo, greaterThanOrEqualTo, lessThanOrEqualTo

    var relation: LayoutConstraint.Relation {
        switch self {
        case .equalTo: return .equal
        case .greaterThanOrEqualTo: return .greaterThanOrEqual
        case .lessThanOrEqualTo: return .lessThanOrEqual
        }
    }

    func make<T>(_ a: LayoutAnchor<T>, _ b: LayoutAnchor<T>, constant: CGFloat) -> LayoutConstraint {
        switch self {
        case .equalTo: return a.constraint(equalTo: b, constant: constant)
        case .greaterThanOrEqualTo: return a.constraint(greaterThanOrEqualTo: b, constant: constant)
        case .lessThanOrEqualTo: return a.constraint(lessThanOrEqualTo: b, constant: constant)
        }
    }

    func make<T>(_ a: LayoutAnchor<T>, _ b: LayoutAnchor<T>) -> LayoutConstraint {
        switch self {
        case .equalTo: return a.constraint(equalTo: b)
        case .greaterThanOrEqualTo: return a.constraint(greaterThanOrEqualTo: b)
        case .lessThanOrEqualTo: return a.constraint(lessThanOrEqualTo: b)
        }
    }
}

/// Makes `a.attribute (factory) b.attribute + constant` through the anchor of the attribute's type.
func makeConstraint(
    _ factory: Factory, _ attribute: LayoutConstraint.Attribute, _ a: some AnchorProviding, _ b: some AnchorProviding,
    constant: CGFloat? = nil
) -> LayoutConstraint {
    func x(_ item: some AnchorProviding) -> LayoutXAxisAnchor { item.xAnchor(attribute)! }
    func y(_ item: some AnchorProviding) -> LayoutYAxisAnchor { item.yAnchor(attribute)! }
    func dimension(_ item: some AnchorProviding) -> LayoutDimension { item.dimension(attribute)! }
    switch attribute {
    case .leading, .trailing, .left, .right, .centerX:
        return constant.map { factory.make(x(a), x(b), constant: $0) } ?? factory.make(x(a), x(b))
    case .top, .bottom, .centerY:
        return constant.map { factory.make(y(a), y(b), constant: $0) } ?? factory.make(y(a), y(b))
    case .width, .height:
        return constant.map { factory.make(dimension(a), dimension(b), constant: $0) }
            ?? factory.make(dimension(a), dimension(b))
    default:
        preconditionFailure("no anchor for .\(attribute)")
    }
}

let allAttributes: [LayoutConstraint.Attribute] = [
    .leading, .trailing, .left, .right, .centerX, .top, .bottom, .centerY, .width, .height,
]

@Suite("Anchors and their constraint factories")
struct AnchorFactoryTests {
    @Test("Each anchor's factories relate the two attributes", arguments: allAttributes, Factory.allCases)
    func anchorToAnchor(attribute: LayoutConstraint.Attribute, factory: Factory) {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let c = makeConstraint(factory, attribute, a, b, constant: 8)
        #expect(c.firstItem === a)
        #expect(c.firstAttribute == attribute)
        #expect(c.secondItem === b)
        #expect(c.secondAttribute == attribute)
        #expect(c.relation == factory.relation)
        #expect(c.multiplier == 1)
        #expect(c.constant == 8)
        #expect(c.priority == .required)
        #expect(c.identifier == nil)
        #expect(!c.isActive)
        #expect(!c.isBroken)
    }

    @Test("The constant defaults to 0", arguments: allAttributes, Factory.allCases)
    func defaultConstant(attribute: LayoutConstraint.Attribute, factory: Factory) {
        let root = makeRoot()
        let a = addView("a", to: root)
        let c = makeConstraint(factory, attribute, a, root)
        #expect(c.constant == 0)
        #expect(c.multiplier == 1)
        #expect(c.secondItem === root)
    }

    @Test("Layout guides have the same anchors", arguments: allAttributes)
    func guideAnchors(attribute: LayoutConstraint.Attribute) {
        let root = makeRoot()
        let guide = LayoutGuide(identifier: "spacer")
        root.addLayoutGuide(guide)
        let c = makeConstraint(.equalTo, attribute, guide, root.safeAreaLayoutGuide, constant: -4)
        #expect(c.firstItem === guide)
        #expect(c.secondItem === root.safeAreaLayoutGuide)
        #expect(c.firstAttribute == attribute)
        #expect(c.constant == -4)
    }

    @Test("An anchor knows its item")
    func anchorItem() {
        let view = View(name: "v")
        let guide = LayoutGuide()
        let items = [view.topAnchor.anchorItem, view.widthAnchor.anchorItem, view.centerXAnchor.anchorItem]
        #expect(items.allSatisfy { $0 === view })
        let guideItem = guide.bottomAnchor.anchorItem
        #expect(ObjectIdentifier(guideItem) == ObjectIdentifier(guide))
    }

    @Test("Dimensions against a constant have no second item")
    func dimensionConstants() {
        let view = View(name: "v")
        let cases: [(LayoutConstraint, LayoutConstraint.Relation, LayoutConstraint.Attribute)] = [
            (view.widthAnchor.constraint(equalToConstant: 44), .equal, .width),
            (view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44), .greaterThanOrEqual, .height),
            (view.widthAnchor.constraint(lessThanOrEqualToConstant: 44), .lessThanOrEqual, .width),
        ]
        for (c, relation, attribute) in cases {
            #expect(c.firstItem === view)
            #expect(c.firstAttribute == attribute)
            #expect(c.secondItem == nil)
            #expect(c.secondAttribute == nil)
            #expect(c.relation == relation)
            #expect(c.multiplier == 1)
            #expect(c.constant == 44)
            #expect(c.priority == .required)
            #expect(!c.isActive)
        }
    }

    @Test("Dimensions against a multiple of another dimension")
    func dimensionMultipliers() {
        let a = View(name: "a")
        let b = View(name: "b")
        let equal = a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: 8)
        #expect(equal.relation == .equal)
        #expect(equal.multiplier == 0.5)
        #expect(equal.constant == 8)
        #expect(equal.secondItem === b)
        #expect(equal.secondAttribute == .height)
        #expect(!equal.isActive)

        let noConstant = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2)
        #expect(noConstant.constant == 0)
        #expect(noConstant.multiplier == 2)
        #expect(noConstant.firstAttribute == .width)
        #expect(noConstant.secondAttribute == .height)

        let atLeast = a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 0.25, constant: 1)
        #expect(atLeast.relation == .greaterThanOrEqual)
        #expect(atLeast.multiplier == 0.25)
        #expect(atLeast.constant == 1)

        let atMost = a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 3)
        #expect(atMost.relation == .lessThanOrEqual)
        #expect(atMost.multiplier == 3)
        #expect(atMost.constant == 0)
    }

    @Test("Making a constraint changes no layout")
    func factoriesDoNotActivate() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let before = root.activeConstraints.count
        _ = a.widthAnchor.constraint(equalToConstant: 10)
        _ = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        _ = a.leadingAnchor.constraint(greaterThanOrEqualTo: root.safeAreaLayoutGuide.leadingAnchor)
        #expect(root.activeConstraints.count == before)
        #expect(a.constraintsAffectingLayout.isEmpty)
        root.layoutIfNeeded()
        #expect(a.frame == .zero)
    }
}
