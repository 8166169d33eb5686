import Foundation
import Layout
import Testing

@testable import LayoutTesting

@Suite("Strategies")
struct StrategyTests {
    @Test("recursiveDescription is the kit's text, ending with a line break")
    func recursiveDescription() throws {
        let tree = SampleTree()
        #expect(
            try SnapshotStrategy.recursiveDescription.render(tree.screen) == tree.screen.recursiveDescription + "\n")
        #expect(SnapshotStrategy.recursiveDescription.pathExtension == "txt")
    }

    @Test("frames lays the tree out first and prints one line per view")
    func frames() throws {
        let tree = SampleTree()
        tree.header.constraints(height: 90)
        let text = try SnapshotStrategy.frames.render(tree.screen)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines == tree.screen.recursiveDescription.split(separator: "\n").map(String.init))
        #expect(text.contains("<View 'header'; frame = (0 20; 320 90)>"))
    }

    @Test("json is layout-dump's JSON: one record per view with its frame")
    func json() throws {
        let tree = SampleTree()
        let text = try SnapshotStrategy.json.render(tree.stack)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.compactMap { $0["view"] as? String } == ["stack", "first", "second"])
        let frame = try #require(views[2]["frame"] as? [String: Double])
        let second = tree.stack.arrangedSubviews[1].frame
        #expect(frame["y"] == Double(second.minY) && frame["height"] == Double(second.height))
        #expect(SnapshotStrategy.json.pathExtension == "json")
    }

    @Test("svg is text: an svg element with a rectangle per view below the top")
    func svg() throws {
        let tree = SampleTree()
        let text = try SnapshotStrategy.svg.render(tree.screen)
        #expect(text.hasPrefix("<svg"))
        #expect(text.hasSuffix("</svg>\n"))
        let rectangles = text.components(separatedBy: "><title>").count - 1
        #expect(rectangles == 8)  // every view but the screen
        #expect(SnapshotStrategy.svg.pathExtension == "svg")
    }

    @Test("sweep prints one block per offset from the root and puts the scroll view back")
    func sweep() throws {
        let tree = SampleTree()
        let resting = tree.scrollView.contentOffset
        let text = try SnapshotStrategy.sweep(offsets: [0, 50, 120]).render(tree.scrollView)
        let blocks = text.components(separatedBy: "\n\n")
        #expect(blocks.count == 3)
        for (block, offset) in zip(blocks, [0, 50, 120]) {
            let top = tree.scrollView.adjustedContentInset.top
            #expect(block.hasPrefix("offset \(offset): contentOffset.y \(formatted(CGFloat(offset) - top))\n"))
            #expect(block.contains("<View 'screen'"))
        }
        #expect(tree.scrollView.contentOffset == resting)
    }

    @Test("sweep on a view that does not scroll cannot apply")
    func sweepOnPlainView() {
        let tree = SampleTree()
        #expect(throws: SnapshotStrategy.NotApplicable.self) {
            try SnapshotStrategy.sweep(offsets: [0]).render(tree.header)
        }
        #expect(throws: SnapshotStrategy.NotApplicable.self) {
            try SnapshotStrategy.sweep(offsets: []).render(tree.scrollView)
        }
    }

    @Test("constraints lists every active constraint once, under its nearest common ancestor")
    func constraints() throws {
        let tree = SampleTree()
        let text = try SnapshotStrategy.constraints.render(tree.screen)
        let active = tree.screen.activeConstraints
        #expect(text.hasPrefix("constraints (\(active.count)):\n"))
        for constraint in active {
            #expect(text.components(separatedBy: "    \(constraint.description)\n").count == 2)
        }
        // The header's height is its own; its top against the screen's guide is the screen's.
        let screenBlock = try #require(text.components(separatedBy: "View 'header'").first)
        #expect(screenBlock.contains("header.top"))
        let stackBlock = try #require(text.components(separatedBy: "StackView 'stack' (").last)
        #expect(stackBlock.contains("SV-"))
    }

    private func formatted(_ x: CGFloat) -> String {
        let text = String(format: "%.3f", Double(x))
        var trimmed = text
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return trimmed == "-0" ? "0" : trimmed
    }
}

extension View {
    /// Changes the view's height constraint against a constant, without a layout pass.
    fileprivate func constraints(height: CGFloat) {
        for c in activeConstraints where c.firstItem === self && c.firstAttribute == .height && c.secondItem == nil {
            c.constant = height
        }
    }
}

@Suite("Constraints strategy on a subtree")
struct SubtreeConstraintTests {
    @Test("A subview's snapshot holds only the constraints it or its subviews own")
    func subtreeOwners() throws {
        let tree = SampleTree()
        let text = try SnapshotStrategy.constraints.render(tree.stack)
        // The stack's own: a fitting width, four alignments, a spacing and two
        // canvas connections; each row's hugging and compression resistance.
        #expect(text.hasPrefix("constraints (12):\nStackView 'stack' (8):\n"))
        #expect(text.contains("\nView 'first' (2):\n") && text.contains("\nView 'second' (2):\n"))
        #expect(!text.contains("View 'screen'"))
        #expect(!text.contains("header"))
    }
}
