import Foundation
import Layout

/// Constraints pinning the four edges of `view` to those of its superview,
/// inset (inactive: activate them).
///
/// - Precondition: `view` has a superview.
public func pinEdges(_ view: View, inset: CGFloat = 0) -> [LayoutConstraint] {
    guard let parent = view.superview else { fatalError("pinEdges(_:inset:) needs a superview") }
    return [
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
        view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
        view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset),
    ]
}
