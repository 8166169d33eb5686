import Foundation
import Layout
import Testing

@Suite("StackView: layout direction")
struct StackViewDirectionTests {
    /// A horizontal stack of three sized views across a 390-point root laid
    /// out in `direction`, with the stack's leading and trailing edges pinned.
    func stack(_ direction: UserInterfaceLayoutDirection, configure: (StackView) -> Void = { _ in }) -> (
        root: View, stack: StackView, views: [View]
    ) {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = direction
        let views = [40, 60, 80].enumerated().map { index, width in
            let view = View(name: "item\(index)")
            view.intrinsicContentSize = CGSize(width: CGFloat(width), height: 20)
            return view
        }
        let stack = StackView(name: "stack", arrangedSubviews: views)
        stack.spacing = 10
        root.addSubview(stack)
        configure(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    @Test("A horizontal stack puts its first view at the leading edge: the right, right to left")
    func order() {
        let (_, stack, views) = stack(.rightToLeft)
        #expect(stack.frame == rect(170, 0, 200, 20))
        #expect(views.map(\.frame.minX) == [160, 90, 0])
    }

    @Test(
        "Every distribution, custom spacing, hiding and margins mirror",
        arguments: StackView.Distribution.allCases)
    func mirrors(distribution: StackView.Distribution) {
        func configure(_ stack: StackView) {
            stack.distribution = distribution
            stack.setCustomSpacing(4, after: stack.arrangedSubviews[0])
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 2)
            stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
        }
        let ltr = stack(.leftToRight, configure: configure)
        let rtl = stack(.rightToLeft, configure: configure)
        #expect(same(rtl.views.map(rootFrame), ltr.views.map { mirrored(rootFrame(of: $0), width: 390) }))
        for tree in [ltr, rtl] {
            tree.views[1].isHidden = true
            tree.root.layoutIfNeeded()
        }
        #expect(same(rtl.views.map(rootFrame), ltr.views.map { mirrored(rootFrame(of: $0), width: 390) }))
        #expect(rtl.root.diagnostics.isEmpty)
    }

    @Test("A vertical stack's leading and trailing alignments follow the direction")
    func alignment() {
        let (root, stack, views) = stack(.rightToLeft) { stack in
            stack.axis = .vertical
            stack.alignment = .leading
            stack.widthAnchor.constraint(equalToConstant: 200).isActive = true
        }
        #expect(views.map(\.frame.maxX) == [200, 200, 200])
        stack.alignment = .trailing
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 0, 0])
    }

    @Test("A stack follows its tree's direction when it changes")
    func runtimeSwitch() {
        let (root, _, views) = stack(.leftToRight)
        let ltr = views.map(rootFrame)
        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(same(views.map(rootFrame), ltr.map { mirrored($0, width: 390) }))
        #expect(root.diagnostics.isEmpty)
    }
}
