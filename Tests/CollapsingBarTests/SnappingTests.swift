import Foundation
import Testing

@testable import CollapsingBar

@Suite("Snapping")
struct SnappingTests {
    /// Whether a panel is partly collapsed: its height strictly between 0 and full.
    static func isPartlyCollapsed(_ bar: CollapsingNavBar, _ panel: CollapsingNavBar.Panel) -> Bool {
        let height = bar.heightConstraints[panel.rawValue].constant
        let full = bar.fullHeight(of: panel)
        return height > 1e-9 && height < full - 1e-9
    }

    static let velocities: [CGFloat] = [-1.5, -0.3, -0.03, 0, 0.03, 0.3, 1.5]

    @Test(arguments: [ScrollView.DecelerationRate.normal, .fast])
    func releasesNeverRestHalfWay(rate: ScrollView.DecelerationRate) {
        let scene = BarScene()
        let bar = scene.bar
        let scrollView = scene.scrollView
        scrollView.decelerationRate = rate
        let inset = scrollView.contentInset.top
        var runs = 0
        var correctedAfterDeceleration = 0
        for start in stride(from: -21, through: 231, by: 7) {
            for velocity in Self.velocities {
                scrollView.setContentOffset(CGPoint(x: 0, y: -inset), animated: false)
                scrollView.beginDragging()
                scrollView.drag(to: CGFloat(start) - inset)
                // Where the bar sends a release with velocity: the projection, snapped.
                let projected = SnapTarget.projectedOffset(
                    offset: scrollView.contentOffset.y, velocity: velocity, decelerationRate: rate)
                let expected = bar.snappedOffset(
                    for: min(max(projected, scrollView.restingTopOffset), scrollView.restingBottomOffset),
                    in: scrollView)
                scrollView.endDragging(velocity: CGPoint(x: 0, y: velocity))
                let decelerating = scrollView.isDecelerating
                scene.clock.runUntilIdle()
                scene.screen.layoutIfNeeded()
                runs += 1
                let place = "start \(start), velocity \(velocity)"
                #expect(!Self.isPartlyCollapsed(bar, .search), "search half-way after \(place)")
                #expect(!Self.isPartlyCollapsed(bar, .largeTitle), "large title half-way after \(place)")
                for panel in [bar.searchPanel, bar.largeTitlePanel] {
                    #expect(panel.frame.height == 0 || panel.frame.height == 52, "\(panel.name) after \(place)")
                }
                #expect(scene.sweep >= -1e-9, "rests above the top after \(place)")
                if velocity != 0 && decelerating {
                    if abs(scrollView.contentOffset.y - expected) > 1e-9 { correctedAfterDeceleration += 1 }
                }
            }
        }
        #expect(runs == 37 * Self.velocities.count)
        // The projection is exact: the fallback after a deceleration never had to move it.
        #expect(correctedAfterDeceleration == 0)
    }

    @Test func aSlowReleaseSnapsAfterTheScrollStops() {
        let scene = BarScene()
        let scrollView = scene.scrollView
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scene.bar.detach()
        scene.bar.attach(to: scrollView)
        scrollView.beginDragging()
        scrollView.drag(to: 30 - scrollView.contentInset.top)  // the search panel more than half closed
        scrollView.endDragging(velocity: .zero)
        #expect(scrollView.isDecelerating == false)
        #expect(abs(scene.sweep - 30) < 1e-9)  // snaps only once the scroll has stopped, animated
        scene.clock.runUntilIdle()
        #expect(abs(scene.sweep - 52) < 1e-9)
        #expect(delegate.log.suffix(2) == ["didEndDragging false", "didEndScrollingAnimation"])
        // Less than half: back open.
        scrollView.beginDragging()
        scrollView.drag(to: 52 + 60 - scrollView.contentInset.top)  // 16 into the title's 52
        scrollView.endDragging(velocity: .zero)
        scene.clock.runUntilIdle()
        #expect(abs(scene.sweep - 96) < 1e-9)
    }

    @Test func aFlickIsRetargeted() {
        let scene = BarScene()
        let scrollView = scene.scrollView
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scene.bar.detach()
        scene.bar.attach(to: scrollView)
        let inset = scrollView.contentInset.top
        scrollView.beginDragging()
        scrollView.drag(to: 10 - inset)
        // 0.05 pt/ms at 0.998 travels 24.95: to 34.95, more than half of the search panel: closed at 52.
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 0.05))
        scene.clock.runUntilIdle()
        #expect(abs(scene.sweep - 52) < 1e-9)
        #expect(delegate.log.contains("didEndDecelerating"))
        #expect(!delegate.log.contains("didEndScrollingAnimation"))  // no fallback was needed
    }

    @Test func shortContentSnapsWithinItsRange() {
        // The content ends 120 points into the sweep, in the large title's
        // segment (96…148): closing it is out of reach, so it opens.
        let scene = BarScene(contentHeight: 0)
        let scrollView = scene.scrollView
        scrollView.contentSize.height = scrollView.frame.height - scrollView.contentInset.top + 120
        #expect(abs(scrollView.restingBottomOffset + scrollView.contentInset.top - 120) < 1e-9)
        scrollView.beginDragging()
        scrollView.drag(to: 110 - scrollView.contentInset.top)
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 1))
        scene.clock.runUntilIdle()
        #expect(abs(scene.sweep - 96) < 1e-9)
    }

    @Test func snapsFromAMidScrollOrigin() {
        let scene = BarScene(attach: false)
        let scrollView = scene.scrollView
        scrollView.contentOffset.y = 1000
        scene.bar.attach(to: scrollView)
        scrollView.beginDragging()
        scrollView.drag(to: 1030)  // collapse 30 from the origin at 1000
        scrollView.endDragging(velocity: .zero)
        scene.clock.runUntilIdle()
        #expect(abs(scrollView.contentOffset.y - 1052) < 1e-9)
        #expect(abs(scene.bar.collapseOffset - 52) < 1e-9)
    }
}
