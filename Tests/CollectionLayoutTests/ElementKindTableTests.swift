import Foundation
import TestSupport
import Testing

@testable import CollectionLayout

@Suite struct ElementKindTableTests {
    @Test func aKindKeepsOneNumberAndNamesItBack() {
        let table = ElementKindTable()
        let header = table.number(of: "header")
        let badge = table.number(of: "badge")
        #expect(header != badge)
        #expect(header > ElementKindTable.none && badge > ElementKindTable.none)
        #expect(table.number(of: "header") == header)
        #expect(table.kind(numbered: header) == "header")
        #expect(table.kind(numbered: badge) == "badge")
        #expect(table.count == 2)
    }

    /// The table is shared by every thread's collection views: threads
    /// numbering the same kinds at once agree on each kind's number.
    @Test func threadsNumberingAtOnceAgreeOnEachKindsNumber() {
        let table = ElementKindTable()
        let kinds = (0..<50).map { "kind\($0)" }
        let threads = 8
        let answers = LockedAnswers([[Int32]](repeating: [], count: threads))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Each thread in its own order, so that they race for new kinds.
            let order = thread.isMultiple(of: 2) ? kinds : kinds.reversed()
            var numbers: [String: Int32] = [:]
            for kind in order {
                numbers[kind] = table.number(of: kind)
                _ = table.existingNumber(of: kind)
            }
            answers.set(thread, kinds.map { numbers[$0]! })
        }
        #expect(table.count == kinds.count)
        for thread in 1..<threads { #expect(answers.value[thread] == answers.value[0]) }
        for (kind, number) in zip(kinds, answers.value[0]) { #expect(table.kind(numbered: number) == kind) }
    }

    @Test func aKindOnlyAskedAboutIsNotNumbered() {
        let table = ElementKindTable()
        _ = table.number(of: "header")
        #expect(table.existingNumber(of: "footer") == ElementKindTable.unknown)
        #expect(table.existingNumber(of: "header") == table.number(of: "header"))
        #expect(table.count == 1)
    }

    @Test func keysCompareHashAndSortByTheirKindsText() {
        // Numbered in the reverse of their order as text.
        let later = "kind-table-test-zeta"
        let earlier = "kind-table-test-alpha"
        let path = IndexPath(item: 0, section: 2)
        let zeta = CollectionElementKey(category: .supplementaryView, kind: later, indexPath: path)
        let alpha = CollectionElementKey(category: .supplementaryView, kind: earlier, indexPath: path)
        #expect(zeta == CollectionElementKey(category: .supplementaryView, kind: later, indexPath: path))
        #expect(
            zeta.hashValue == CollectionElementKey(category: .supplementaryView, kind: later, indexPath: path).hashValue
        )
        #expect(zeta != alpha)
        #expect(zeta.kind == later && alpha.kind == earlier)
        #expect(CollectionElementKey.precedes(alpha, zeta))
        #expect(!CollectionElementKey.precedes(zeta, alpha))
        #expect(CollectionElementKey.cell(path).kind == nil)
    }

    @Test func aCollectionViewAskedForAKindNoLayoutPlacesNumbersNothing() {
        let dataSource = TestDataSource(counts: [5])
        let collectionView = makeCollectionView(listLayout(), dataSource: dataSource)
        let kind = "never-laid-out-\(UUID().uuidString)"
        let path = IndexPath(item: 0, section: 0)
        #expect(collectionView.supplementaryView(forElementKind: kind, at: path) == nil)
        #expect(collectionView.visibleSupplementaryViews(ofKind: kind).isEmpty)
        #expect(ElementKindTable.shared.existingNumber(of: kind) == ElementKindTable.unknown)
    }
}

/// Each thread's answers, written under a lock (the test's own shared state).
private final class LockedAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [[Int32]]

    init(_ answers: [[Int32]]) {
        self.answers = answers
    }

    var value: [[Int32]] {
        lock.lock()
        defer { lock.unlock() }
        return answers
    }

    func set(_ thread: Int, _ numbers: [Int32]) {
        lock.lock()
        defer { lock.unlock() }
        answers[thread] = numbers
    }
}
