import Foundation
import Layout

extension CollapsingNavBar {
    /// The fields of ``CollapsingNavBar`` that its hot paths read and write, kept in one
    /// `UncheckedAccessStorage`; each is documented where its property forwards to it.
    struct UncheckedFields {
        var fullHeightStorage: [CGFloat?] = Panel.allCases.map { $0 == .separator ? nil : $0.defaultHeight(scale: 3) }
        var searchFieldFullHeight: CGFloat = CollapsingNavBar.defaultSearchFieldHeight
        weak var scrollView: ScrollView?
        var isSearchActive: Bool = false
        var collapseOffset: CGFloat = 0
        var startOffset: CGFloat = 0
        var startCollapse: CGFloat = 0
        var model: CollapseModel = CollapseModel(fullHeights: .init { $0.defaultHeight(scale: 3) })
        var modelHiddenMask: Int = 0
        var titleFade: TitleCrossFade = TitleCrossFade(clock: FrameClock())
        var lastMeasureKey: MeasureKey?
        var isAdjustingScrollView: Bool = false
        var needsCollapseApplication: Bool = true
        var collapseApplicationCount: Int = 0
        var appliedInset: CGFloat?
        var measuresFromLiveFrames: Bool = false
    }
}
