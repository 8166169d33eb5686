import Foundation

extension CollectionReusableView {
    /// Where the collection view placed a reusable view: the element's
    /// frame, orthogonal section, zIndex, alpha and hidden state, and the
    /// pixel scale.
    typealias Placement = (
        frame: CGRect, section: Int?, zIndex: Int, alpha: CGFloat, isHidden: Bool, scale: CGFloat
    )

    /// The exact frame, in content coordinates, that the collection view
    /// last rounded to the pixel grid at `scale` to give the view `frame`.
    typealias Alignment = (exact: CGRect, scale: CGFloat, frame: CGRect)

    /// The fields of ``CollectionReusableView`` that the collection view's
    /// hot paths read and write, kept in one `UncheckedAccessStorage`; each is
    /// documented where its property forwards to it.
    struct UncheckedFields {
        var appliedKey: CollectionElementKey?
        var appliedAlpha: CGFloat = 1
        var appliedZIndex: Int?
        var placement: Placement?
        var animatedFrame: CGRect?
        var alignment: Alignment?
        var updateStart: (animation: Int, frame: CGRect?) = (0, nil)
        var keptByAnimation = 0
        var isDisplayed = false
        var realizationMark = 0
    }
}
