import Foundation
import Layout
import Testing

@Suite("Intrinsic content size")
struct IntrinsicContentSizeTests {
    /// A label-like view of intrinsic size 100×20 at (10, 10).
    func label() -> (root: View, label: View) {
        let root = makeRoot()
        let label = addView("label", to: root)
        label.intrinsicContentSize = CGSize(width: 100, height: 20)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        return (root, label)
    }

    /// An optional width constraint at 500, between hugging (250) and compression resistance (750).
    func widthWish(_ view: View, _ width: CGFloat) -> LayoutConstraint {
        let c = view.widthAnchor.constraint(equalToConstant: width)
        c.priority = LayoutPriority(500)
        c.isActive = true
        return c
    }

    @Test("Defaults: no intrinsic size, hugging 250, compression resistance 750")
    func defaults() {
        let root = makeRoot()
        let view = addView("v", to: root)
        #expect(View.noIntrinsicMetric == -1)
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
        #expect(view.constraintsAffectingLayout.isEmpty)
    }

    @Test("Each axis becomes size <= intrinsic at hugging and size >= intrinsic at compression resistance")
    func constraints() {
        let (root, label) = label()
        let own = label.constraintsAffectingLayout.filter { $0.secondItem == nil }
        #expect(own.count == 4)
        for (attribute, size) in [(LayoutConstraint.Attribute.width, 100.0), (.height, 20.0)] {
            let axis = own.filter { $0.firstAttribute == attribute }
            let hug = axis.first { $0.relation == .lessThanOrEqual }
            let resist = axis.first { $0.relation == .greaterThanOrEqual }
            #expect(hug?.priority == .defaultLow)
            #expect(hug?.constant == CGFloat(size))
            #expect(resist?.priority == .defaultHigh)
            #expect(resist?.constant == CGFloat(size))
        }
        root.layoutIfNeeded()
        #expect(label.frame == rect(10, 10, 100, 20))
        #expect(!label.hasAmbiguousLayout)
    }

    @Test("A wish at 500 stretches past hugging but cannot compress against resistance")
    func huggingAndCompression() {
        let (root, label) = label()
        let wish = widthWish(label, 300)
        root.layoutIfNeeded()
        #expect(label.frame.width == 300)
        wish.constant = 50
        root.layoutIfNeeded()
        #expect(label.frame.width == 100)
    }

    @Test("Lowering compression resistance below the wish lets the view shrink")
    func lowerCompression() {
        let (root, label) = label()
        _ = widthWish(label, 50)
        label.setContentCompressionResistancePriority(LayoutPriority(400), for: .horizontal)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(400))
        root.layoutIfNeeded()
        #expect(label.frame.width == 50)
        #expect(label.frame.height == 20)
    }

    @Test("Raising hugging above the wish keeps the view at its intrinsic size")
    func higherHugging() {
        let (root, label) = label()
        _ = widthWish(label, 300)
        label.setContentHuggingPriority(LayoutPriority(600), for: .horizontal)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame.width == 100)
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame.width == 300)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("Required hugging and resistance hold against 999, and can become optional again")
    func requiredPriorities() {
        let (root, label) = label()
        let wish = label.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .required - 1
        wish.isActive = true
        label.setContentHuggingPriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 100)

        wish.constant = 50
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 100)

        label.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 50)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("Changing the intrinsic size edits the same constraints")
    func resize() {
        let (root, label) = label()
        let before = label.constraintsAffectingLayout
        label.intrinsicContentSize = CGSize(width: 120, height: 30)
        #expect(same(label.constraintsAffectingLayout, before))
        root.layoutIfNeeded()
        #expect(label.frame == rect(10, 10, 120, 30))
    }

    @Test("noIntrinsicMetric on an axis leaves that axis to other constraints")
    func noIntrinsicMetric() {
        let (root, label) = label()
        label.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 20)
        let own = label.constraintsAffectingLayout.filter { $0.secondItem == nil }
        #expect(own.count == 2)
        #expect(own.allSatisfy { $0.firstAttribute == .height })
        root.layoutIfNeeded()
        #expect(label.frame.height == 20)
        #expect(label.hasAmbiguousLayout)  // nothing decides the width

        label.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        #expect(label.constraintsAffectingLayout.allSatisfy { $0.secondItem != nil })
    }

    @Test("Invalidating without a change keeps constraints and frames")
    func invalidateIsIdempotent() {
        let (root, label) = label()
        root.layoutIfNeeded()
        let before = label.constraintsAffectingLayout
        label.invalidateIntrinsicContentSize()
        label.invalidateIntrinsicContentSize()
        #expect(same(label.constraintsAffectingLayout, before))
        root.layoutIfNeeded()
        #expect(label.frame == rect(10, 10, 100, 20))
    }

    @Test("An intrinsic size set before the view joins a tree comes along")
    func beforeJoining() {
        let root = makeRoot()
        let label = View(name: "label")
        label.intrinsicContentSize = CGSize(width: 80, height: 30)
        root.addSubview(label)
        LayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == rect(155, 407, 80, 30))
    }

    @Test("The intrinsic constraints are named after the view, axis and role, and can be renamed")
    func intrinsicConstraintNames() {
        let (root, _) = label()
        let intrinsic = root.activeConstraints.filter { $0.secondItem == nil && $0.priority != .required }
        #expect(
            intrinsic.map { $0.identifier ?? "" } == [
                "label-ContentHugging-H", "label-CompressionResistance-H",
                "label-ContentHugging-V", "label-CompressionResistance-V",
            ])
        intrinsic[0].identifier = "renamed"
        #expect(intrinsic[0].identifier == "renamed")
        #expect(intrinsic[0].description.hasPrefix("'renamed' label.width <= 100 @250"))
        intrinsic[1].identifier = nil
        #expect(intrinsic[1].identifier == nil)
    }

    @Test("Intrinsic-size constraints the code deactivated stay inactive when the size changes")
    func deactivatedIntrinsicConstraintsStayInactive() {
        let (root, label) = label()
        let height = label.constraintsAffectingLayout.filter { $0.identifier?.hasSuffix("-V") == true }
        #expect(height.count == 2)
        LayoutConstraint.deactivate(height)
        label.intrinsicContentSize = CGSize(width: 100, height: 30)
        root.layoutIfNeeded()
        #expect(height.allSatisfy { !$0.isActive })
        #expect(height.allSatisfy { $0.constant == 30 })
        #expect(!label.constraintsAffectingLayout.contains { $0.identifier?.hasSuffix("-V") == true })
    }
}
