import Foundation
import Layout
import Testing

/// Issue 24: a NaN or infinite constant, a negative width and a NaN root
/// frame were laid out without a word (UIKit raises for NaN).
@Suite("Numbers the layout cannot use are reported")
struct InvalidValueTests {
    /// The reasons of the invalid-value diagnostics delivered, in order.
    func reasons(_ log: DiagnosticLog) -> [String] {
        log.received.compactMap { if case .invalidValue(let reason, _) = $0 { reason } else { nil } }
    }

    @Test func aNaNOrInfiniteConstantIsReportedUntilItIsFixed() {
        let log = DiagnosticLog()
        let root = makeRoot(log: log)
        let a = addView("a", to: root)
        let width = a.widthAnchor.constraint(equalToConstant: .nan)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(reasons(log).count == 1)
        #expect(reasons(log).first?.contains("has a constant or multiplier that is NaN, infinite") == true)
        #expect(root.diagnostics.first?.constraint === width)
        width.constant = 40
        root.layoutIfNeeded()
        #expect(root.diagnostics.isEmpty)
        width.constant = .infinity
        width.constant = .infinity
        root.layoutIfNeeded()
        #expect(reasons(log).count == 2)
        #expect(root.diagnostics.count == 1)
    }

    @Test func aNegativeWidthIsReportedOnce() {
        let log = DiagnosticLog()
        let root = makeRoot(log: log)
        let a = addView("a", to: root)
        let width = a.widthAnchor.constraint(equalToConstant: -10)
        width.isActive = true
        root.layoutIfNeeded()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(reasons(log).count == 1)
        #expect(reasons(log).first?.contains("asks for a negative width") == true)
        width.constant = 10
        #expect(root.diagnostics.isEmpty)
    }

    @Test func aNaNRootFrameIsReported() {
        let log = DiagnosticLog()
        let root = makeRoot("screen", log: log)
        _ = addView("a", to: root)
        root.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100)
        root.layoutIfNeeded()
        #expect(reasons(log).count == 1)
        #expect(reasons(log).first?.hasPrefix("Layout: the root view 'screen' has a frame") == true)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.layoutIfNeeded()
        #expect(root.diagnostics.isEmpty)
    }
}
