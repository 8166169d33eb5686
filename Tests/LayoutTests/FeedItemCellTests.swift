import Foundation
import TestSupport
import Testing

@testable import Layout

/// LayoutFrameworkBenchmark's LinkedIn feed item, ported: its constraints
/// give every frame the hand-derived layout gives, new and reused.
@Suite("Feed item cell")
struct FeedItemCellTests {
    /// Items of several shapes: short and long texts, a headline of three
    /// lines (of four), empty texts, a comment taller than its picture.
    static let items: [FeedItemData] = {
        var items = [0, 7, 12_345].map { FeedItemData(index: $0) }
        var tall = FeedItemData(index: 3)
        tall.posterHeadline = "one\ntwo\nthree\nfour (not shown)"
        tall.actorComment = "a\nb\nc"
        tall.posterComment = String(repeating: "long ", count: 80)
        items.append(tall)
        var empty = FeedItemData(index: 4)
        empty.actionText = ""
        empty.posterTimestamp = ""
        empty.contentTitle = ""
        items.append(empty)
        return items
    }()

    static func expectFrames(_ cell: FeedItemAutoLayoutView, _ data: FeedItemData, width: CGFloat) {
        let expected = FeedItemFrames(data: data, width: width)
        #expect(cell.frame.size == expected.size)
        let containers = [
            cell.topBarView, cell.miniProfileView, cell.miniContentView, cell.socialActionsView, cell.commentView,
        ]
        #expect(containers.map(\.frame) == expected.containers)
        for (leaf, frame) in zip(cell.leaves, expected.leaves) {
            #expect(leaf.frame == frame, "\(leaf.name)")
        }
    }

    @Test("a new cell sized at a width has the hand-derived frames", arguments: items)
    func newCell(data: FeedItemData) {
        let cell = FeedItemAutoLayoutView()
        cell.setData(data)
        let size = cell.sizeAndLayOut(width: 375)
        #expect(size == FeedItemFrames(data: data, width: 375).size)
        #expect(cell.leaves.count == 15)
        Self.expectFrames(cell, data, width: 375)
        #expect(cell.diagnostics.isEmpty)
        #expect(!cell.hasAmbiguousLayout)
    }

    @Test("the first item is 416 points high at 375")
    func firstItemHeight() {
        let cell = FeedItemAutoLayoutView()
        cell.setData(FeedItemData(index: 0))
        #expect(cell.sizeAndLayOut(width: 375) == CGSize(width: 375, height: 20 + 86 + 240 + 20 + 50))
    }

    @Test("a reused cell takes each new item's frames")
    func reusedCell() {
        let cell = FeedItemAutoLayoutView()
        for width in [375, 320] as [CGFloat] {
            for data in Self.items + Self.items.reversed() {
                cell.setData(data)
                cell.sizeAndLayOut(width: width)
                Self.expectFrames(cell, data, width: width)
            }
        }
        #expect(cell.diagnostics.isEmpty)
    }

    @Test("the cell holds 147 constraints: the original's, the intrinsic sizes', the margins' and the root's")
    func constraintCount() {
        let cell = FeedItemAutoLayoutView()
        cell.setData(FeedItemData(index: 0))
        cell.sizeAndLayOut(width: 375)
        // Three margins guides of four edges each: a cell's safe area has
        // no insets, so each edge is one equality to the view's edge.
        #expect(cell.activeConstraints.filter { $0.identifier?.hasSuffix("Margin-guide") == true }.count == 12)
        #expect(cell.activeConstraints.count == 147)
    }

    @Test("the hand-placed twin has the same frames")
    func manualTwin() {
        let manual = FeedItemManualView()
        for data in Self.items {
            manual.setData(data)
            let size = manual.sizeAndLayOut(width: 375, data: data)
            let expected = FeedItemFrames(data: data, width: 375)
            #expect(size == expected.size)
            #expect(manual.containers.map(\.frame) == expected.containers)
            #expect(manual.leaves.map(\.frame) == expected.leaves)
            #expect(manual.leaves.map(\.intrinsicContentSize) == FeedItemAutoLayoutView().leavesSized(data))
        }
    }
}

extension FeedItemAutoLayoutView {
    /// The leaves' intrinsic sizes after showing `data`.
    fileprivate func leavesSized(_ data: FeedItemData) -> [CGSize] {
        setData(data)
        return leaves.map(\.intrinsicContentSize)
    }
}
