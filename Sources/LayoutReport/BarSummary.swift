/// The collapsing bar over the scroll view, as a report names it: the
/// report knows the bar only by these names (the scene's runner fills
/// them in).
public struct BarSummary: Hashable, Sendable {
    /// One of the bar's panels.
    public struct Panel: Hashable, Sendable {
        /// The name a scene uses: `top`, `large-title`, `search`, ….
        public var shortName: String
        /// Its view's name: `topPanel`, `largeTitlePanel`, ….
        public var viewName: String

        /// Creates a panel's names.
        public init(shortName: String, viewName: String) {
            self.shortName = shortName
            self.viewName = viewName
        }
    }

    /// What the bar is, for headers: its class.
    public var kind: String
    /// The name of the scroll view the bar attaches to.
    public var scrollView: String
    /// The panels present, top to bottom.
    public var panels: [Panel]
    /// The short names of the panels the scene hides, top to bottom.
    public var hiddenPanels: [String]

    /// Creates a bar's summary.
    public init(kind: String, scrollView: String, panels: [Panel], hiddenPanels: [String]) {
        self.kind = kind
        self.scrollView = scrollView
        self.panels = panels
        self.hiddenPanels = hiddenPanels
    }
}
