import Foundation
import Layout
import Testing

@Suite("Classic constraints")
struct ClassicConstraintTests {
    @Test("item:attribute:relatedBy:toItem:attribute: relates two items, or one to a constant")
    func basic() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let below = LayoutConstraint(
            item: b, attribute: .top, relatedBy: .equal, toItem: a, attribute: .bottom, multiplier: 1, constant: 8)
        let height = LayoutConstraint(
            item: b, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 30)
        let width = LayoutConstraint(
            item: b, attribute: .width, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 2, constant: 0)
        let left = LayoutConstraint(
            item: b, attribute: .left, relatedBy: .greaterThanOrEqual, toItem: a, attribute: .left, multiplier: 1,
            constant: 5)
        #expect(!below.isActive)
        #expect(below.firstItem === b && below.firstAttribute == .top)
        #expect(below.secondItem === a && below.secondAttribute == .bottom)
        #expect(height.secondItem == nil && height.secondAttribute == nil)
        LayoutConstraint.activate(place(a, rect(10, 20, 100, 40)) + [below, height, width, left])
        root.layoutIfNeeded()
        #expect(b.frame.origin.y == 68 && b.frame.size == CGSize(width: 60, height: 30))
        #expect(b.frame.minX >= 15)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("Margin attributes are the margins guide's edges, and follow the margins")
    func margins() {
        let root = makeRoot()
        root.insetsLayoutMarginsFromSafeArea = false
        let a = addView("a", to: root)
        func pin(_ attribute: LayoutConstraint.Attribute, _ rootAttribute: LayoutConstraint.Attribute)
            -> LayoutConstraint
        {
            LayoutConstraint(
                item: a, attribute: attribute, relatedBy: .equal, toItem: root, attribute: rootAttribute,
                multiplier: 1, constant: 0)
        }
        let leading = pin(.leading, .leadingMargin)
        LayoutConstraint.activate([
            leading, pin(.trailing, .trailingMargin), pin(.top, .topMargin), pin(.bottom, .bottomMargin),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(8, 8, 374, 828))
        #expect(leading.secondAttribute == .leadingMargin && leading.secondItem === root)
        #expect(leading.description.contains("root.leadingMargin"))
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.layoutIfNeeded()
        #expect(a.frame == rect(20, 10, 330, 804))

        let b = addView("b", to: a)
        a.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 100, right: 30)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: b, attribute: .centerX, relatedBy: .equal, toItem: a, attribute: .centerXWithinMargins,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: b, attribute: .centerY, relatedBy: .equal, toItem: a, attribute: .centerYWithinMargins,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: b, attribute: .leftMargin, relatedBy: .equal, toItem: a, attribute: .leftMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: b, attribute: .topMargin, relatedBy: .equal, toItem: a, attribute: .topMargin,
                multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        // a's margins guide: (0, 0, 300, 704); b's margins (8 each) start at a's corner.
        #expect(b.frame == rect(-8, -8, 316, 720))
        #expect(root.diagnostics.isEmpty)
    }

    @Test(
        "An invalid pairing is reported on activation and left inactive; the rest is laid out",
        arguments: [
            (LayoutConstraint.Attribute.top, LayoutConstraint.Attribute.leading, true),
            (.width, .left, true),
            (.centerYWithinMargins, .leftMargin, true),
            (.left, .notAnAttribute, false),
            (.notAnAttribute, .notAnAttribute, false),
            (.width, .notAnAttribute, true),
            (.leading, .left, true),
            (.rightMargin, .trailingMargin, true),
        ])
    func invalid(first: LayoutConstraint.Attribute, second: LayoutConstraint.Attribute, toItem: Bool) {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let bad = LayoutConstraint(
            item: b, attribute: first, relatedBy: .equal, toItem: toItem ? a : nil, attribute: second,
            multiplier: 1, constant: 10)
        LayoutConstraint.activate(place(a, rect(0, 0, 50, 50)) + [bad] + place(b, rect(0, 60, 50, 50)))
        root.layoutIfNeeded()
        #expect(!bad.isActive)
        #expect(b.frame == rect(0, 60, 50, 50))
        let reported = root.diagnostics.compactMap { d -> String? in
            if case .invalidConstraint(let c, let reason) = d, c === bad { return reason }
            return nil
        }
        #expect(reported.count == 1)
        #expect(root.diagnostics.first?.description.hasPrefix("Invalid pairing of layout attributes") == true)
    }

    @Test("A layout guide has no margin attributes")
    func guideMargins() {
        let root = makeRoot()
        let guide = LayoutGuide(identifier: "g")
        root.addLayoutGuide(guide)
        let bad = LayoutConstraint(
            item: guide, attribute: .leftMargin, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
            constant: 0)
        bad.isActive = true
        #expect(!bad.isActive)
        guard case .invalidConstraint(_, let reason) = root.diagnostics.first else {
            Issue.record("expected an invalid-constraint diagnostic")
            return
        }
        #expect(reason.contains("no margins"))
    }

    @Test("Leading or trailing against left or right is invalid from anchors too; centers pair with both")
    func directionMix() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let mixed = [
            b.leadingAnchor.constraint(equalTo: a.leftAnchor),
            b.rightAnchor.constraint(lessThanOrEqualTo: a.trailingAnchor, constant: 4),
            b.layoutMarginsGuide.leadingAnchor.constraint(greaterThanOrEqualTo: a.rightAnchor),
        ]
        let fine = [
            b.centerXAnchor.constraint(equalTo: a.leadingAnchor, constant: 100),
            b.widthAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 20),
        ]
        LayoutConstraint.activate(place(a, rect(0, 0, 50, 50)) + mixed + fine)
        root.layoutIfNeeded()
        #expect(mixed.allSatisfy { !$0.isActive })
        #expect(fine.allSatisfy { $0.isActive })
        #expect(b.frame == rect(90, 0, 20, 20))
        let reported = root.diagnostics.compactMap { d -> LayoutConstraint? in
            if case .invalidConstraint(let c, let reason) = d, reason.contains("leading and trailing for both") {
                return c
            }
            return nil
        }
        #expect(reported.count == 3)
        #expect(mixed.allSatisfy { c in reported.contains { $0 === c } })
    }
}
