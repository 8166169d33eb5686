import Foundation

/// Something with the ten anchors: a ``View`` or a ``LayoutGuide`` (the
/// kit's two layout items; no other type conforms).
///
/// The anchors are written once, here, for both. Package code that holds
/// an attribute as data (a scene file, a parameterised test) also finds the
/// anchor it names through the package-level `xAnchor(_:)`-style lookups on any
/// `AnchorProviding`.
public protocol AnchorProviding: AnyObject {}

extension View: AnchorProviding {}
extension LayoutGuide: AnchorProviding {}

extension AnchorProviding {
    /// The view or guide behind the anchors.
    private var layoutItem: LayoutItem {
        guard let item = self as? LayoutItem else {
            fatalError("AnchorProviding: only View and LayoutGuide provide anchors, not \(Self.self)")
        }
        return item
    }

    /// The leading edge: the left edge, or the right edge where the view
    /// (a guide's view) lays out right to left
    /// (``View/effectiveUserInterfaceLayoutDirection``).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutItem, attribute: .leading) }
    /// The trailing edge: the right edge, or the left edge right to left.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutItem, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutItem, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutItem, attribute: .right) }
    /// The horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutItem, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: layoutItem, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: layoutItem, attribute: .bottom) }
    /// The vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: layoutItem, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: layoutItem, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: layoutItem, attribute: .height) }
}

extension AnchorProviding {
    /// The anchor of a horizontal position attribute, or nil for another attribute.
    package func xAnchor(_ attribute: LayoutConstraint.Attribute) -> LayoutXAxisAnchor? {
        switch attribute {
        case .leading: return leadingAnchor
        case .trailing: return trailingAnchor
        case .left: return leftAnchor
        case .right: return rightAnchor
        case .centerX: return centerXAnchor
        default: return nil
        }
    }

    /// The anchor of a vertical position attribute, or nil for another attribute.
    package func yAnchor(_ attribute: LayoutConstraint.Attribute) -> LayoutYAxisAnchor? {
        switch attribute {
        case .top: return topAnchor
        case .bottom: return bottomAnchor
        case .centerY: return centerYAnchor
        default: return nil
        }
    }

    /// The anchor of a dimension attribute, or nil for another attribute.
    package func dimension(_ attribute: LayoutConstraint.Attribute) -> LayoutDimension? {
        switch attribute {
        case .width: return widthAnchor
        case .height: return heightAnchor
        default: return nil
        }
    }
}
