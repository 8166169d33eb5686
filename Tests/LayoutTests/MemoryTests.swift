import Foundation
import Testing

@testable import Layout

@Suite("Memory: view trees are freed")
struct MemoryTests {
    @Test("A laid-out tree with constraints, a stack and a diagnostic is freed when released")
    func treeIsFreed() {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakStack: StackView?
        do {
            let root = View(name: "root")
            root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            root.onDiagnostic = { _ in }
            let child = View(name: "child")
            let stack = StackView(arrangedSubviews: [View(name: "a"), View(name: "b")])
            root.addSubview(child)
            root.addSubview(stack)
            LayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.widthAnchor.constraint(equalToConstant: 200),  // conflicts: reported, left out
                stack.topAnchor.constraint(equalTo: child.bottomAnchor),
            ])
            root.layoutIfNeeded()
            #expect(root.diagnostics.count == 1)
            weakRoot = root
            weakChild = child
            weakStack = stack
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakStack == nil)
    }

    @Test("A subview kept alive outlives its released superview: its superview is nil, and it can join another tree")
    func subviewOutlivesSuperview() {
        let child = View(name: "child")
        weak var weakParent: View?
        do {
            let parent = View(name: "parent")
            parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            parent.addSubview(child)
            child.widthAnchor.constraint(equalToConstant: 40).isActive = true
            parent.layoutIfNeeded()
            #expect(child.superview === parent)
            weakParent = parent
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.rootView === child)
        let other = View(name: "other")
        other.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        other.addSubview(child)
        child.heightAnchor.constraint(equalTo: other.heightAnchor, multiplier: 0.5).isActive = true
        other.layoutIfNeeded()
        #expect(child.superview === other)
        #expect(child.frame.height == 100)
    }

    @Test("Constraints refused at activation are freed with the tree that reported them")
    func refusedConstraintsAreFreed() {
        weak var weakCrossing: LayoutConstraint?
        weak var weakInvalid: LayoutConstraint?
        weak var weakRoot: View?
        do {
            let root = View(name: "root")
            let other = View(name: "other")
            root.onDiagnostic = { _ in }
            let child = View(name: "child")
            root.addSubview(child)
            let crossing = child.topAnchor.constraint(equalTo: other.topAnchor)
            let invalid = LayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .width,
                multiplier: 1, constant: 0)
            LayoutConstraint.activate([crossing, invalid])
            #expect(root.diagnostics.count == 2)
            weakCrossing = crossing
            weakInvalid = invalid
            weakRoot = root
        }
        #expect(weakRoot == nil)
        #expect(weakCrossing == nil)
        #expect(weakInvalid == nil)
    }

    @Test("A constraint outliving its tree's engine is inactive, and can be activated again")
    func constraintOutlivesEngine() {
        let child = View(name: "child")
        var constraint: LayoutConstraint?
        do {
            let root = View(name: "root")
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.addSubview(child)
            constraint = child.heightAnchor.constraint(equalToConstant: 10)
            constraint?.isActive = true
            root.layoutIfNeeded()
            #expect(constraint?.isActive == true)
        }
        // The root went, with its engine; the child is a root of its own now.
        #expect(child.superview == nil)
        #expect(constraint?.isActive == false)
        constraint?.constant = 20  // no engine to tell
        constraint?.isActive = true
        #expect(constraint?.isActive == true)
        #expect(child.activeConstraints.contains { $0 === constraint })
    }

    @Test("A constraint outliving its views still describes itself")
    func constraintOutlivesViews() {
        var constraint: LayoutConstraint?
        do {
            let root = View(name: "root")
            let child = View(name: "child")
            root.addSubview(child)
            constraint = child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)
            constraint?.isActive = true
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.description == "child.height == root.height * 0.5   (inactive)")
    }
}
