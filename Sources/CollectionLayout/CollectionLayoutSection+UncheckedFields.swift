import Foundation

extension CollectionLayoutSection {
    /// The settings of ``CollectionLayoutSection`` that every build of the
    /// section reads, stored in the object as one property without run-time
    /// exclusivity checks; each is documented where its property forwards
    /// to it.
    @safe struct UncheckedFields {
        var contentInsets: DirectionalEdgeInsets = .zero
        var interGroupSpacing: CGFloat = 0
        var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
        var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
        var decorationItems: [CollectionLayoutDecorationItem] = []
        var supplementariesFollowContentInsets = true
        var contentInsetsReference: ContentInsetsReference = .automatic
        var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    }
}
