import CollapsingBar
import Foundation
import Layout

/// What `layout-dump` asks of the bar a scene's `bar` statement builds: the
/// `CollapsingBar` module's `CollapsingNavBar`, named `bar` (its panels are
/// named after their properties: `topPanel`, `spacePanel`, …).
extension CollapsingNavBar {
    /// The bar of a scene.
    static func sceneBar() -> CollapsingNavBar {
        CollapsingNavBar(name: "bar")
    }

    /// What the bar is, for output headers.
    var kindDescription: String { "CollapsingNavBar" }
}
