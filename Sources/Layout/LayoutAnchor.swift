import Cassowary
import Foundation

/// An object that takes part in layout: a ``View`` or a ``LayoutGuide``.
/// Its rectangle is four solver variables in the coordinates of its root view.
protocol LayoutItem: AnyObject {
    /// The item's variables.
    var geometry: ItemGeometry { get }
    /// The view that owns the item: the view itself, or a guide's view.
    var owningView: View? { get }
    /// The name used in constraint descriptions.
    var layoutName: String { get }
}

/// The four variables of a layout item, in the coordinates of its root view
/// (scroll offsets aside: a scroll view's content is laid out unscrolled).
@safe final class ItemGeometry {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// The item these are the variables of, nil once it is gone. Not
    /// retained (nor weak, see `LayoutConstraint.Side`): the item clears it
    /// before it goes away.
    unowned(unsafe) var item: LayoutItem?
    /// The item when it is a view (nil for a guide, and once the view is
    /// gone): a constraint finds its views without a call through
    /// `LayoutItem`.
    var view: View? {
        get { unsafe unretainedView?.takeUnretainedValue() }
        set { unsafe unretainedView = unsafe newValue.map { unsafe Unmanaged.passUnretained($0) } }
    }
    /// ``view`` as stored, read without a reference count: activating a
    /// constraint finds its views' root and common ancestor without a
    /// retain and a release of each.
    var unretainedView: Unmanaged<View>?

    init(name: String) {
        (minX, minY, width, height) = Variable.four(name, ".minX", ".minY", ".width", ".height")
    }

    /// Marks the four variables as `owner`'s (see `Variable.owner`), or
    /// nobody's with nil.
    func setOwner(_ owner: AnyObject?) {
        minX.owner = owner
        minY.owner = owner
        width.owner = owner
        height.owner = owner
    }

    /// Appends the terms of an attribute's expression, times `k`, to
    /// `terms`, one at a time (`terms += [a, b]` would make the literal's
    /// array on the heap). With `rightToLeft`, leading is the right edge
    /// and trailing the left.
    func appendTerms(
        of attribute: LayoutConstraint.Attribute, times k: Double, rightToLeft: Bool = false,
        to terms: inout [Term]
    ) {
        switch attribute {
        case .left, .leftMargin:
            terms.append(Term(minX, k))
        case .right, .rightMargin:
            terms.append(Term(minX, k))
            terms.append(Term(width, k))
        case .leading, .leadingMargin:
            terms.append(Term(minX, k))
            if rightToLeft { terms.append(Term(width, k)) }
        case .trailing, .trailingMargin:
            terms.append(Term(minX, k))
            if !rightToLeft { terms.append(Term(width, k)) }
        case .centerX, .centerXWithinMargins:
            terms.append(Term(minX, k))
            terms.append(Term(width, 0.5 * k))
        case .top, .topMargin:
            terms.append(Term(minY, k))
        case .bottom, .bottomMargin:
            terms.append(Term(minY, k))
            terms.append(Term(height, k))
        case .centerY, .centerYWithinMargins:
            terms.append(Term(minY, k))
            terms.append(Term(height, 0.5 * k))
        case .width: terms.append(Term(width, k))
        case .height: terms.append(Term(height, k))
        case .notAnAttribute: break
        }
    }
}

/// An attribute of a layout item from which constraints are made (UIKit's
/// `NSLayoutAnchor`). X-axis, Y-axis and dimension anchors are distinct types,
/// so a constraint between an X and a Y anchor does not compile.
public class LayoutAnchor<AnchorType: AnyObject> {
    let item: LayoutItem
    let attribute: LayoutConstraint.Attribute

    init(item: LayoutItem, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The view or guide the anchor belongs to.
    public var anchorItem: AnyObject { item }

    func make(
        _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            first: (item, attribute), relation: relation, second: other.map { ($0.item, $0.attribute) },
            multiplier: multiplier, constant: constant)
        if let other {
            constraint.invalidReason = LayoutConstraint.directionMixProblem(attribute, other.attribute)
        }
        return constraint
    }

    /// An inactive constraint `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// An inactive constraint `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// An inactive constraint `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// An anchor on the horizontal axis: leading, trailing, left, right, center X.
/// A constraint between a leading or trailing anchor and a left or right one
/// is invalid, as in UIKit (which raises an exception): activating it
/// reports ``LayoutDiagnostic/invalidConstraint(_:reason:)`` and leaves it
/// inactive.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// An anchor on the vertical axis: top, bottom, center Y.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or height anchor; it can also be constrained to a constant or to a
/// multiple of another dimension.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// An inactive constraint `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        make(.equal, nil, constant: constant)
    }

    /// An inactive constraint `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant)
    }

    /// An inactive constraint `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant)
    }

    /// An inactive constraint `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// An inactive constraint `self >= anchor × multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// An inactive constraint `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
