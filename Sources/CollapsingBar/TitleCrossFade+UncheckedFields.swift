import Foundation
import Layout

extension TitleCrossFade {
    /// The fields of ``TitleCrossFade`` that its hot paths read and write, kept in one
    /// `UncheckedAccessStorage`; each is documented where its property forwards to it.
    struct UncheckedFields {
        var isLargeTitleShown: Bool = false
        var wantsLargeTitle: Bool = false
        var largeTitleAlpha: CGFloat = 0
        var callback: FrameClock.CallbackID?
    }
}
