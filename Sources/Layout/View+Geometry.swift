import Foundation

extension View {
    /// The center of ``frame``, in the superview's coordinates.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Converts a point from this view's coordinates (its ``bounds``) to
    /// `view`'s, or to the root's when `view` is nil. Frames are those of the
    /// last layout pass; a view of another tree is reached through the roots'
    /// coordinates, as if the two roots coincided.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// Converts a point from `view`'s coordinates, or the root's when `view`
    /// is nil, to this view's (the inverse of `convert(_:to:)`).
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        return pointFromRoot(inRoot)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s, or to
    /// the root's when `view` is nil (its origin moves; its size stays).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates, or the root's when
    /// `view` is nil, to this view's (its origin moves; its size stays).
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Where a point of this view's bounds lies in its root's bounds.
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var view = self
        while let parent = view.superview {
            p = view.pointInSuperview(p)
            view = parent
        }
        return p
    }

    /// Where a point of the root's bounds lies in this view's bounds.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        guard let parent = superview else { return point }
        let inParent = parent.pointFromRoot(point)
        return CGPoint(
            x: inParent.x - frame.minX + boundsOrigin.x, y: inParent.y - frame.minY + boundsOrigin.y)
    }

    /// Where a point of this view's bounds lies in its superview's bounds.
    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - boundsOrigin.x + frame.minX, y: point.y - boundsOrigin.y + frame.minY)
    }
}
