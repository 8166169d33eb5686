import Foundation
import Layout
import Testing

@Suite("Stack view margins")
struct StackViewMarginsTests {
    /// A vertical stack at (0, 100), 300 wide, sized by its items of heights 44 and 52 (spacing 8).
    func makeStack() -> (root: View, stack: StackView, items: [View]) {
        let root = makeRoot()
        let items = [44.0, 52].enumerated().map { index, height in
            let view = View(name: "item\(index)")
            view.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: CGFloat(height))
            return view
        }
        let stack = StackView(name: "stack", arrangedSubviews: items)
        stack.axis = .vertical
        stack.spacing = 8
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        return (root, stack, items)
    }

    @Test("With isLayoutMarginsRelativeArrangement the items sit inside the stack's margins")
    func inside() {
        let (root, stack, items) = makeStack()
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        root.layoutIfNeeded()
        #expect(items[0].frame == rect(0, 0, 300, 44))
        #expect(stack.frame == rect(0, 100, 300, 104))

        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(items[0].frame == rect(20, 10, 240, 44))
        #expect(items[1].frame == rect(20, 62, 240, 52))
        #expect(stack.frame == rect(0, 100, 300, 144))

        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 5, trailing: 5)
        root.layoutIfNeeded()
        #expect(items[0].frame == rect(5, 0, 290, 44))
        #expect(stack.frame == rect(0, 100, 300, 109))

        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(items[1].frame == rect(0, 52, 300, 52))
        #expect(stack.frame == rect(0, 100, 300, 104))
        #expect(root.diagnostics.isEmpty)
    }

    @Test("A hidden first item and the other alignments keep to the margins")
    func hiddenAndAligned() {
        let (root, stack, items) = makeStack()
        stack.isLayoutMarginsRelativeArrangement = true
        stack.alignment = .center
        items[0].intrinsicContentSize.width = 100
        items[1].intrinsicContentSize.width = 100
        items[0].isHidden = true
        root.layoutIfNeeded()
        // Margins 8: the guide is 284 wide from x 8, centred at 150.
        #expect(items[1].frame == rect(100, 8, 100, 52))
        #expect(items[0].frame.minY == 8 && items[0].frame.height == 0)
        #expect(stack.frame.height == 68)
        #expect(root.diagnostics.isEmpty)
    }
}
