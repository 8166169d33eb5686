import Foundation

/// An axis of the plane; layout code is written once along a generic axis.
enum LayoutAxis: Hashable, Sendable {
    case horizontal, vertical

    /// The axis across this one.
    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The length along `axis`.
    func length(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? width : height }

    /// A size from its lengths along `axis` and across it.
    init(along axis: LayoutAxis, _ main: CGFloat, across cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    /// A point from its coordinates along `axis` and across it.
    init(along axis: LayoutAxis, _ main: CGFloat, across cross: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension CGRect {
    /// The minimum coordinate along `axis`.
    func minimum(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? minX : minY }

    /// The maximum coordinate along `axis`.
    func maximum(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? maxX : maxY }

    /// The rectangle moved by `delta` along `axis`.
    func moved(by delta: CGFloat, along axis: LayoutAxis) -> CGRect {
        axis == .horizontal ? offsetBy(dx: delta, dy: 0) : offsetBy(dx: 0, dy: delta)
    }

    /// The rectangle with its extent along `axis` replaced by `low...high`.
    func limited(to low: CGFloat, _ high: CGFloat, along axis: LayoutAxis) -> CGRect {
        axis == .horizontal
            ? CGRect(x: low, y: minY, width: high - low, height: height)
            : CGRect(x: minX, y: low, width: width, height: high - low)
    }

    /// The rectangle grown by `amount` on both sides along `axis`.
    func extended(by amount: CGFloat, along axis: LayoutAxis) -> CGRect {
        axis == .horizontal ? insetBy(dx: -amount, dy: 0) : insetBy(dx: 0, dy: -amount)
    }

    /// Whether the two rectangles share an area greater than zero (touching
    /// edges do not count).
    @inline(__always) func overlapsWithArea(_ other: CGRect) -> Bool {
        if size.width >= 0 && size.height >= 0 && other.size.width >= 0 && other.size.height >= 0 {
            // Each edge read straight from the origin and size: the same
            // values as the standardizing accessors below, for these sizes.
            return origin.x < other.origin.x + other.size.width && other.origin.x < origin.x + size.width
                && origin.y < other.origin.y + other.size.height && other.origin.y < origin.y + size.height
        }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

extension DirectionalEdgeInsets {
    /// The inset before the content along `axis` (leading or top).
    func before(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? leading : top }

    /// The inset after the content along `axis` (trailing or bottom).
    func after(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? trailing : bottom }

    /// `rect` made smaller by the insets (left-to-right: leading is left).
    func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + leading, y: rect.minY + top, width: rect.width - leading - trailing,
            height: rect.height - top - bottom)
    }
}

extension EdgeInsets {
    /// The inset before the content along `axis` (left or top).
    func before(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? left : top }

    /// The inset after the content along `axis` (right or bottom).
    func after(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? right : bottom }
}
