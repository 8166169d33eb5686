import Foundation
import Layout
import Testing

/// A container written outside the kit: it places its subviews in a row of
/// fixed-width cells, through the hooks any container overrides.
final class RowView: View {
    var added: [String] = []
    var removed: [String] = []
    var updates = 0
    private var made: [LayoutConstraint] = []

    override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        added.append(subview.name)
        setNeedsUpdateConstraints()
    }

    override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removed.append(subview.name)
        setNeedsUpdateConstraints()
    }

    /// Rebuilds the row once, however many subviews came and went.
    override func updateConstraints() {
        super.updateConstraints()
        updates += 1
        LayoutConstraint.deactivate(made)
        made = []
        let kept = subviews.filter { !removed.contains($0.name) }
        for (index, view) in kept.enumerated() {
            made += [
                view.leftAnchor.constraint(equalTo: leftAnchor, constant: CGFloat(index) * 50),
                view.topAnchor.constraint(equalTo: topAnchor),
                view.widthAnchor.constraint(equalToConstant: 50),
                view.heightAnchor.constraint(equalTo: heightAnchor),
            ]
        }
        LayoutConstraint.activate(made)
    }
}

@Suite("Container hooks")
struct ContainerHookTests {
    @Test func aContainerOutsideTheKitBuildsOncePerPass() {
        let root = makeRoot()
        let row = RowView(name: "row")
        root.addSubview(row)
        LayoutConstraint.activate([
            row.leftAnchor.constraint(equalTo: root.leftAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
            row.widthAnchor.constraint(equalToConstant: 300),
            row.heightAnchor.constraint(equalToConstant: 40),
        ])
        let views = ["a", "b", "c"].map { View(name: $0) }
        for view in views { row.addSubview(view) }
        #expect(row.added == ["a", "b", "c"])
        #expect(row.updates == 0)  // deferred to the pass
        root.layoutIfNeeded()
        #expect(row.updates == 1)
        #expect(views.map(\.frame.minX) == [0, 50, 100])
        views[1].removeFromSuperview()
        #expect(row.removed == ["b"])
        root.layoutIfNeeded()
        #expect(row.updates == 2)
        #expect([views[0], views[2]].map(\.frame.minX) == [0, 50])
        #expect(root.diagnostics.isEmpty)
    }
}
