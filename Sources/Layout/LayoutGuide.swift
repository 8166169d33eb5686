import Foundation

/// A rectangle that takes part in layout without being a view (UIKit's
/// `UILayoutGuide`), such as a view's ``View/safeAreaLayoutGuide``.
public final class LayoutGuide: LayoutItem {
    /// A name shown in constraint descriptions.
    public var identifier: String
    let geometry: ItemGeometry
    weak var view: View?

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init(identifier: String = "guide") {
        self.identifier = identifier
        geometry = ItemGeometry(name: identifier)
    }

    /// The view that owns the guide.
    public var owningView: View? { view }
    var layoutName: String { identifier }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout.
    public var layoutFrame: CGRect {
        guard let view else { return .zero }
        let origin = view.layoutOrigin
        return CGRect(
            x: geometry.minX.value - origin.x, y: geometry.minY.value - origin.y,
            width: geometry.width.value, height: geometry.height.value)
    }

    /// The guide's leading edge.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The guide's width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
