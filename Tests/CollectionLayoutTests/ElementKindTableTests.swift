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
