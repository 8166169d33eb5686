import CollapsingBar
import Foundation

/// A phone screen with a scroll view filling it and a collapsing bar pinned
/// to its top, attached at rest: the scene of the bar's tests and of
/// `layout-bench`'s bar workloads.
public struct BarScreen {
    /// The root view, at the given size, scale and safe area (bottom 34).
    public let screen: View
    /// The scroll view filling the screen.
    public let scrollView: ScrollView
    /// The bar, pinned to the screen's top.
    public let bar: CollapsingNavBar
    /// The scroll view's clock.
    public let clock: FrameClock
    /// The bar's seven panels, in stack order.
    public let panels: [View]

    /// Builds the scene and lays it out.
    ///
    /// - Parameters:
    ///   - attach: whether to attach the bar to the scroll view (after
    ///     `configure`, with the offset at its resting top).
    ///   - onDiagnostic: the screen's diagnostic handler; nil keeps the
    ///     kit's default (writing to standard error).
    ///   - configure: runs on the bar before it is attached.
    public init(
        safeAreaTop: CGFloat = 47, scale: CGFloat = 3, width: CGFloat = 390, height: CGFloat = 844,
        contentHeight: CGFloat = 3000, framesPerSecond: Int = 60, attach: Bool = true,
        onDiagnostic: ((LayoutDiagnostic) -> Void)? = nil, configure: (CollapsingNavBar) -> Void = { _ in }
    ) {
        screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: width, height: height)
        screen.contentScaleFactor = scale
        screen.safeAreaInsets = EdgeInsets(top: safeAreaTop, bottom: 34)
        if let onDiagnostic { screen.onDiagnostic = onDiagnostic }
        scrollView = ScrollView(name: "scrollView")
        clock = FrameClock(framesPerSecond: framesPerSecond)
        scrollView.clock = clock
        scrollView.contentSize = CGSize(width: width, height: contentHeight)
        screen.addSubview(scrollView)
        LayoutConstraint.activate(pinEdges(scrollView))
        bar = CollapsingNavBar()
        bar.pinToTop(of: screen)
        configure(bar)
        scrollView.contentOffset.y = scrollView.restingTopOffset  // at rest, as a screen starts
        screen.layoutIfNeeded()
        if attach { bar.attach(to: scrollView) }
        screen.layoutIfNeeded()
        panels = CollapsingNavBar.Panel.allCases.map(bar.view(for:))
    }

    /// The sweep `contentOffset.y + contentInset.top`: 0 at rest.
    public var sweep: CGFloat { scrollView.contentOffset.y + scrollView.contentInset.top }

    /// Sets the sweep `contentOffset.y + contentInset.top` and lays out.
    public func scroll(toSweep sweep: CGFloat) {
        scrollView.contentOffset.y = sweep - scrollView.contentInset.top
        screen.layoutIfNeeded()
    }
}
