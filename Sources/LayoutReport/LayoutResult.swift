import Layout

/// What a run produced: the layouts of a view tree, with what the reports
/// print around them — the screen, the direction, the bar and the updates,
/// as plain data (a report knows no scene, bar or collection view).
public struct LayoutResult: Sendable {
    /// The screen the tree was laid out on.
    public var screen: Screen
    /// The direction the screen laid out in.
    public var direction: UserInterfaceLayoutDirection
    /// The collapsing bar, if the tree has one.
    public var bar: BarSummary?
    /// The batch updates applied after the offsets, in the order applied
    /// (``OffsetLayout``'s update steps count in this list).
    public var updates: [UpdateSummary]
    /// The scroll view the offsets drove, if any.
    public var scrollViewName: String?
    /// The layout at each offset, in the order visited.
    public var layouts: [OffsetLayout]
    /// The section whose own scroller the offsets drove, if any (its name
    /// is ``scrollViewName``).
    package var orthogonalSection: Int?
    /// What the scene's collection views reported (a layout they refused,
    /// a request out of range), each once, in the order reported.
    package var collectionProblems: [String] = []

    /// What the bar is, if the tree has one: its class.
    public var barKind: String? { bar?.kind }

    package init(
        screen: Screen, direction: UserInterfaceLayoutDirection = .leftToRight, bar: BarSummary? = nil,
        updates: [UpdateSummary] = [], scrollViewName: String?, layouts: [OffsetLayout]
    ) {
        self.screen = screen
        self.direction = direction
        self.bar = bar
        self.updates = updates
        self.scrollViewName = scrollViewName
        self.layouts = layouts
    }

    /// What the layout kit reported besides unsatisfiable constraints (a
    /// refused priority change, a constraint left inactive for want of a
    /// common ancestor) at any offset, each once, in the order first seen.
    public var otherDiagnostics: [DiagnosticState] {
        // A collection layout's refusal is among the collection problems,
        // with the collection's name: not again here.
        var seen = Set(collectionProblems.map { String($0.drop { $0 != " " }.dropFirst()) })
        var result: [DiagnosticState] = []
        for layout in layouts {
            for d in layout.diagnostics where d.kind != .unsatisfiable && seen.insert(d.message).inserted {
                result.append(d)
            }
        }
        return result
    }

    /// The constraints broken at any offset, each once, in the order first seen.
    public var brokenConstraints: [ConstraintState] {
        var seen: Set<String> = []
        var result: [ConstraintState] = []
        for layout in layouts {
            for c in layout.constraints where c.isBroken && seen.insert(c.description).inserted {
                result.append(c)
            }
        }
        return result
    }
}
