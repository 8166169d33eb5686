import Foundation
import Layout
import Testing

/// Issue 24: adding a view inside itself stopped a release build with only
/// "precondition failure": `precondition` messages are stripped there, a
/// `fatalError` message is not.
@Suite("Traps say why")
struct TrapMessageTests {
    @Test func aViewAddedInsideItselfSaysSo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let view = View(name: "card")
            view.addSubview(view)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("View.addSubview: 'card' cannot be added inside itself"))
    }

    @Test func aCycleOfSuperviewsSaysSo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let outer = View(name: "outer")
            let inner = View(name: "inner")
            outer.addSubview(inner)
            inner.addSubview(outer)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("'outer' cannot be added inside 'inner', which is inside it"))
        #expect(text.contains("cycle of superviews"))
    }

    @Test func aStackViewArrangedOutOfBoundsSaysSo() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stack = StackView(arrangedSubviews: [])
            stack.insertArrangedSubview(View(name: "a"), at: 3)
        }
    }
}
