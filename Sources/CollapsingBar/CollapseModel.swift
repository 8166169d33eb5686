import Foundation

/// The bar's collapse rules as plain arithmetic: panel heights and
/// pixel-rounded panel frames from the collapse offset, with no solver and
/// no views.
///
/// ``CollapsingNavBar`` sets its height constraints' constants from
/// ``heights(atOffset:)``, so the solver lays out exactly these heights;
/// ``frames(atOffset:into:)`` then predicts the frames the layout pass writes
/// (the tests compare the two over a sweep, and `layout-bench`'s
/// `bar.closedForm` times it as the physical limit of `bar.tick`).
///
/// With `o` the collapse offset and `c = max(o, 0)`, in stack order:
///
/// ```
/// top        = top₀                                  fixed
/// space      = max(−o, 0)                            the stretch gap (0 without a space panel)
/// largeTitle = title₀    − clamp(c − search₀ − closable₀, 0, title₀)     collapses last
/// search     = search₀   − clamp(c, 0, search₀)                          collapses first
/// closable   = closable₀ − clamp(c − search₀, 0, closable₀)              collapses second
/// pinned     = pinned₀                               fixed
/// separator  = separator₀                            fixed (one pixel)
/// ```
///
/// where `x₀` is a panel's full height, 0 for a hidden panel.
package struct CollapseModel: Equatable {
    /// One value per panel, in stack order.
    package struct Heights: Equatable {
        /// The top panel (compact title and buttons).
        package var top: CGFloat
        /// The stretch gap.
        package var space: CGFloat
        /// The large title panel.
        package var largeTitle: CGFloat
        /// The search panel.
        package var search: CGFloat
        /// The closable panel.
        package var closable: CGFloat
        /// The pinned panel.
        package var pinned: CGFloat
        /// The separator line.
        package var separator: CGFloat

        /// Creates the heights of the seven panels.
        package init(
            top: CGFloat, space: CGFloat, largeTitle: CGFloat, search: CGFloat, closable: CGFloat, pinned: CGFloat,
            separator: CGFloat
        ) {
            (self.top, self.space, self.largeTitle, self.search) = (top, space, largeTitle, search)
            (self.closable, self.pinned, self.separator) = (closable, pinned, separator)
        }

        /// Creates the heights of the seven panels from a function of the panel.
        package init(_ height: (CollapsingNavBar.Panel) -> CGFloat) {
            self.init(
                top: height(.top), space: height(.space), largeTitle: height(.largeTitle), search: height(.search),
                closable: height(.closable), pinned: height(.pinned), separator: height(.separator))
        }

        /// The sum of the seven heights, summed in stack order.
        package var sum: CGFloat { top + space + largeTitle + search + closable + pinned + separator }

        /// The sum of the heights without the stretch gap, in stack order.
        var sumWithoutSpace: CGFloat { top + largeTitle + search + closable + pinned + separator }
    }

    /// The full height of each panel, 0 for a hidden one (`space` is ignored:
    /// the gap is 0 at rest).
    package var fullHeights: Heights
    /// Whether the stretch gap can grow (the space panel is present).
    var hasSpacePanel = true
    /// The full height of the search field inside the search panel.
    package var searchFieldHeight: CGFloat = CollapsingNavBar.defaultSearchFieldHeight
    /// The pixels per point of the screen (the root's `contentScaleFactor`).
    package var scale: CGFloat = 3
    /// The stack's left edge in root coordinates.
    package var stackLeft: CGFloat = 0
    /// The stack's top edge in root coordinates: the bar's top (0 when it is
    /// pinned to the screen's top) plus the safe-area top.
    package var stackTop: CGFloat = 0
    /// The stack's width.
    package var width: CGFloat = 0

    /// Creates the rules for panels of the given full heights.
    package init(
        fullHeights: Heights, hasSpacePanel: Bool = true,
        searchFieldHeight: CGFloat = CollapsingNavBar.defaultSearchFieldHeight, scale: CGFloat = 3,
        stackLeft: CGFloat = 0, stackTop: CGFloat = 0, width: CGFloat = 0
    ) {
        self.fullHeights = fullHeights
        self.hasSpacePanel = hasSpacePanel
        self.searchFieldHeight = searchFieldHeight
        self.scale = scale
        self.stackLeft = stackLeft
        self.stackTop = stackTop
        self.width = width
    }

    /// The height the panels can give up: search, closable and large title.
    var collapsibleHeight: CGFloat { fullHeights.search + fullHeights.closable + fullHeights.largeTitle }

    /// The stack's height when expanded (gap at 0).
    package var expandedStackHeight: CGFloat { heights(atOffset: 0).sumWithoutSpace }

    /// The stack's height when collapsed: top + pinned + separator.
    package var collapsedStackHeight: CGFloat { heights(atOffset: collapsibleHeight).sumWithoutSpace }

    /// The range of collapse offsets over which the search panel closes.
    var searchSegment: ClosedRange<CGFloat> { 0...fullHeights.search }

    /// The range of collapse offsets over which the large title closes.
    var largeTitleSegment: ClosedRange<CGFloat> {
        let start = fullHeights.search + fullHeights.closable
        return start...(start + fullHeights.largeTitle)
    }

    /// Every panel's height at a collapse offset (see the type's rules).
    package func heights(atOffset offset: CGFloat) -> Heights {
        let full = fullHeights
        let c = max(offset, 0)
        var h = full
        h.space = hasSpacePanel ? max(-offset, 0) : 0
        h.search = full.search - min(max(c, 0), full.search)
        h.closable = full.closable - min(max(c - full.search, 0), full.closable)
        h.largeTitle = full.largeTitle - min(max(c - full.search - full.closable, 0), full.largeTitle)
        return h
    }

    /// The search field's height at a collapse offset: it shrinks first,
    /// `searchField₀ − clamp(c, 0, searchField₀)`, and then, flat, moves up
    /// with the rest of the panel (it is centred in the panel).
    package func searchFieldHeight(atOffset offset: CGFloat) -> CGFloat {
        guard fullHeights.search > 0 else { return 0 }
        let field = min(searchFieldHeight, fullHeights.search)
        return field - min(max(offset, 0), field)
    }

    /// How collapsed the whole bar is, 0 expanded … 1 collapsed:
    /// `(max − height) / (max − min)` over the stack's height without the gap.
    package func progress(atOffset offset: CGFloat) -> CGFloat {
        CollapseProgress.progress(
            constant: heights(atOffset: offset).sumWithoutSpace, min: collapsedStackHeight, max: expandedStackHeight)
    }

    /// Writes the seven panel frames at a collapse offset into `frames[0..<7]`,
    /// in the stack's coordinates, rounded as the layout pass rounds them:
    /// each edge to the pixel grid in root coordinates (ties away from
    /// zero), the frame rebuilt from the rounded edges, relative to the
    /// stack's rounded origin. A hidden panel is a zero-height frame at the
    /// bottom of the one above it.
    ///
    /// - Precondition: `frames.count >= 7`.
    /// - Complexity: O(1), no allocation.
    package func frames(atOffset offset: CGFloat, into frames: inout [CGRect]) {
        let h = heights(atOffset: offset)
        let scale = self.scale
        let originX = stackLeft.roundedToPixel(scale: scale)
        let originY = stackTop.roundedToPixel(scale: scale)
        let width = (stackLeft + self.width).roundedToPixel(scale: scale) - originX
        var y = stackTop
        var top = originY
        func next(_ height: CGFloat, _ index: Int) {
            y += height
            let bottom = y.roundedToPixel(scale: scale)
            frames[index] = CGRect(x: 0, y: top - originY, width: width, height: bottom - top)
            top = bottom
        }
        next(h.top, 0)
        next(h.space, 1)
        next(h.largeTitle, 2)
        next(h.search, 3)
        next(h.closable, 4)
        next(h.pinned, 5)
        next(h.separator, 6)
    }

    /// The seven panel frames at a collapse offset (see ``frames(atOffset:into:)``).
    package func frames(atOffset offset: CGFloat) -> [CGRect] {
        var result = [CGRect](repeating: .zero, count: 7)
        frames(atOffset: offset, into: &result)
        return result
    }
}
