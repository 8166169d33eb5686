import CollectionLayout
import Foundation
import Testing

/// Code that reloads or scrolls a collection view from inside one of its
/// callbacks (a data source asked for a cell, an observer of a cell's
/// frame): the work interrupted finishes with the views a fresh collection
/// view would have.
@Suite struct ReentrantCallbackTests {
    /// ``ModelDataSource`` that runs `onRequest` once, at the first
    /// request for the cell of `trigger`.
    final class ReentrantDataSource: CollectionViewDataSource {
        let model: ModelDataSource
        var trigger: IndexPath?
        var onRequest: ((CollectionView) -> Void)?

        init(model: ModelDataSource) {
            self.model = model
        }

        func numberOfSections(in collectionView: CollectionView) -> Int { model.numberOfSections(in: collectionView) }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            model.collectionView(collectionView, numberOfItemsInSection: section)
        }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            if indexPath == trigger, let onRequest {
                self.onRequest = nil
                onRequest(collectionView)
            }
            return model.collectionView(collectionView, cellForItemAt: indexPath)
        }
    }

    /// A list of 100 items into whose top one is inserted, `action` run
    /// when the data source is asked for the inserted cell; laid out after.
    /// The data source is returned to be kept: the collection view holds it
    /// weakly.
    static func insertAtTop(
        running action: @escaping (CollectionView) -> Void
    ) -> (collectionView: CollectionView, model: ModelDataSource, dataSource: ReentrantDataSource) {
        let model = ModelDataSource(sections: [Array(0..<100)])
        let dataSource = ReentrantDataSource(model: model)
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        model.sections[0].insert(1000, at: 0)
        dataSource.trigger = IndexPath(item: 0, section: 0)
        dataSource.onRequest = action
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        collectionView.layoutIfNeeded()
        return (collectionView, model, dataSource)
    }

    @Test func aReloadWhileAnInsertedCellIsAskedForEndsWithTheFreshCells() throws {
        let (collectionView, model, dataSource) = Self.insertAtTop { $0.reloadData() }
        withExtendedLifetime(dataSource) {
            BatchUpdateTests.expectMatchesModel(collectionView, model, layout: listLayout())
        }
    }

    @Test func aScrollWhileACellIsAskedForEndsWithTheFreshCells() throws {
        let (collectionView, model, dataSource) = Self.insertAtTop { $0.contentOffset = CGPoint(x: 0, y: 1200) }
        #expect(collectionView.contentOffset.y == 1200)
        withExtendedLifetime(dataSource) {
            BatchUpdateTests.expectMatchesModel(collectionView, model, layout: listLayout())
        }
    }

    @Test func aReloadWhileAScrolledInCellIsAskedForEndsWithTheFreshCells() throws {
        let model = ModelDataSource(sections: [Array(0..<100)])
        let dataSource = ReentrantDataSource(model: model)
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        // The realized band reaches 900: the scroll realizes item 18 onwards.
        dataSource.trigger = IndexPath(item: 18, section: 0)
        dataSource.onRequest = { $0.reloadData() }
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(dataSource.onRequest == nil)
        BatchUpdateTests.expectMatchesModel(collectionView, model, layout: listLayout())
    }

    @Test func aFrameObserverThatReloadsDuringAnAnimationEndsWithTheFreshCells() throws {
        let model = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: model)
        let second = try #require(collectionView.realizedCellsByIdentifier[1])
        var reloads = 0
        let observation = second.observe(\.frame) { _, _ in
            if reloads == 0 {
                reloads += 1
                collectionView.reloadData()
            }
        }
        model.sections[0].insert(1000, at: 0)
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        collectionView.clock.runUntilIdle()
        #expect(reloads == 1)
        observation.invalidate()
        BatchUpdateTests.expectMatchesModel(collectionView, model, layout: listLayout())
    }
}
