import CollectionLayout
import Foundation
import Testing

/// Seeded random layouts checked against invariants.
@Suite struct RandomLayoutTests {
    /// SplitMix64: a small deterministic generator.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A random item that fits its group: fractions at most 1, insets small.
    static func randomItem(_ rng: inout SeededGenerator) -> CollectionLayoutItem {
        let widths: [CollectionLayoutDimension] = [
            .fractionalWidth(0.2), .fractionalWidth(0.5), .fractionalWidth(1.0 / 3), .absolute(60),
        ]
        let heights: [CollectionLayoutDimension] = [.fractionalHeight(1), .fractionalHeight(0.5), .absolute(30)]
        let item = CollectionLayoutItem(
            layoutSize: size(widths.randomElement(using: &rng)!, heights.randomElement(using: &rng)!))
        let inset = CGFloat(Int.random(in: 0...3, using: &rng))
        item.contentInsets = DirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        return item
    }

    static func randomSection(_ rng: inout SeededGenerator) -> CollectionLayoutSection {
        let groupSize = size(.fractionalWidth(1), .absolute(CGFloat(Int.random(in: 40...120, using: &rng))))
        let group: CollectionLayoutGroup
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            group = .horizontal(
                layoutSize: groupSize, subitems: (0..<Int.random(in: 1...3, using: &rng)).map { _ in randomItem(&rng) })
        case 1:
            group = .horizontal(
                layoutSize: groupSize, subitem: randomItem(&rng), count: Int.random(in: 1...4, using: &rng))
        case 2:
            let column = CollectionLayoutGroup.vertical(
                layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: randomItem(&rng), count: 2)
            group = .horizontal(layoutSize: groupSize, subitems: [randomItem(&rng), column])
        default:
            group = .vertical(layoutSize: groupSize, subitems: [randomItem(&rng)])
        }
        if Bool.random(using: &rng) {
            group.interItemSpacing = Bool.random(using: &rng) ? .fixed(4) : .flexible(2)
        }
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = CGFloat(Int.random(in: 0...12, using: &rng))
        let inset = CGFloat(Int.random(in: 0...20, using: &rng))
        section.contentInsets = DirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        if Bool.random(using: &rng) {
            section.boundarySupplementaryItems = [
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: Kind.header, alignment: .top)
            ]
        }
        // A background without insets draws the section's frame.
        section.decorationItems = [.background(elementKind: Kind.background)]
        return section
    }

    static func randomLayout(seed: UInt64) -> (CollectionViewCompositionalLayout, [Int]) {
        var rng = SeededGenerator(state: seed)
        let sectionCount = Int.random(in: 1...6, using: &rng)
        let sections = (0..<sectionCount).map { _ in randomSection(&rng) }
        let counts = (0..<sectionCount).map { _ in Int.random(in: 0...40, using: &rng) }
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = CGFloat(Int.random(in: 0...20, using: &rng))
        let width = CGFloat(Int.random(in: 280...1024, using: &rng))
        let layout = CollectionViewCompositionalLayout(
            sectionProvider: { index, _ in sections[index] }, configuration: configuration)
        layout.context = CollectionLayoutContext(boundsSize: CGSize(width: width, height: 700), itemCounts: counts)
        return (layout, counts)
    }

    static let tolerance: CGFloat = 1e-6

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func invariants(seed: UInt64) {
        let (layout, counts) = Self.randomLayout(seed: seed)
        let all = allAttributes(layout)
        let backgrounds = all.filter { $0.representedElementCategory == .decorationView }
        #expect(backgrounds.count == counts.count)
        for (section, count) in counts.enumerated() {
            let sectionFrame = backgrounds[section].frame.insetBy(dx: -Self.tolerance, dy: -Self.tolerance)
            let cells = (0..<count).compactMap {
                layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))
            }
            #expect(cells.count == count)
            for cell in cells {
                #expect(
                    sectionFrame.encloses(cell.frame),
                    "seed \(seed): \(cell.indexPath) \(cell.frame) outside \(sectionFrame)")
            }
            // No two cells overlap (cells of a group, and so of the section).
            let sorted = cells.map(\.frame).sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
            for (index, a) in sorted.enumerated() {
                for b in sorted[(index + 1)...] where b.minY < a.maxY - Self.tolerance {
                    let overlap = a.intersection(b)
                    #expect(
                        overlap.isNull || overlap.width <= Self.tolerance || overlap.height <= Self.tolerance,
                        "seed \(seed): \(a) overlaps \(b)")
                }
            }
        }
        // The content ends where the last section does.
        #expect(abs(layout.collectionViewContentSize.height - backgrounds.last!.frame.maxY) <= Self.tolerance)
        // The same input gives identical attributes.
        let (again, _) = Self.randomLayout(seed: seed)
        #expect(allAttributes(again) == all)
        // A range query returns exactly the cells of the whole answer that overlap it.
        let height = layout.collectionViewContentSize.height
        let query = rect(0, height / 3, layout.collectionViewContentSize.width, 500)
        let expected = all.filter { $0.representedElementCategory == .cell && $0.frame.overlapsWithPositiveArea(query) }
        #expect(
            layout.layoutAttributesForElements(in: query).filter { $0.representedElementCategory == .cell } == expected)
    }
}

extension CGRect {
    /// Whether `other` lies inside (Foundation's `contains(_:)` on Linux
    /// compares a union, which rounding can change).
    func encloses(_ other: CGRect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }

    func overlapsWithPositiveArea(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
