import Foundation
import Layout
import TestSupport
import Testing

/// A random tree whose horizontal constraints use only leading and trailing
/// (of views, their margins guides and system spacing), with even sizes and
/// constants, so that every frame lands on whole points.
private struct RandomLeadingTrailingTree {
    let root: View
    let views: [View]

    init(seed: UInt64, direction: UserInterfaceLayoutDirection) {
        var random = SplitMix64(seed: seed)
        func even(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(2 * Int.random(in: range, using: &random)) }
        root = makeRoot("root")
        root.userInterfaceLayoutDirection = direction
        var views: [View] = []
        var all = [root]
        var constraints: [LayoutConstraint] = []
        /// A leading or trailing anchor of an earlier view or of its margins guide.
        func anchor() -> LayoutXAxisAnchor {
            let view = all.randomElement(using: &random)!
            let trailing = Bool.random(using: &random)
            if Bool.random(using: &random) {
                let guide = view.layoutMarginsGuide
                return trailing ? guide.trailingAnchor : guide.leadingAnchor
            }
            return trailing ? view.trailingAnchor : view.leadingAnchor
        }
        let count = Int.random(in: 2...14, using: &random)
        for index in 0..<count {
            let view = View(name: "v\(index)")
            let parent = all.randomElement(using: &random)!
            parent.addSubview(view)
            view.directionalLayoutMargins = DirectionalEdgeInsets(
                top: 0, leading: even(0...10), bottom: 0, trailing: even(0...10))
            let width = even(5...60)
            switch Int.random(in: 0...5, using: &random) {
            case 0:
                constraints += [
                    view.leadingAnchor.constraint(equalTo: anchor(), constant: even(-10...20)),
                    view.widthAnchor.constraint(equalToConstant: width),
                ]
            case 1:
                constraints += [
                    view.trailingAnchor.constraint(equalTo: anchor(), constant: even(-20...10)),
                    view.widthAnchor.constraint(equalToConstant: width),
                ]
            case 2:
                // Between two anchors: the width follows.
                constraints += [
                    view.leadingAnchor.constraint(equalTo: anchor(), constant: even(0...10)),
                    view.trailingAnchor.constraint(equalTo: anchor(), constant: even(-10...0)),
                ]
            case 3:
                constraints += [
                    view.centerXAnchor.constraint(equalTo: anchor(), constant: even(-10...10)),
                    view.widthAnchor.constraint(equalToConstant: width),
                ]
            case 4:
                // A required minimum, an optional maximum and an optional
                // place: the place within the bounds, the bounds by priority.
                let place = view.leadingAnchor.constraint(equalTo: anchor(), constant: even(0...20))
                place.priority = .defaultHigh
                let maximum = view.trailingAnchor.constraint(lessThanOrEqualTo: anchor(), constant: even(0...20))
                maximum.priority = LayoutPriority(999)
                constraints += [
                    view.leadingAnchor.constraint(greaterThanOrEqualTo: anchor(), constant: even(0...20)), place,
                    maximum, view.widthAnchor.constraint(equalToConstant: width),
                ]
            default:
                constraints += [
                    view.leadingAnchor.constraint(
                        equalToSystemSpacingAfter: anchor(), multiplier: CGFloat(Int.random(in: 1...3, using: &random))),
                    view.widthAnchor.constraint(equalTo: all.randomElement(using: &random)!.widthAnchor),
                ]
            }
            constraints += [
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: even(0...20)),
                view.heightAnchor.constraint(equalToConstant: even(5...30)),
            ]
            views.append(view)
            all.append(view)
        }
        // An optional pull keeps every view determined, whatever the set.
        for view in views {
            let pull = view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            pull.priority = .fittingSizeLevel
            constraints.append(pull)
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        self.views = views
    }

    /// Each view's frame in the root's coordinates.
    var frames: [CGRect] { views.map(rootFrame) }
    /// Each view's frame mirrored about the root's vertical centre line.
    var mirroredFrames: [CGRect] { frames.map { mirrored($0, width: root.frame.width) } }
    /// The constraints the layout leaves out (none: the sets are built
    /// without conflicts), by description.
    var broken: [String] { root.activeConstraints.filter(\.isBroken).map(\.description) }
}

@Suite("Layout direction: random constraint sets of leading and trailing")
struct LayoutDirectionPropertyTests {
    @Test(
        "Right to left is left to right mirrored about the root's centre line, built so or switched", arguments: 0..<20)
    func mirrors(batch: Int) {
        for seed in UInt64(batch * 5)..<UInt64(batch * 5 + 5) {
            let ltr = RandomLeadingTrailingTree(seed: seed, direction: .leftToRight)
            let rtl = RandomLeadingTrailingTree(seed: seed, direction: .rightToLeft)
            #expect(rtl.frames == ltr.mirroredFrames, "seed \(seed)")
            #expect(ltr.broken.isEmpty && rtl.broken.isEmpty, "seed \(seed)")
            let ltrFrames = ltr.frames
            ltr.root.userInterfaceLayoutDirection = .rightToLeft
            ltr.root.layoutIfNeeded()
            #expect(ltr.frames == rtl.frames, "seed \(seed), switched to right to left")
            rtl.root.userInterfaceLayoutDirection = .leftToRight
            rtl.root.layoutIfNeeded()
            #expect(rtl.frames == ltrFrames, "seed \(seed), switched to left to right")
        }
    }
}
