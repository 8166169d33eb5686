import CollectionLayout
import Foundation
import Layout

/// Collection views: the compositional layout a scene declares, and a data
/// source whose cells measure to the sizes the scene gives.
extension SceneBuilder {
    /// A collection view with the layout and the items of its declaration.
    static func makeCollectionView(_ declaration: CollectionDeclaration) -> (CollectionView, SceneDataSource) {
        // Sections missing a group or an item (a scene with errors, built to
        // report what else it breaks) are left out.
        let sections = declaration.sections.filter(\.isComplete)
        let built = sections.map(makeSection)
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = declaration.scrollDirection
        configuration.interSectionSpacing = CGFloat(declaration.interSectionSpacing)
        if let reference = declaration.contentInsetsReference { configuration.contentInsetsReference = reference }
        let layout = CollectionViewCompositionalLayout(
            sectionProvider: { index, _ in built.indices.contains(index) ? built[index] : nil },
            configuration: configuration)
        let collectionView = CollectionView(name: declaration.name, collectionViewLayout: layout)
        collectionView.onError = { _ in }
        collectionView.register(SceneCell.self, forCellWithReuseIdentifier: SceneDataSource.cellIdentifier)
        var kinds: [String] = []
        for section in sections {
            for kind in section.supplementaries.map(\.kind) where !kinds.contains(kind) { kinds.append(kind) }
        }
        for kind in kinds {
            collectionView.register(
                SceneSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        let dataSource = SceneDataSource(sections: sections)
        collectionView.dataSource = dataSource
        return (collectionView, dataSource)
    }

    static func makeSection(_ d: SectionDeclaration) -> CollectionLayoutSection {
        // `isComplete` holds: the group is there.
        let section = CollectionLayoutSection(group: makeGroup(d.group!))
        section.contentInsets = d.contentInsets
        section.interGroupSpacing = CGFloat(d.interGroupSpacing)
        section.orthogonalScrollingBehavior = d.orthogonalBehavior
        section.orthogonalScrollingClipsToBackground = d.clipsToBackground
        section.supplementariesFollowContentInsets = d.supplementariesFollowContentInsets
        if let reference = d.contentInsetsReference { section.contentInsetsReference = reference }
        section.boundarySupplementaryItems = d.supplementaries.map { s in
            let item = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: s.width.dimension, heightDimension: s.height.dimension),
                elementKind: s.kind, alignment: s.alignment)
            item.pinToVisibleBounds = s.pinned
            item.extendsBoundary = s.extendsBoundary
            if let z = s.zIndex { item.zIndex = z }
            return item
        }
        section.decorationItems = d.backgrounds.map { b in
            let item = CollectionLayoutDecorationItem.background(elementKind: b.kind)
            item.contentInsets = b.contentInsets
            if let z = b.zIndex { item.zIndex = z }
            return item
        }
        return section
    }

    static func makeGroup(_ g: GroupDeclaration) -> CollectionLayoutGroup {
        let size = CollectionLayoutSize(widthDimension: g.width.dimension, heightDimension: g.height.dimension)
        let subitems = g.subitems.map { subitem -> CollectionLayoutItem in
            switch subitem {
            case .group(let inner): return makeGroup(inner)
            case .item(let d):
                let item = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: d.width.dimension, heightDimension: d.height.dimension))
                item.contentInsets = d.contentInsets
                return item
            }
        }
        let group: CollectionLayoutGroup
        switch (g.axis, g.arrangement) {
        case (.horizontal, .subitems): group = .horizontal(layoutSize: size, subitems: subitems)
        case (.horizontal, .count(let n)): group = .horizontal(layoutSize: size, subitem: subitems[0], count: n)
        case (.horizontal, .repeating(let n)):
            group = .horizontal(layoutSize: size, repeatingSubitem: subitems[0], count: n)
        case (.vertical, .subitems): group = .vertical(layoutSize: size, subitems: subitems)
        case (.vertical, .count(let n)): group = .vertical(layoutSize: size, subitem: subitems[0], count: n)
        case (.vertical, .repeating(let n)):
            group = .vertical(layoutSize: size, repeatingSubitem: subitems[0], count: n)
        }
        if let spacing = g.spacing { group.interItemSpacing = spacing }
        group.contentInsets = g.contentInsets
        return group
    }
}

extension SectionDeclaration {
    /// Whether the section has its group and every group an item.
    var isComplete: Bool { group?.isComplete ?? false }
}

extension GroupDeclaration {
    /// Whether the group and the groups in it each have a subitem.
    var isComplete: Bool {
        !subitems.isEmpty
            && subitems.allSatisfy {
                if case .group(let inner) = $0 { return inner.isComplete }
                return true
            }
    }
}

/// The data source of a scene's collection view: the sections' item
/// counts; cells and headers whose content measures to the sizes the
/// scene gives (an element without one keeps its estimate).
final class SceneDataSource: CollectionViewDataSource {
    static let cellIdentifier = "cell"
    let sections: [SectionDeclaration]
    /// The sections' item counts: the scene's, then each update's.
    var itemCounts: [Int]

    init(sections: [SectionDeclaration]) {
        self.sections = sections
        itemCounts = sections.map(\.itemCount)
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        let measure = sections[indexPath.section].measure(ofItem: indexPath.item)
        (cell as? SceneCell)?.measuredSize = measure
        cell.contentView.intrinsicContentSize =
            measure?.intrinsicSize
            ?? CGSize(
                width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        let measure = sections[indexPath.section].supplementaries.first { $0.kind == kind }?.measure
        (view as? SceneSupplementaryView)?.measuredSize = measure
        view.contentView.intrinsicContentSize =
            measure?.intrinsicSize
            ?? CGSize(
                width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        return view
    }
}

extension MeasuredSize {
    /// The content's intrinsic size: free on an axis without a measure.
    var intrinsicSize: CGSize {
        CGSize(
            width: width.map { CGFloat($0) } ?? View.noIntrinsicMetric,
            height: height.map { CGFloat($0) } ?? View.noIntrinsicMetric)
    }
}

/// A scene's cell: its content view measures to the size the scene gives
/// for its item; without one, the cell keeps the layout's estimate.
final class SceneCell: CollectionViewCell {
    var measuredSize: MeasuredSize?

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        measuredSize == nil ? layoutAttributes : super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// A scene's header or footer: measures like ``SceneCell``.
final class SceneSupplementaryView: CollectionReusableView {
    var measuredSize: MeasuredSize?

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        measuredSize == nil ? layoutAttributes : super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}
