import Foundation

extension CollectionViewCompositionalLayout {
    /// The frame of an orthogonal section's scroller in content coordinates:
    /// the collection's full width across the section's groups, or the
    /// section's background with `orthogonalScrollingClipsToBackground`.
    package func orthogonalScrollerFrame(forSection index: Int) -> CGRect? {
        prepareIfNeeded()
        guard index >= 0, index < sections.count, let scroller = sections[index].scroller else { return nil }
        return sections[index].absolute(scroller.frame)
    }

    /// The content size of an orthogonal section's scroller: from the
    /// section's leading inset to its trailing inset, at least the frame.
    package func orthogonalScrollerContentSize(forSection index: Int) -> CGSize? {
        prepareIfNeeded()
        guard index >= 0, index < sections.count else { return nil }
        return sections[index].scroller?.contentSize
    }

    /// The deceleration rule of an orthogonal section's scroller.
    package func orthogonalDeceleration(forSection index: Int) -> OrthogonalScrollingDeceleration? {
        prepareIfNeeded()
        guard index >= 0, index < sections.count, let scroller = sections[index].scroller else { return nil }
        let section = sections[index]
        let axis = section.groupAxis
        return OrthogonalScrollingDeceleration(
            behavior: section.section.orthogonalScrollingBehavior,
            scrollerLength: scroller.frame.size.length(along: axis),
            contentLength: scroller.contentSize.length(along: axis),
            groupStride: section.template.size.length(along: axis) + section.interGroupSpacing,
            groupStarts: section.groupStarts)
    }

}
