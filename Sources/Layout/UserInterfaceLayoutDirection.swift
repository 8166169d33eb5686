/// The direction a layout runs in (UIKit's `UIUserInterfaceLayoutDirection`):
/// which edge is leading.
///
/// A tree reads it from its root (``View/userInterfaceLayoutDirection``);
/// each view's ``View/effectiveUserInterfaceLayoutDirection`` follows it
/// unless the view's ``View/semanticContentAttribute`` forces one.
public enum UserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is the left edge: English, Chinese, Russian.
    case leftToRight = 0
    /// Leading is the right edge: Arabic, Hebrew, Persian, Urdu.
    case rightToLeft = 1
}
