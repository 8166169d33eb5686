import Foundation

extension CollapsingNavBar {
    /// The bar's panels, in stack order.
    public enum Panel: Int, CaseIterable, Sendable {
        /// The fixed top panel: buttons and the compact title (44).
        case top
        /// The stretch gap (0 at rest), which grows when the content is pulled down.
        case space
        /// The large title (52), which collapses last.
        case largeTitle
        /// The search panel (52) with its ``SearchField``, which collapses first.
        case search
        /// A panel that slides away on scroll (44), collapsing second.
        case closable
        /// A panel that stays (44).
        case pinned
        /// The separator line at the bottom (one pixel).
        case separator

        /// The name of the panel's view, which is also the bar's property
        /// for it: `topPanel`, `spacePanel`, `largeTitlePanel`,
        /// `searchPanel`, `closablePanel`, `pinnedPanel`, `separatorLine`.
        public var viewName: String {
            switch self {
            case .top: return "topPanel"
            case .space: return "spacePanel"
            case .largeTitle: return "largeTitlePanel"
            case .search: return "searchPanel"
            case .closable: return "closablePanel"
            case .pinned: return "pinnedPanel"
            case .separator: return "separatorLine"
            }
        }

        /// The default full height (ours; UIKit's bar heights): 44, 0, 52,
        /// 52, 44, 44, and one pixel, 1/`scale`, for the separator.
        public func defaultHeight(scale: CGFloat) -> CGFloat {
            switch self {
            case .top, .closable, .pinned: return 44
            case .space: return 0
            case .largeTitle, .search: return 52
            case .separator: return 1 / scale
            }
        }
    }
}
