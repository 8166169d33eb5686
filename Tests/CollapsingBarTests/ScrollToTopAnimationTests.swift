import CollapsingBar
import Foundation
import Testing

/// Records the scroll-to-top messages a scroll view sends.
final class ScrollToTopDelegate: ScrollViewDelegate {
    var log: [String] = []

    func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        log.append("didScrollToTop \(scrollView.contentOffset.y)")
    }
}

/// The samples of a scroll to the top as a plot on its side: one line a
/// frame, from frame 0 (the start), a bar as long as the distance still to
/// go (`width` columns for the whole distance), `<` left of the axis where
/// the offset has passed the target.
func asciiPlot(_ animation: ScrollToTopAnimation, width: Int = 40) -> String {
    func pad(_ text: String, _ count: Int) -> String {
        String(repeating: " ", count: max(0, count - text.count)) + text
    }
    let total = Double(animation.start - animation.target)
    let targetLabel = String(format: "%.0f", Double(animation.target))
    let startLabel = String(format: "%.0f", Double(animation.start))
    // The target's label over the axis, the start's ending over the last column.
    let header = "frame  time (s)     offset   " + targetLabel
    var lines = [
        header + String(repeating: " ", count: max(1, width + 1 - targetLabel.count - startLabel.count)) + startLabel
    ]
    for k in 0...animation.frameCount {
        let offset = Double(animation.offset(atFrame: k))
        let togo = (offset - Double(animation.target)) / total
        let bar = String(repeating: "#", count: max(0, Int((togo * Double(width)).rounded())))
        let marker = togo < 0 ? "<" : " "
        let time = String(format: "%.3f", Double(k) / Double(animation.framesPerSecond))
        let line = pad(String(k), 5) + "  " + pad(time, 8) + "  " + pad(String(format: "%.3f", offset), 9) + "  "
        lines.append(line + marker + "|" + bar)
    }
    return lines.joined(separator: "\n")
}

@Suite("ScrollToTopAnimation")
struct ScrollToTopAnimationTests {
    /// A root scroll view of 390 × 844 points over 10 000 points of content,
    /// its top inset 96 (the resting top offset −96).
    func makeScrollView(framesPerSecond: Int) -> ScrollView {
        let scrollView = ScrollView(name: "list")
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        scrollView.contentSize = CGSize(width: 390, height: 10_000)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentInset.top = 96
        scrollView.clock = FrameClock(framesPerSecond: framesPerSecond)
        return scrollView
    }

    @Test func durationFormula() {
        #expect(abs(ScrollToTopAnimation.duration(forDistance: 100) - 0.31) < 1e-12)
        #expect(abs(ScrollToTopAnimation.duration(forDistance: 1000) - 0.4) < 1e-12)
        #expect(ScrollToTopAnimation.duration(forDistance: 5000) == 0.6)
        #expect(ScrollToTopAnimation.duration(forDistance: 3000) == 0.6)
        #expect(ScrollToTopAnimation.duration(forDistance: 0) == 0.3)
        #expect(abs(ScrollToTopAnimation.duration(forDistance: -1000) - 0.4) < 1e-12)
        let animation = ScrollToTopAnimation(from: 1000, to: -96, screenHeight: 844)
        #expect(animation.distance == 1096)
        #expect(abs(animation.duration - 0.4096) < 1e-12)
    }

    @Test func shortCurveUpToOneScreenHeightLongBeyond() {
        #expect(ScrollToTopAnimation(from: 500, to: 0, screenHeight: 844).curve == .scrollToTopShort)
        #expect(ScrollToTopAnimation(from: 844, to: 0, screenHeight: 844).curve == .scrollToTopShort)
        #expect(ScrollToTopAnimation(from: 845, to: 0, screenHeight: 844).curve == .scrollToTopLong)
        #expect(ScrollToTopAnimation(from: 748, to: -96, screenHeight: 844).curve == .scrollToTopShort)
        #expect(ScrollToTopAnimation(from: 749, to: -96, screenHeight: 844).curve == .scrollToTopLong)
        #expect(ScrollToTopAnimation.curve(forDistance: 5000, screenHeight: 844) == .scrollToTopLong)
    }

    @Test(
        arguments: [
            (100, 60, 19), (1000, 60, 24), (5000, 60, 36),
            (100, 120, 38), (1000, 120, 48), (5000, 120, 72),
        ] as [(CGFloat, Int, Int)])
    func sampleCounts(distance: CGFloat, framesPerSecond: Int, frames: Int) {
        let animation = ScrollToTopAnimation(
            from: distance, to: 0, screenHeight: 844, framesPerSecond: framesPerSecond)
        #expect(animation.frameCount == frames)
        #expect(animation.samples.count == frames)
        #expect(animation.samples.last == 0)
    }

    @Test(arguments: [60, 120])
    func lastSampleIsExactlyTheTarget(framesPerSecond: Int) {
        for (start, target) in [(1000.1, -96.7), (333.3, -140.33), (-300, -96.7), (7_000.9, -0.1)]
            as [(CGFloat, CGFloat)]
        {
            let animation = ScrollToTopAnimation(
                from: start, to: target, screenHeight: 844, framesPerSecond: framesPerSecond)
            #expect(animation.samples.last == target)
            #expect(animation.offset(atFrame: 0) == start)
        }
    }

    @Test func samplesAreTheCurveAtEachFrameTime() {
        let animation = ScrollToTopAnimation(from: 1000, to: 0, screenHeight: 844, framesPerSecond: 60)
        let samples = animation.samples
        for k in 1..<animation.frameCount {
            // frame k at time k/60 of 0.4 s.
            let expected = 1000 - 1000 * CubicBezierTimingCurve.scrollToTopLong.value(at: Double(k) / 24)
            #expect(abs(Double(samples[k - 1]) - expected) < 1e-9)
        }
        // A duration that is not a whole number of frames: 0.31 s at 60 Hz is 18.6 frames.
        let short = ScrollToTopAnimation(from: 100, to: 0, screenHeight: 844, framesPerSecond: 60)
        let fraction18 = CubicBezierTimingCurve.scrollToTopShort.value(at: 18 / (60 * 0.31))
        #expect(abs(Double(short.samples[17]) - (100 - 100 * fraction18)) < 1e-9)
        #expect(short.samples[18] == 0)
    }

    @Test(arguments: [(500, 0), (1000, 0), (5000, -96), (2000, -96)] as [(CGFloat, CGFloat)])
    func overshootsPastTheTopAndComesBack(start: CGFloat, target: CGFloat) {
        // Scrolling to the top makes the offset decrease toward the target; the overshoot goes below it.
        let animation = ScrollToTopAnimation(from: start, to: target, screenHeight: 844, framesPerSecond: 60)
        let samples = animation.samples
        let lowest = samples.min()!
        #expect(lowest < target)
        #expect(samples.firstIndex(of: lowest)! < samples.count - 1)
        #expect(samples.last == target)
        // Never more than the curve's peak allows: 2.5 % of the distance.
        #expect(target - lowest < 0.025 * (start - target))
    }

    @Test func fromAPulledDownOffsetTheOvershootGoesAboveTheTarget() {
        let animation = ScrollToTopAnimation(from: -400, to: -96, screenHeight: 844, framesPerSecond: 60)
        #expect(animation.samples.max()! > -96)
        #expect(animation.samples.last == -96)
    }

    @Test func zeroDistanceStaysPut() {
        let animation = ScrollToTopAnimation(from: -96, to: -96, screenHeight: 844, framesPerSecond: 60)
        #expect(animation.frameCount == 18)
        #expect(animation.samples.allSatisfy { $0 == -96 })
    }

    @Test(arguments: [60, 120])
    func runningOnAScrollViewPlaysTheSamplesAndLandsExactly(framesPerSecond: Int) {
        let scrollView = makeScrollView(framesPerSecond: framesPerSecond)
        scrollView.contentOffset.y = 2345.6
        let animation = ScrollToTopAnimation(
            from: 2345.6, to: scrollView.restingTopOffset, screenHeight: 844, framesPerSecond: framesPerSecond)
        var seen: [CGFloat] = []
        let token = scrollView.observe(\.contentOffset) { _, change in seen.append(change.newValue.y) }
        var finished: [Bool] = []
        animation.run(on: scrollView) { finished.append($0) }
        #expect(seen.isEmpty)  // from the next step on
        let frames = scrollView.clock.runUntilIdle()
        #expect(frames == animation.frameCount)
        #expect(seen == animation.samples)
        #expect(scrollView.contentOffset.y == -96)
        #expect(finished == [true])
        token.invalidate()
    }

    @Test func statusBarTapThroughTheAnimator() {
        let scrollView = makeScrollView(framesPerSecond: 120)
        let delegate = ScrollToTopDelegate()
        scrollView.delegate = delegate
        scrollView.scrollToTopAnimator = ScrollToTopAnimation.animator
        scrollView.contentOffset.y = 600
        let expected = ScrollToTopAnimation(from: 600, to: -96, screenHeight: 844, framesPerSecond: 120)
        #expect(expected.curve == .scrollToTopShort)
        var seen: [CGFloat] = []
        let token = scrollView.observe(\.contentOffset) { _, change in seen.append(change.newValue.y) }
        scrollView.tapStatusBar()
        scrollView.clock.runUntilIdle()
        #expect(seen == expected.samples)
        #expect(delegate.log == ["didScrollToTop -96.0"])
        token.invalidate()
    }

    @Test func aDragInterruptsTheRun() {
        let scrollView = makeScrollView(framesPerSecond: 60)
        scrollView.contentOffset.y = 1500
        let animation = ScrollToTopAnimation(from: 1500, to: -96, screenHeight: 844, framesPerSecond: 60)
        var finished: [Bool] = []
        animation.run(on: scrollView) { finished.append($0) }
        for _ in 0..<5 { scrollView.clock.step() }
        #expect(scrollView.contentOffset.y == animation.samples[4])
        scrollView.beginDragging()
        #expect(finished == [false])
        scrollView.clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == animation.samples[4])
    }

    @Test func descriptionIsAFrameTable() {
        let animation = ScrollToTopAnimation(from: 1000, to: 0, screenHeight: 844, framesPerSecond: 60)
        let lines = animation.description.split(separator: "\n")
        #expect(lines.count == animation.frameCount + 2)
        #expect(lines[0] == "frame   time     offset")
        #expect(lines[1] == "    0  0.0000   1000.000")
        #expect(lines.last == "   24  0.4000      0.000")
    }

    @Test func theArticlePlotIsGeneratedFromTheCode() throws {
        let plot = asciiPlot(ScrollToTopAnimation(from: 1000, to: 0, screenHeight: 844, framesPerSecond: 60))
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/CollapsingBar.docc/ScrollToTop.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        #expect(text.contains("```\n" + plot + "\n```"), "regenerate the plot in ScrollToTop.md:\n\(plot)")
    }
}
