import CollapsingBar

extension CollapsingNavBar.Panel {
    /// The short name a scene uses: `top`, `space`, `large-title`, `search`,
    /// `closable`, `pinned`, `separator`.
    public var shortName: String {
        switch self {
        case .top: return "top"
        case .space: return "space"
        case .largeTitle: return "large-title"
        case .search: return "search"
        case .closable: return "closable"
        case .pinned: return "pinned"
        case .separator: return "separator"
        }
    }

    /// The panel named by its short name or its view's name (`topPanel`, …).
    public init?(sceneName: String) {
        let panels = Self.allCases
        guard let panel = panels.first(where: { $0.shortName == sceneName || $0.viewName == sceneName }) else {
            return nil
        }
        self = panel
    }
}
