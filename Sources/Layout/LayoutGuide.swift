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
        unsafe geometry.item = self
    }

    deinit {
        unsafe geometry.item = nil
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

}
