/// What a view's content means for its layout direction (UIKit's
/// `UISemanticContentAttribute`): whether it flips with the tree's
/// ``UserInterfaceLayoutDirection``.
public enum SemanticContentAttribute: Int, Sendable {
    /// The view follows its tree's direction (the default).
    case unspecified = 0
    /// Playback controls (play, pause, rewind): always left to right, as
    /// media timelines run left to right in every language.
    case playback = 1
    /// Controls whose layout is a spatial direction (arrow keys, a
    /// directional pad): always left to right.
    case spatial = 2
    /// Always left to right, whatever the tree's direction.
    case forceLeftToRight = 3
    /// Always right to left, whatever the tree's direction.
    case forceRightToLeft = 4

    /// The direction of a view with this attribute in a tree laid out in
    /// `direction`.
    func direction(in direction: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        switch self {
        case .unspecified: return direction
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}
