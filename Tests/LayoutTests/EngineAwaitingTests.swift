import Foundation
import Testing

@testable import Layout

@Suite("Views built before their tree has an engine")
struct EngineAwaitingTests {
    /// A view that counts its ``View/updateConstraints()`` calls.
    final class CountingView: View {
        var updates = 0

        override func updateConstraints() {
            super.updateConstraints()
            updates += 1
        }
    }

    @Test("A view sized before it joins a tree makes no solver; its intrinsic constraints come with the tree's engine")
    func intrinsicSizeWaitsForTheEngine() {
        let label = View(name: "label")
        label.intrinsicContentSize = CGSize(width: 100, height: 20)
        let holder = View(name: "holder")
        holder.addSubview(label)
        #expect(label.engineStorage == nil)
        #expect(holder.engineStorage == nil)

        let root = makeRoot()
        root.addSubview(holder)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
        let own = label.constraintsAffectingLayout.filter { $0.secondItem == nil }
        #expect(own.count == 4)
        #expect(own.allSatisfy { $0.isActive })
    }

    @Test("A tree without an engine gets one on its first layout, with the intrinsic constraints")
    func aLoneTreeLaysOutItsIntrinsicSizes() {
        let label = View(name: "label")
        label.intrinsicContentSize = CGSize(width: 100, height: 20)
        #expect(label.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 100, height: 20))
        // Hugging and compression resistance on each axis (a root's own pins are required).
        #expect(label.constraintsAffectingLayout.filter { $0.priority != .required }.count == 4)

        let other = View(name: "other")
        other.intrinsicContentSize = CGSize(width: 30, height: View.noIntrinsicMetric)
        other.layoutIfNeeded()
        #expect(other.engineStorage != nil)
        #expect(other.constraintsAffectingLayout.filter { $0.firstAttribute == .width }.count == 2)
    }

    @Test("A constraint update asked for in a tree without an engine runs once, at the tree's first layout pass")
    func constraintUpdatesWaitForTheEngine() {
        let view = CountingView(name: "counting")
        view.setNeedsUpdateConstraints()
        view.setNeedsUpdateConstraints()
        let holder = View(name: "holder")
        holder.addSubview(view)
        #expect(view.engineStorage == nil)
        #expect(holder.engineStorage == nil)
        #expect(view.updates == 0)

        let root = makeRoot()
        root.addSubview(holder)
        root.layoutIfNeeded()
        #expect(view.updates == 1)
        root.layoutIfNeeded()
        #expect(view.updates == 1)
    }
}
