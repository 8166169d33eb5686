import Foundation

/// Something with the ten anchors: a ``View`` or a ``LayoutGuide``. For the
/// package's code that holds an attribute as data (a scene file, a
/// parameterised test) and needs the anchor it names.
package protocol AnchorProviding: AnyObject {
    var leadingAnchor: LayoutXAxisAnchor { get }
    var trailingAnchor: LayoutXAxisAnchor { get }
    var leftAnchor: LayoutXAxisAnchor { get }
    var rightAnchor: LayoutXAxisAnchor { get }
    var centerXAnchor: LayoutXAxisAnchor { get }
    var topAnchor: LayoutYAxisAnchor { get }
    var bottomAnchor: LayoutYAxisAnchor { get }
    var centerYAnchor: LayoutYAxisAnchor { get }
    var widthAnchor: LayoutDimension { get }
    var heightAnchor: LayoutDimension { get }
}

extension View: AnchorProviding {}
extension LayoutGuide: AnchorProviding {}

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
