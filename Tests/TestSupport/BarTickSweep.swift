import CollapsingBar
import Foundation

/// The scroll tick of layout-bench's `bar.tick` on a ``BarScreen``, shared by
/// the proofs that the tick allocates nothing (`TickAllocationTests` and the
/// `tick-allocations` executable): the offsets sweep −100 to 400 points and
/// back in steps of 0.75, through the expanded, collapsing and collapsed bar.
public struct BarTickSweep {
    /// The screen the ticks scroll.
    public let fixture: BarScreen
    /// One period of the sweep, as `contentOffset.y` values.
    public let offsets: [CGFloat]

    /// The sweep over `fixture`.
    public init(_ fixture: BarScreen) {
        self.fixture = fixture
        let inset = fixture.scrollView.contentInset.top
        let up = stride(from: -100.0, to: 400.0, by: 0.75).map { CGFloat($0) - inset }
        offsets = up + up.reversed()
    }

    /// Tick `k`: sets the sweep's `k`th offset (modulo a period), lays the
    /// screen out and reads the panels' frames.
    ///
    /// - Returns: the sum of the panels' `minY + height`.
    public func tick(_ k: Int) -> CGFloat {
        fixture.scrollView.contentOffset.y = offsets[k % offsets.count]
        fixture.screen.layoutIfNeeded()
        var sum: CGFloat = 0
        for panel in fixture.panels {
            let frame = panel.frame
            sum += frame.minY + frame.height
        }
        return sum
    }
}
