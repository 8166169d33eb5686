import CollapsingBar
import Foundation
import Testing

/// A delegate that snaps the projected target out of the bar's collapse
/// segments, as the bar does in `scrollViewWillEndDragging`.
final class SnappingDelegate: ScrollViewDelegate {
    let snap: SnapTarget
    var projected: [CGFloat] = []

    init(snap: SnapTarget) {
        self.snap = snap
    }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        projected.append(targetContentOffset.y)
        let sweep = targetContentOffset.y + scrollView.contentInset.top
        targetContentOffset.y += snap.adjustment(forSweep: sweep)
    }
}

@Suite("SnapTarget")
struct SnapTargetTests {
    /// The default bar: the search panel collapses over 0…52 of the sweep,
    /// the closable panel over 52…96 (not snapped), the large title over 96…148.
    let bar = SnapTarget(segments: [.init(start: 0, length: 52), .init(start: 96, length: 52)])

    @Test func projectionIsUIKits() {
        #expect(abs(SnapTarget.projectedOffset(offset: 0, velocity: 2, decelerationRate: .normal) - 998) < 1e-9)
        #expect(abs(SnapTarget.projectedOffset(offset: 0, velocity: 2, decelerationRate: .fast) - 198) < 1e-9)
        #expect(abs(SnapTarget.projectedOffset(offset: 100, velocity: -0.5) - (100 - 249.5)) < 1e-9)
        #expect(SnapTarget.projectedOffset(offset: 42, velocity: 0) == 42)
        #expect(SnapTarget.projectedOffset(offset: 42, velocity: 3, decelerationRate: .init(rawValue: 1)) == 42)
    }

    @Test(arguments: [ScrollView.DecelerationRate.normal, .fast])
    func projectionAgreesWithTheScrollViewToTheBit(rate: ScrollView.DecelerationRate) {
        let scrollView = ScrollView(name: "list")
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        scrollView.contentSize = CGSize(width: 390, height: 100_000)
        scrollView.decelerationRate = rate
        let recorder = SnappingDelegate(snap: SnapTarget(segments: []))
        scrollView.delegate = recorder
        for velocity in [0.37, 1.3, -0.21, 2.9] as [CGFloat] {
            scrollView.drag(to: 5000.3)
            scrollView.endDragging(velocity: CGPoint(x: 0, y: velocity))
            let expected = SnapTarget.projectedOffset(offset: 5000.3, velocity: velocity, decelerationRate: rate)
            #expect(recorder.projected.last == expected)
            scrollView.clock.runUntilIdle()
        }
    }

    @Test func snapsToTheNearerEndOfASegment() {
        #expect(bar.snap(-30) == -30)  // pulled down: nothing collapsed
        #expect(bar.snap(0) == 0)
        #expect(bar.snap(10) == 0)
        #expect(bar.snap(25.9) == 0)
        #expect(bar.snap(26) == 52)  // half collapsed closes
        #expect(bar.snap(51) == 52)
        #expect(bar.snap(52) == 52)
        #expect(bar.snap(70) == 70)  // the closable panel is not snapped
        #expect(bar.snap(100) == 96)
        #expect(bar.snap(122) == 148)
        #expect(bar.snap(148) == 148)
        #expect(bar.snap(900) == 900)
        #expect(bar.adjustment(forSweep: 10) == -10)
        #expect(bar.adjustment(forSweep: 130) == 18)
        #expect(bar.adjustment(forSweep: 70) == 0)
    }

    @Test func segmentsAreSortedAndMayTouch() {
        let snap = SnapTarget(segments: [.init(start: 52, length: 52), .init(start: 0, length: 52)])
        #expect(snap.segments.map(\.start) == [0, 52])
        #expect(snap.snap(60) == 52)
        #expect(snap.snap(90) == 104)
        #expect(snap.snap(40) == 52)
    }

    @Test func zeroLengthSegmentsChangeNothing() {
        let snap = SnapTarget(segments: [.init(start: 30, length: 0)])
        for sweep in [29, 30, 31] as [CGFloat] { #expect(snap.snap(sweep) == sweep) }
    }

    @Test func segmentFractions() {
        let segment = SnapTarget.Segment(start: 96, length: 52)
        #expect(segment.end == 148)
        #expect(segment.collapsedFraction(atSweep: 50) == 0)
        #expect(segment.collapsedFraction(atSweep: 122) == 0.5)
        #expect(segment.collapsedFraction(atSweep: 200) == 1)
        #expect(segment.isPartlyCollapsed(atSweep: 97))
        #expect(!segment.isPartlyCollapsed(atSweep: 96))
        #expect(!segment.isPartlyCollapsed(atSweep: 148))
    }

    @Test(arguments: [ScrollView.DecelerationRate.normal, .fast])
    func noReleaseLeavesASegmentPartlyCollapsed(rate: ScrollView.DecelerationRate) {
        let inset: CGFloat = 148 + 47
        var checked = 0
        for offset in stride(from: -inset - 60, through: 400, by: 3.7) as StrideThrough<CGFloat> {
            for velocity in stride(from: -3, through: 3, by: 0.05) as StrideThrough<CGFloat> {
                let projected = SnapTarget.projectedOffset(offset: offset, velocity: velocity, decelerationRate: rate)
                let sweep = projected + inset
                let snapped = bar.snap(sweep)
                for segment in bar.segments {
                    #expect(!segment.isPartlyCollapsed(atSweep: snapped), "offset \(offset), velocity \(velocity)")
                    if segment.isPartlyCollapsed(atSweep: sweep) {
                        // It moves to the nearer end of the segment it was in.
                        #expect(snapped == segment.start || snapped == segment.end)
                        #expect(abs(snapped - sweep) <= segment.length / 2)
                    }
                }
                if !bar.segments.contains(where: { $0.isPartlyCollapsed(atSweep: sweep) }) {
                    #expect(snapped == sweep)
                }
                checked += 1
            }
        }
        #expect(checked > 10_000)
    }

    @Test(arguments: [ScrollView.DecelerationRate.normal, .fast])
    func aScrollViewDeceleratesOntoTheSnappedTarget(rate: ScrollView.DecelerationRate) {
        let scrollView = ScrollView(name: "list")
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        scrollView.contentSize = CGSize(width: 390, height: 10_000)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentInset.top = 240
        scrollView.decelerationRate = rate
        let delegate = SnappingDelegate(snap: bar)
        scrollView.delegate = delegate
        for (release, velocity) in [(-200, 0.02), (-230, -0.01), (-150, 0.05), (-120, -0.03), (-180, 0.2)]
            as [(CGFloat, CGFloat)]
        {
            scrollView.drag(to: release)
            scrollView.endDragging(velocity: CGPoint(x: 0, y: velocity))
            scrollView.clock.runUntilIdle()
            let sweep = scrollView.contentOffset.y + scrollView.contentInset.top
            #expect(bar.segments.allSatisfy { !$0.isPartlyCollapsed(atSweep: sweep) }, "stopped at sweep \(sweep)")
            #expect(sweep == bar.snap(delegate.projected.last! + 240))
        }
    }
}
