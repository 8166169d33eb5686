import Foundation

extension CollectionViewCompositionalLayout {
    /// The frame of an orthogonal section's scroller in content coordinates:
    /// the collection's full width across the section's groups, or the
    /// section's background with `orthogonalScrollingClipsToBackground`.
    package func orthogonalScrollerFrame(forSection index: Int) -> CGRect? {
        prepareIfNeeded()
        guard index >= 0, index < sections.count, let scroller = sections[index].scroller else { return nil }
        let frame = sections[index].absolute(scroller.frame)
        return mirror?.rect(frame) ?? frame
    }

    /// The offset an orthogonal section's scroller shows for `offset`, the
    /// distance scrolled from the section's first item: the same, except
    /// for a horizontal scroller right to left, whose first item is at its
    /// content's right end. Its own inverse.
    package func scrollerOffset(_ offset: CGFloat, ofSection index: Int) -> CGFloat {
        prepareIfNeeded()
        guard index >= 0, index < sections.count else { return offset }
        return scrollerOffset(offset, of: sections[index])
    }

    func scrollerOffset(_ offset: CGFloat, of section: SectionLayout) -> CGFloat {
        guard reflectsScroller(of: section), let scroller = section.scroller else { return offset }
        return scroller.contentSize.width - scroller.frame.width - offset
    }

    /// Whether an orthogonal section's scroller shows its content reflected
    /// (horizontal, right to left): its offsets then run the other way.
    func reflectsOrthogonalScroller(forSection index: Int) -> Bool {
        prepareIfNeeded()
        return index >= 0 && index < sections.count && reflectsScroller(of: sections[index])
    }

    private func reflectsScroller(of section: SectionLayout) -> Bool {
        mirror != nil && section.groupAxis == .horizontal && section.scroller != nil
    }

    /// The content size of an orthogonal section's scroller: from the
    /// section's leading inset to its trailing inset, at least the frame.
    package func orthogonalScrollerContentSize(forSection index: Int) -> CGSize? {
        prepareIfNeeded()
        guard index >= 0, index < sections.count else { return nil }
        return sections[index].scroller?.contentSize
    }

    /// The deceleration rule of an orthogonal section's scroller, in
    /// offsets from the section's first item (see ``scrollerOffset(_:ofSection:)``).
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
