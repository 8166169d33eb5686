import CollectionLayout
import Foundation
import Testing

@Suite struct VisibleItemsInvalidationTests {
    @Test func handlerAdjustsVisibleItemsButNotTheirSize() {
        let section = OrthogonalSectionTests.carousel()
        var offsets: [CGPoint] = []
        var containerWidths: [CGFloat] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            offsets.append(offset)
            containerWidths.append(environment.container.contentSize.width)
            for item in items {
                let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                item.alpha = max(0, 1 - distance / 400)
                item.zIndex = 7
                item.center.y += 10
                item.isHidden = item.indexPath.item == 1
            }
        }
        let layout = makeLayout(section, counts: [10])
        layout.orthogonalOffsets[0] = 300
        let attributes = layout.layoutAttributesForElements(in: rect(0, 0, 375, 667))
        #expect(offsets == [CGPoint(x: 300, y: 0)])
        #expect(containerWidths == [375])
        #expect(attributes.map(\.indexPath.item) == [0, 1, 2])
        #expect(
            attributes.allSatisfy {
                $0.zIndex == 7 && $0.frame.minY == 26 && $0.frame.size == CGSize(width: 300, height: 200)
            })
        #expect(attributes.map(\.isHidden) == [false, true, false])
        // Card 1 spans 326..<626: its centre 476 is 1.5 from the scroller's centre (300 + 187.5).
        #expect(abs(attributes[1].alpha - (1 - 11.5 / 400)) < 1e-12)
        // A query of a single item answers as the query of the bounds does.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) == attributes[1])
    }

    @Test func regularSectionsGetTheCollectionOffset() {
        let section = SectionTests.listSection()
        var offsets: [CGPoint] = []
        section.visibleItemsInvalidationHandler = { _, offset, _ in offsets.append(offset) }
        let layout = makeLayout(section, counts: [50])
        layout.context.contentOffset = CGPoint(x: 0, y: 200)
        _ = layout.layoutAttributesForElements(in: rect(0, 200, 375, 667))
        #expect(offsets == [CGPoint(x: 0, y: 200)])
    }
}
