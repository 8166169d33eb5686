import Foundation
import Layout
import Testing

@testable import LayoutTesting

@Suite("Stability")
struct StabilityTests {
    static let strategies: [SnapshotStrategy] = [
        .recursiveDescription, .frames, .constraints, .sweep(offsets: [0, 33.5, 100]),
    ]

    func texts(_ tree: SampleTree) throws -> [String] {
        try Self.strategies.map { strategy in
            try strategy.render(strategy.kind == .sweep([0, 33.5, 100]) ? tree.scrollView : tree.screen)
        }
    }

    @Test("The same tree built twice gives the same bytes under every strategy")
    func builtTwice() throws {
        let all = Self.strategies + [.json, .svg]
        let first = SampleTree()
        let second = SampleTree()
        for strategy in all {
            let view = { (tree: SampleTree) -> View in
                if case .sweep = strategy.kind { tree.scrollView } else { tree.screen }
            }
            #expect(Array(try strategy.render(view(first)).utf8) == Array(try strategy.render(view(second)).utf8))
        }
    }

    @Test("A tree on another scale with the same frames gives the same bytes")
    func otherScale() throws {
        let atThree = SampleTree(scale: 3)
        let atTwo = SampleTree(scale: 2)
        var frames: [CGRect] = []
        var otherFrames: [CGRect] = []
        func collect(_ view: View, into list: inout [CGRect]) {
            list.append(view.frame)
            for subview in view.subviews { collect(subview, into: &list) }
        }
        collect(atThree.screen, into: &frames)
        collect(atTwo.screen, into: &otherFrames)
        #expect(frames == otherFrames)
        #expect(atThree.screen.contentScaleFactor != atTwo.screen.contentScaleFactor)
        for (a, b) in zip(try texts(atThree), try texts(atTwo)) {
            #expect(Array(a.utf8) == Array(b.utf8))
        }
    }
}
