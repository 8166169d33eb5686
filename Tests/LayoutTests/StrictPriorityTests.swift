import Foundation
import Layout
import TestSupport
import Testing

/// UIKit promises that higher priorities are met before lower ones; here
/// that holds however many lower-priority constraints pull the other way.
@Suite("Strict priorities")
struct StrictPriorityTests {
    /// A view placed at the origin, 10 high, whose width the test decides.
    func widthOnlyView() -> (View, View) {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(0, 0, 0, 10)).filter { $0.firstAttribute != .width })
        return (root, a)
    }

    @Test("One constraint at 751 beats 1,000 conflicting ones at 750")
    func oneBeatsAThousand() {
        let (root, a) = widthOnlyView()
        let crowd = (0..<SanitizerRuntime.count(full: 1000, sanitized: 100)).map { _ in
            let c = a.widthAnchor.constraint(equalToConstant: 200)
            c.priority = .defaultHigh
            return c
        }
        LayoutConstraint.activate(crowd)
        let one = a.widthAnchor.constraint(equalToConstant: 100)
        one.priority = .defaultHigh + 1
        one.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("One constraint at 251 beats 1,001 at 250")
    func lowLevels() {
        let (root, a) = widthOnlyView()
        let one = a.widthAnchor.constraint(equalToConstant: 100)
        one.priority = .defaultLow + 1
        one.isActive = true
        LayoutConstraint.activate(
            (0..<SanitizerRuntime.count(full: 1001, sanitized: 101)).map { _ in
                let c = a.widthAnchor.constraint(equalToConstant: 200)
                c.priority = .defaultLow
                return c
            })
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
    }

    @Test("Within one priority, more constraints outweigh fewer")
    func withinALevel() {
        let (root, a) = widthOnlyView()
        let constraints = [100, 100, 200].map { width in
            let c = a.widthAnchor.constraint(equalToConstant: CGFloat(width))
            c.priority = LayoutPriority(500)
            return c
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
    }

    @Test("Fractional priorities are distinct levels")
    func fractional() {
        let (root, a) = widthOnlyView()
        let low = a.widthAnchor.constraint(equalToConstant: 100)
        let high = a.widthAnchor.constraint(equalToConstant: 200)
        low.priority = LayoutPriority(500)
        high.priority = LayoutPriority(500.5)
        LayoutConstraint.activate([low, high])
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)
    }

    @Test("Hugging at 251 beats hugging at 250: the 250 view stretches", arguments: [false, true])
    func hugging(swapped: Bool) {
        let root = makeRoot(width: 300)
        let left = addView("left", to: root)
        let right = addView("right", to: root)
        for view in [left, right] {
            view.intrinsicContentSize = CGSize(width: 100, height: 20)
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        let tight = swapped ? left : right
        tight.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(tight.frame.width == 100)
        #expect((swapped ? right : left).frame.width == 200)
        #expect(!left.hasAmbiguousLayout)
        #expect(!right.hasAmbiguousLayout)
    }
}
