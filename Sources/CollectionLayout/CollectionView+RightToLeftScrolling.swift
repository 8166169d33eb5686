import Foundation
import Layout

extension CollectionView {
    /// Whether the collection view scrolls horizontally right to left: its
    /// content is mirrored about its width, so its leading end (the first
    /// section) is the content's right end.
    var scrollsRightToLeft: Bool {
        collectionViewLayout.configuration.scrollDirection == .horizontal
            && collectionViewLayout.context.layoutDirection == .rightToLeft
    }

    /// Keeps a horizontal right-to-left collection view's leading end where
    /// it is on screen, as a left-to-right one keeps its left end: its first
    /// layout shows the first items at the right, a change of the content's
    /// width (which moves every mirrored frame) or of the view's moves the
    /// offset with it, and a change of direction shows the mirror image of
    /// what was shown. Called after the
    /// layout's context is set and `contentSize` read.
    ///
    /// - Returns: Whether the offset moved.
    func keepRightToLeftLeadingEnd() -> Bool {
        let layout = collectionViewLayout
        let offset = contentOffset
        guard scrollsRightToLeft, let mirror = layout.mirror else {
            if let width = rightToLeftMirrorWidth {
                // Back to left to right (or to vertical scrolling): the
                // mirror image of what was shown.
                rightToLeftMirrorWidth = nil
                contentOffset.x = width - rightToLeftFrameWidth - contentOffset.x
            }
            return contentOffset != offset
        }
        if let width = rightToLeftMirrorWidth {
            // The bounds' right edge keeps its distance from the content's right end.
            let shift = (mirror.width - width) - (frame.width - rightToLeftFrameWidth)
            if shift != 0 { contentOffset.x += shift }
        } else {
            // The mirror image of the left-to-right bounds.
            contentOffset.x = mirror.width - frame.width - contentOffset.x
        }
        rightToLeftMirrorWidth = mirror.width
        rightToLeftFrameWidth = frame.width
        return contentOffset != offset
    }

    /// Moves the visible leading edge `delta` further from the content's
    /// leading end along the scroll axis: what the user sees stays still
    /// when the content before it grew by `delta`. Right to left in a
    /// horizontal collection view the offset then moves on the next
    /// realization, with the content's width (see
    /// ``keepRightToLeftLeadingEnd()``).
    func moveLeadingDistance(by delta: CGFloat) {
        guard delta != 0 else { return }
        if collectionViewLayout.configuration.scrollDirection == .vertical {
            contentOffset.y += delta
        } else if scrollsRightToLeft, let width = rightToLeftMirrorWidth {
            rightToLeftMirrorWidth = width + delta
        } else {
            // Left to right, or right to left before the first placement
            // (the offset is still a left-to-right one, mirrored then).
            contentOffset.x += delta
        }
    }

    /// How far the visible leading edge is from the content's leading end
    /// along the scroll axis, counting the adjusted inset: 0 at rest at the
    /// start. Right to left in a horizontal collection view it is counted
    /// from the right end of the content, mirrored about the width the
    /// offset follows.
    var visibleLeadingDistance: CGFloat {
        let insets = adjustedContentInset
        switch collectionViewLayout.configuration.scrollDirection {
        case .vertical:
            return contentOffset.y + insets.top
        case .horizontal:
            guard scrollsRightToLeft, let width = rightToLeftMirrorWidth else { return contentOffset.x + insets.left }
            return width + insets.right - frame.width - contentOffset.x
        }
    }

    /// Where `frame` starts along the scroll axis, counted from the
    /// content's leading end like ``visibleLeadingDistance``: right to left
    /// in a horizontal collection view, from the right end of frames
    /// mirrored about `mirrorWidth` (by default, the width the offset
    /// follows).
    func leadingStart(of frame: CGRect, mirroredAbout mirrorWidth: CGFloat? = nil) -> CGFloat {
        guard scrollsRightToLeft, let width = mirrorWidth ?? rightToLeftMirrorWidth else {
            return frame.minimum(along: collectionViewLayout.configuration.scrollDirection.axis)
        }
        return width - frame.maxX
    }
}
