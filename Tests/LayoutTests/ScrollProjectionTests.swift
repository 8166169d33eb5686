import Foundation
import Layout
import Testing

@Suite("Projecting a released drag")
struct ScrollProjectionTests {
    @Test("UIKit's projection: offset + v·d / (1 − d); a rate outside 0…1 travels nowhere")
    func projection() {
        #expect(abs(ScrollView.projectedOffset(from: 0, velocity: 2, decelerationRate: .normal) - 998) < 1e-9)
        #expect(abs(ScrollView.projectedOffset(from: 0, velocity: 2, decelerationRate: .fast) - 198) < 1e-9)
        #expect(abs(ScrollView.projectedOffset(from: 100, velocity: -0.5, decelerationRate: .normal) + 149.5) < 1e-9)
        #expect(ScrollView.projectedOffset(from: 42, velocity: 3, decelerationRate: .init(rawValue: 1)) == 42)
        #expect(ScrollView.projectedOffset(from: 42, velocity: 3, decelerationRate: .init(rawValue: 0)) == 42)
    }

    @Test(
        "The delegate is handed the projection, clamped to the scrollable range",
        arguments: [-40, -0.5, 0.3, 2, 40] as [CGFloat], [ScrollView.DecelerationRate.normal, .fast])
    func handedTarget(velocity: CGFloat, rate: ScrollView.DecelerationRate) {
        let scrollView = ScrollView(name: "list")
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        scrollView.contentSize = CGSize(width: 390, height: 10_000)
        scrollView.decelerationRate = rate
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        scrollView.drag(to: 1000.25)
        scrollView.endDragging(velocity: CGPoint(x: 0, y: velocity))
        let projected = ScrollView.projectedOffset(from: 1000.25, velocity: velocity, decelerationRate: rate)
        let expected = min(max(projected, scrollView.restingTopOffset), scrollView.restingBottomOffset)
        #expect(delegate.projectedTargets == [CGPoint(x: 0, y: expected)])
    }

    @Test("A horizontal drag moves both axes; the owner's adjustment runs before the delegate, which can still move it")
    func horizontalDragAndReleaseAdjustment() {
        let scrollView = ScrollView(name: "carousel")
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        scrollView.contentSize = CGSize(width: 3000, height: 200)
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        var adjusted: [CGPoint] = []
        scrollView.releaseTargetAdjustment = { scroller, velocity, target in
            adjusted.append(target)
            target.x = (scroller.contentOffset.x / 100).rounded(.up) * 100 + velocity.x
        }
        scrollView.drag(to: CGPoint(x: 250, y: 0))
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset == CGPoint(x: 250, y: 0))
        scrollView.endDragging(velocity: CGPoint(x: 1, y: 0))
        #expect(adjusted == [CGPoint(x: 250, y: 0)])
        #expect(delegate.projectedTargets == [CGPoint(x: 301, y: 0)])
        _ = scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 301, y: 0))
    }
}
