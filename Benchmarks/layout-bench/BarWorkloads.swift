import BlackHole
import CollapsingBar
import Foundation
import TestSupport

/// The collapsing bar's workloads: `bar.tick` and `bar.closedForm`.
///
/// Both run the same sweep of the scroll: the sweep `contentOffset.y +
/// contentInset.top` goes from −100 to 400 and back in steps of 0.75 points
/// (a triangle wave of 1,334 ticks; fractional steps, as a deceleration
/// makes), and each tick produces the seven panel frames.
///
/// - `bar.tick`: the real bar on a 390×844 screen at scale 3 with a 47-point
///   safe-area top, attached to a scroll view filling the screen. A tick
///   sets `contentOffset.y` (the bar sets its constants in the offset's
///   observer), lays the screen out and reads every panel's frame.
/// - `bar.closedForm`: the same frames from the offset by the collapse rules
///   in plain arithmetic (`CollapseModel`), into preallocated storage: no
///   solver, no views, no allocation — the physical limit of `bar.tick`.
///
/// Outside the timed regions, the bar's frames are checked against the
/// closed form at every offset of the sweep.
enum BarWorkloads {
    /// The bar's workloads, in the order they run.
    static var all: [Workload] {
        [
            Workload(name: "bar.tick", per: "tick", parameters: [(7, 9)]) { try barTick(panels: $0, runs: $1) },
            Workload(name: "bar.closedForm", per: "tick", parameters: [(7, 9)]) {
                try barClosedForm(panels: $0, runs: $1)
            },
        ]
    }

    /// The sweep values of one period of the triangle wave.
    static let sweeps: [CGFloat] = {
        let up = stride(from: -100.0, to: 400.0, by: 0.75).map { CGFloat($0) }
        let down = stride(from: 400.0, to: -100.0, by: -0.75).map { CGFloat($0) }
        return up + down
    }()

    /// Ticks per sample.
    static let ticks = 13_340

    /// `bar.tick`: per tick, sets the offset of the next sweep value, lays
    /// out and reads the seven frames. Checks every frame against the closed
    /// form over one period first.
    static func barTick(panels p: Int, runs: Int) throws -> Measurement {
        let scene = BarScreen()
        guard scene.panels.count == p else { throw BenchmarkFailure("bar.tick: \(scene.panels.count) panels") }
        let scrollView = scene.scrollView
        let screen = scene.screen
        let panels = scene.panels
        let inset = scrollView.contentInset.top
        let offsets = sweeps.map { $0 - inset }
        try verify(scene, offsets: offsets)

        var checksum: CGFloat = 0
        let (samples, _) = sampleCycles(runs, cycles: ticks, warmUp: ticks / 4) { k in
            scrollView.contentOffset.y = offsets[k % offsets.count]
            screen.layoutIfNeeded()
            for panel in panels {
                let frame = panel.frame
                checksum += frame.minY + frame.height
            }
        }
        blackHole(checksum)
        return Measurement(samples: samples, operations: ticks)
    }

    /// Checks the bar's frames against the closed form at every offset.
    static func verify(_ scene: BarScreen, offsets: [CGFloat]) throws {
        let model = scene.bar.closedFormModel()
        var predicted = [CGRect](repeating: .zero, count: 7)
        for offset in offsets {
            scene.scrollView.contentOffset.y = offset
            scene.screen.layoutIfNeeded()
            model.frames(atOffset: scene.bar.collapseOffset, into: &predicted)
            for (panel, frame) in zip(scene.panels, predicted) where panel.frame != frame {
                throw BenchmarkFailure("bar.tick: \(panel.name) at \(offset) is \(panel.frame), expected \(frame)")
            }
        }
    }

    /// `bar.closedForm`: per tick, the seven pixel-rounded frames of the next
    /// sweep value by the collapse rules, into preallocated storage.
    static func barClosedForm(panels p: Int, runs: Int) throws -> Measurement {
        let scene = BarScreen()
        let model = scene.bar.closedFormModel()
        let sweeps = self.sweeps
        var frames = [CGRect](repeating: .zero, count: p)
        var checksum: CGFloat = 0
        let (samples, _) = sampleCycles(runs, cycles: ticks, warmUp: ticks / 4) { k in
            model.frames(atOffset: sweeps[k % sweeps.count], into: &frames)
            for frame in frames { checksum += frame.minY + frame.height }
        }
        blackHole(checksum)
        // The same frames as the bar's.
        try verify(scene, offsets: sweeps.map { $0 - scene.scrollView.contentInset.top })
        return Measurement(samples: samples, operations: ticks)
    }
}
