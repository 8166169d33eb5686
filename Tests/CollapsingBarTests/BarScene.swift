import Foundation
import TestSupport
import Testing

@testable import CollapsingBar

/// The shared bar screen (``BarScreen``) with every diagnostic recorded as
/// a test failure, and the checks that need the bar's internals: the scene
/// of every bar test.
@dynamicMemberLookup
struct BarScene {
    let fixture: BarScreen

    /// Builds the scene; `configure` runs on the bar before it is attached.
    init(
        safeAreaTop: CGFloat = 47, scale: CGFloat = 3, width: CGFloat = 390, height: CGFloat = 844,
        contentHeight: CGFloat = 3000, framesPerSecond: Int = 60, attach: Bool = true,
        configure: (CollapsingNavBar) -> Void = { _ in }
    ) {
        fixture = BarScreen(
            safeAreaTop: safeAreaTop, scale: scale, width: width, height: height, contentHeight: contentHeight,
            framesPerSecond: framesPerSecond, attach: attach,
            onDiagnostic: { Issue.record("unexpected diagnostic: \($0)") }, configure: configure)
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<BarScreen, Value>) -> Value {
        fixture[keyPath: keyPath]
    }

    /// The panels' frames, in stack order.
    var panelFrames: [CGRect] { fixture.panels.map(\.frame) }

    /// The panels' heights as laid out, in stack order.
    var panelHeights: [CGFloat] { fixture.panels.map(\.frame.height) }

    /// Sets the sweep `contentOffset.y + contentInset.top` and lays out.
    func scroll(toSweep sweep: CGFloat) {
        fixture.scroll(toSweep: sweep)
    }

    /// The panels whose frames differ from the closed-form model's at the
    /// bar's collapse offset (a hidden panel's width is not predicted).
    func modelMismatches() -> [String] {
        let bar = fixture.bar
        let predicted = bar.closedFormModel().frames(atOffset: bar.collapseOffset)
        var mismatches: [String] = []
        for panel in CollapsingNavBar.Panel.allCases {
            let view = bar.view(for: panel)
            var frame = view.frame
            if view.isHidden { frame.size.width = predicted[panel.rawValue].width }
            if frame != predicted[panel.rawValue] {
                mismatches.append("\(panel): \(view.frame) vs \(predicted[panel.rawValue])")
            }
        }
        return mismatches
    }
}

/// Every frame of a tree, depth first, with the view's name.
func allFrames(of root: View) -> [String] {
    var result: [String] = []
    func visit(_ view: View) {
        result.append("\(view.name) \(view.frame)")
        view.subviews.forEach(visit)
    }
    visit(root)
    return result
}
