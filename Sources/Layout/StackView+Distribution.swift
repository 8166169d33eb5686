import Foundation

extension StackView {
    /// The constraints between two neighbouring visible views.
    func makeLink(from view: View, to next: View, proportion: (CGFloat, CGFloat)?) -> Link {
        let a = along
        let relation: LayoutConstraint.Relation =
            distribution == .equalSpacing || distribution == .equalCentering
            ? .greaterThanOrEqual : .equal
        let spacing = make("SV-spacing", (next, a.lead), relation, (view, a.trail), constant: gap(after: view))
        var extra: [LayoutConstraint] = []
        var gapGuide: LayoutGuide?
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            extra.append(make("SV-fill-equally", (next, a.size), .equal, (view, a.size)))
        case .fillProportionally:
            if let (length, nextLength) = proportion {
                // The constraint's first item is the one whose size is a
                // multiple of the other's; a zero intrinsic size is a zero multiple.
                extra.append(
                    length > 0
                        ? make(
                            "SV-fill-proportionally", (next, a.size), .equal, (view, a.size),
                            multiplier: nextLength / length)
                        : make("SV-fill-proportionally", (view, a.size), .equal, (next, a.size), multiplier: 0))
            }
        case .equalSpacing, .equalCentering:
            let reference = gapReference!.guide
            let edges = distribution == .equalSpacing ? (a.trail, a.lead) : (a.center, a.center)
            let guide = LayoutGuide(identifier: "\(name)-gap-\(view.name)-\(next.name)")
            guide.view = self
            gapGuide = guide
            extra += [
                make("SV-distributing", (guide, a.lead), .equal, (view, edges.0), arranged: 2),
                make("SV-distributing", (guide, a.trail), .equal, (next, edges.1), arranged: 2),
                make("SV-fill-equally", (guide, a.size), .equal, (reference, a.size), arranged: 0),
            ]
        }
        return Link(next: next, spacing: spacing, extra: extra, proportion: proportion, guide: gapGuide)
    }

    /// The intrinsic sizes a proportional link is made for, or nil when it
    /// has none (another distribution, or a view without an intrinsic size).
    func proportionKey(_ view: View, _ next: View) -> (CGFloat, CGFloat)? {
        guard distribution == .fillProportionally, let a = intrinsicLength(view), let b = intrinsicLength(next),
            a > 0 || b > 0
        else { return nil }
        return (a, b)
    }

    /// A view's intrinsic size along the axis, or nil for none.
    private func intrinsicLength(_ view: View) -> CGFloat? {
        let size = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        return size >= 0 ? size : nil
    }

    static func sameProportion(_ x: (CGFloat, CGFloat)?, _ y: (CGFloat, CGFloat)?) -> Bool {
        switch (x, y) {
        case (nil, nil): return true
        case (let x?, let y?): return x.0 == y.0 && x.1 == y.1
        default: return false
        }
    }
}
