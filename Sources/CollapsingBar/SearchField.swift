import Foundation
import UncheckedAccess

/// The search field of a ``CollapsingNavBar``'s search panel: a rounded
/// field (36 points at rest, ours) whose magnifying-glass icon and
/// placeholder fade out as the panel collapses.
///
/// The kit draws nothing, so the field is a plain view plus the two alphas
/// a renderer would apply. The bar keeps it centred in the search panel and
/// sets its height and alphas on every scroll: as the panel collapses the
/// field first shrinks to nothing, then moves up with the closing panel.
///
/// ```
/// c = how far the search panel has collapsed (0…52)
/// height           = 36 − clamp(c, 0, 36)
/// placeholderAlpha = 1 − clamp(c / 18, 0, 1)    gone when the field is half its height
/// iconAlpha        = 1 − clamp(c / 36, 0, 1)    gone when the field is flat
/// ```
public final class SearchField: View {
    /// The fields that the hot paths read and write, stored without
    /// run-time exclusivity checks (see `UncheckedAccessStorage`).
    let searchFields = UncheckedAccessStorage(SearchField.UncheckedFields())

    /// The alpha of the placeholder text: 1 at rest, 0 once the field has
    /// shrunk to half its height.
    public internal(set) var placeholderAlpha: CGFloat {
        get { searchFields.value.placeholderAlpha }
        _modify { yield &searchFields.value.placeholderAlpha }
    }

    /// The alpha of the magnifying-glass icon: 1 at rest, 0 once the field
    /// has shrunk to nothing.
    public internal(set) var iconAlpha: CGFloat {
        get { searchFields.value.iconAlpha }
        _modify { yield &searchFields.value.iconAlpha }
    }

    /// Sets both alphas for a field that has given up `collapse` points of
    /// its `fullHeight`.
    func updateAlphas(collapse: CGFloat, fullHeight: CGFloat) {
        placeholderAlpha = CollapseProgress.alpha(
            forProgress: CollapseProgress.progress(of: collapse, over: 0...(fullHeight / 2)), fadesOut: true)
        iconAlpha = CollapseProgress.alpha(
            forProgress: CollapseProgress.progress(of: collapse, over: 0...fullHeight), fadesOut: true)
    }
}
