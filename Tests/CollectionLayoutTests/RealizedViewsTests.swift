import Foundation
import TestSupport
import Testing

@testable import CollectionLayout

@Suite struct RealizedViewsTests {
    /// A key among few index paths and kinds, so that keys repeat, share
    /// their hash word (the kinds of one index path) and crowd the slots.
    static func randomKey(using rng: inout SplitMix64) -> CollectionElementKey {
        let path = IndexPath(item: Int.random(in: 0..<40, using: &rng), section: Int.random(in: 0..<3, using: &rng))
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .cell(path)
        case 1: return CollectionElementKey(category: .supplementaryView, kind: "header", indexPath: path)
        case 2: return CollectionElementKey(category: .supplementaryView, kind: "footer", indexPath: path)
        default: return CollectionElementKey(category: .decorationView, kind: "background", indexPath: path)
        }
    }

    /// Every key ``randomKey(using:)`` makes, and those one item later.
    static let everyKey: [CollectionElementKey] = (0..<3).flatMap { section in
        (0..<41).flatMap { item in
            let path = IndexPath(item: item, section: section)
            return [
                CollectionElementKey.cell(path),
                CollectionElementKey(category: .supplementaryView, kind: "header", indexPath: path),
                CollectionElementKey(category: .supplementaryView, kind: "footer", indexPath: path),
                CollectionElementKey(category: .decorationView, kind: "background", indexPath: path),
            ]
        }
    }

    /// Random additions, replacements and removals give the same views as
    /// a dictionary, the entries listed once each, through growth and
    /// removals that move entries back across the gap.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func answersAsADictionaryDoes(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var table = RealizedViews()
        var model: [CollectionElementKey: CollectionReusableView] = [:]
        for step in 0..<4000 {
            let key = Self.randomKey(using: &rng)
            if Int.random(in: 0..<3, using: &rng) == 0 {
                #expect(table.removeValue(forKey: key) === model.removeValue(forKey: key), "step \(step)")
            } else {
                let view = CollectionReusableView(name: "view")
                table[key] = view
                model[key] = view
            }
            if step % 97 == 0 { table.reserveCapacity(Int.random(in: 0..<200, using: &rng)) }
            #expect(table.count == model.count)
        }
        for key in Self.everyKey { #expect(table[key] === model[key], "\(key)") }
        var listed = 0
        for (key, view) in table {
            #expect(model[key] === view)
            listed += 1
        }
        #expect(listed == model.count)
        #expect(Set(table.keys) == Set(model.keys))
        for key in table.keys { table[key] = nil }
        #expect(table.isEmpty && table.values.isEmpty)
    }

    /// The order of the entries is the order they were added in, the last
    /// one taking the place of one removed: it depends on nothing else.
    @Test func listsEntriesInTheOrderTheyWereAdded() {
        var table = RealizedViews()
        let keys = (0..<5).map { CollectionElementKey.cell(item: $0, section: 0) }
        for key in keys { table[key] = CollectionReusableView(name: "view") }
        #expect(table.keys == keys)
        table[keys[1]] = nil
        #expect(table.keys == [keys[0], keys[4], keys[2], keys[3]])
    }

    /// Re-keying in place, as an update does (cells shift by one item, some
    /// entries leave), answers as a dictionary built from the new keys
    /// does, keeps the order of the entries that stay and hands back those
    /// that leave in the table's order.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func rekeysInPlaceAsADictionaryRebuiltWould(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var table = RealizedViews()
        for _ in 0..<300 { table[Self.randomKey(using: &rng)] = CollectionReusableView(name: "view") }
        let before = Array(zip(table.keys, table.values))
        var leaving: Set<CollectionElementKey> = []
        for (key, _) in before where Int.random(in: 0..<4, using: &rng) == 0 { leaving.insert(key) }
        // Distinct new keys: every index path moves one item later.
        func moved(_ key: CollectionElementKey) -> CollectionElementKey {
            CollectionElementKey(
                category: key.category, kind: key.kind, indexPath: IndexPath(item: key.item + 1, section: key.section))
        }
        let removed = table.rekey { key, _ in leaving.contains(key) ? nil : moved(key) }
        let staying = before.filter { !leaving.contains($0.0) }
        #expect(table.keys == staying.map { moved($0.0) })
        #expect(zip(table.values, staying).allSatisfy { $0 === $1.1 })
        #expect(removed.map(\.key) == before.filter { leaving.contains($0.0) }.map(\.0))
        let model = Dictionary(uniqueKeysWithValues: staying.map { (moved($0.0), $0.1) })
        for key in Self.everyKey { #expect(table[key] === model[key], "\(key)") }
    }
}
