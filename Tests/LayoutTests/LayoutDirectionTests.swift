import Foundation
import Testing

@testable import Layout

/// `view`'s frame in its root's coordinates (not standardized: a negative
/// width stays negative).
func rootFrame(of view: View) -> CGRect {
    var frame = view.frame
    var ancestor = view.superview
    while let parent = ancestor, parent.superview != nil {
        frame.origin.x += parent.frame.origin.x
        frame.origin.y += parent.frame.origin.y
        ancestor = parent.superview
    }
    return frame
}

/// Whether two lists of frames are the same up to the rounding error of
/// the arithmetic (a pixel at scale 3 is a third of a point: far above it).
func same(_ a: [CGRect], _ b: [CGRect]) -> Bool {
    a.count == b.count
        && zip(a, b).allSatisfy { a, b in
            [
                a.origin.x - b.origin.x, a.origin.y - b.origin.y, a.size.width - b.size.width,
                a.size.height - b.size.height,
            ]
            .allSatisfy { abs($0) < 1e-9 }
        }
}

/// `frame` mirrored about the vertical centre line of a root `width` wide
/// (its two vertical edges swap; a negative width stays negative).
func mirrored(_ frame: CGRect, width: CGFloat) -> CGRect {
    CGRect(
        x: width - (frame.origin.x + frame.size.width), y: frame.origin.y, width: frame.size.width,
        height: frame.size.height)
}

@Suite("Layout direction: the semantic content attribute")
struct SemanticContentAttributeTests {
    @Test("A tree reads its direction from its root; setting it on any view sets the root's")
    func rootDirection() {
        let root = makeRoot()
        let child = addView("child", to: root)
        let grandchild = addView("grandchild", to: child)
        #expect(root.userInterfaceLayoutDirection == .leftToRight)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
        grandchild.userInterfaceLayoutDirection = .rightToLeft
        #expect(root.userInterfaceLayoutDirection == .rightToLeft)
        for view in [root, child, grandchild] {
            #expect(view.userInterfaceLayoutDirection == .rightToLeft)
            #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        grandchild.removeFromSuperview()
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test(
        "Forced attributes force the view; playback and spatial keep left to right; unspecified follows the root",
        arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func rules(direction: UserInterfaceLayoutDirection) {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = direction
        let expected: [(SemanticContentAttribute, UserInterfaceLayoutDirection)] = [
            (.unspecified, direction), (.playback, .leftToRight), (.spatial, .leftToRight),
            (.forceLeftToRight, .leftToRight), (.forceRightToLeft, .rightToLeft),
        ]
        for (attribute, effective) in expected {
            let view = addView("\(attribute)", to: root)
            let inside = addView("inside \(attribute)", to: view)
            #expect(view.semanticContentAttribute == .unspecified)
            view.semanticContentAttribute = attribute
            #expect(view.semanticContentAttribute == attribute)
            #expect(view.effectiveUserInterfaceLayoutDirection == effective)
            // The attribute is the view's alone, as in UIKit.
            #expect(inside.effectiveUserInterfaceLayoutDirection == direction)
        }
    }
}

@Suite("Layout direction: anchors, margins, spacing and the visual format")
struct LayoutDirectionTests {
    /// A root laid out right to left.
    func rtlRoot() -> View {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = .rightToLeft
        return root
    }

    @Test("Leading and trailing flip with their constants; left and right do not")
    func anchors() {
        let root = rtlRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let c = addView("c", to: root)
        let d = addView("d", to: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            c.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            c.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -300),
            d.centerXAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            d.widthAnchor.constraint(equalToConstant: 40),
        ])
        for view in [a, b, c, d] {
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        #expect(a.frame == rect(274, 0, 100, 10))
        #expect(b.frame == rect(16, 0, 248, 10))
        #expect(c.frame == rect(10, 0, 80, 10))
        #expect(d.frame == rect(270, 0, 40, 10))
        #expect(root.diagnostics.isEmpty)
    }

    @Test("A greater-than on leading means further toward trailing, right to left too")
    func inequalities() {
        let root = rtlRoot()
        let a = addView("a", to: root)
        let low = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        low.priority = .defaultLow
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 30), low,
            a.widthAnchor.constraint(equalToConstant: 50), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(310, 0, 50, 10))
    }

    @Test("A forced view's anchors resolve by its own direction")
    func forcedViews() {
        let root = rtlRoot()
        let player = addView("player", to: root)
        let play = addView("play", to: root)
        let rewind = addView("rewind", to: root)
        for view in [player, play, rewind] { view.semanticContentAttribute = .playback }
        LayoutConstraint.activate([
            player.leftAnchor.constraint(equalTo: root.leftAnchor), player.widthAnchor.constraint(equalToConstant: 200),
            rewind.leadingAnchor.constraint(equalTo: player.leadingAnchor, constant: 10),
            rewind.widthAnchor.constraint(equalToConstant: 30),
            play.leadingAnchor.constraint(equalTo: rewind.trailingAnchor, constant: 10),
            play.widthAnchor.constraint(equalToConstant: 30),
        ])
        for view in [player, play, rewind] {
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        #expect(rewind.frame.minX == 10)
        #expect(play.frame.minX == 50)
    }

    @Test("Margins swap sides right to left: the guide, layoutMargins and the margin attributes")
    func margins() {
        let root = rtlRoot()
        let box = addView("box", to: root)
        let content = addView("content", to: box)
        let classic = addView("classic", to: box)
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        LayoutConstraint.activate(
            place(box, rect(10, 100, 200, 100)) + [
                content.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
                content.widthAnchor.constraint(equalToConstant: 50),
                content.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
                content.heightAnchor.constraint(equalToConstant: 10),
                LayoutConstraint(
                    item: classic, attribute: .trailing, relatedBy: .equal, toItem: box, attribute: .trailingMargin,
                    multiplier: 1, constant: 0),
                classic.widthAnchor.constraint(equalToConstant: 20),
                classic.topAnchor.constraint(equalTo: box.topAnchor),
                classic.heightAnchor.constraint(equalToConstant: 10),
            ])
        root.layoutIfNeeded()
        #expect(box.layoutMarginsGuide.layoutFrame == rect(4, 1, 194, 96))
        #expect(box.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(content.frame == rect(148, 1, 50, 10))
        #expect(classic.frame == rect(4, 0, 20, 10))
        box.layoutMargins = EdgeInsets(top: 1, left: 30, bottom: 3, right: 20)
        #expect(box.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 30))
        root.layoutIfNeeded()
        #expect(content.frame == rect(130, 1, 50, 10))
        #expect(classic.frame == rect(30, 0, 20, 10))
        #expect(root.diagnostics.isEmpty)
    }

    @Test("The safe area stays where it is; the margins measured from it swap sides")
    func safeArea() {
        let root = rtlRoot()
        root.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
        let top = addView("top", to: root)
        top.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
        LayoutConstraint.activate(place(top, rect(0, 0, 390, 100)))
        let guide = top.layoutMarginsGuide
        let readable = top.readableContentGuide
        root.layoutIfNeeded()
        #expect(root.safeAreaLayoutGuide.layoutFrame == rect(44, 0, 346, 844))
        #expect(guide.layoutFrame == rect(64, 0, 316, 100))
        #expect(readable.layoutFrame == guide.layoutFrame)
    }

    @Test("System spacing after a leading or trailing anchor runs toward trailing")
    func systemSpacing() {
        let root = rtlRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.widthAnchor.constraint(equalToConstant: 10),
        ])
        for view in [a, b] {
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        #expect(a.frame == rect(290, 0, 100, 10))
        #expect(b.frame == rect(264, 0, 10, 10))
    }

    @Test("The visual format's default direction follows the views; explicit directions do not")
    func visualFormat() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let root = makeRoot()
            root.userInterfaceLayoutDirection = direction
            let a = addView("a", to: root)
            let b = addView("b", to: root)
            let views = ["a": a, "b": b]
            for (options, aMinX) in [
                (LayoutConstraint.FormatOptions.directionLeadingToTrailing, direction == .leftToRight ? 20 : 270),
                (.directionLeftToRight, 20), (.directionRightToLeft, 270),
            ] {
                let constraints =
                    try LayoutConstraint.constraints(
                        withVisualFormat: "H:|-[a(100)]-[b(50)]", options: options, views: views)
                    + LayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", views: views)
                    + LayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", views: views)
                LayoutConstraint.activate(constraints)
                root.layoutIfNeeded()
                #expect(a.frame.minX == CGFloat(aMinX))
                #expect(b.frame.minX == (aMinX == 20 ? 128 : 212))
                LayoutConstraint.deactivate(constraints)
            }
        }
    }

    @Test("Fitting measures a right-to-left subtree as the left-to-right one")
    func fitting() {
        var sizes: [CGSize] = []
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let root = makeRoot()
            root.userInterfaceLayoutDirection = direction
            let card = addView("card", to: root)
            let label = addView("label", to: card)
            let icon = addView("icon", to: card)
            label.intrinsicContentSize = CGSize(width: 120, height: 20)
            LayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: root.topAnchor),
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                icon.widthAnchor.constraint(equalToConstant: 24), icon.heightAnchor.constraint(equalToConstant: 24),
                icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                icon.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                label.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -8),
            ])
            sizes.append(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize))
        }
        #expect(sizes[0] == CGSize(width: 176, height: 40))
        #expect(sizes[1] == sizes[0])
    }
}

@Suite("Layout direction: changes at runtime")
struct LayoutDirectionChangeTests {
    /// A row: an icon at the leading edge, a title after it, a badge at the
    /// trailing edge, and a left-anchored marker that never flips.
    func row() -> (root: View, views: [View], flipping: Int) {
        let root = makeRoot()
        let icon = addView("icon", to: root)
        let title = addView("title", to: root)
        let badge = addView("badge", to: root)
        let marker = addView("marker", to: root)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 8)
        let flipping = [
            icon.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: badge.leadingAnchor, constant: -8),
        ]
        var fixed = [
            icon.widthAnchor.constraint(equalToConstant: 24), title.widthAnchor.constraint(equalToConstant: 120),
            badge.widthAnchor.constraint(equalToConstant: 30), marker.leftAnchor.constraint(equalTo: root.leftAnchor),
            marker.widthAnchor.constraint(equalToConstant: 4),
        ]
        for view in [icon, title, badge, marker] {
            fixed += [
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 44),
            ]
        }
        LayoutConstraint.activate(flipping + fixed)
        root.layoutIfNeeded()
        return (root, [icon, title, badge, marker], flipping.count)
    }

    @Test("Switching the root's direction re-resolves only the leading and trailing constraints, and mirrors")
    func switchRoot() {
        let (root, views, flipping) = row()
        let ltr = views.map(\.frame)
        let engine = root.engine
        let added = engine.solverAdditionCount
        var changes: [ObservedChange<CGRect>] = []
        let token = views[0].observe(\.frame) { _, change in changes.append(change) }
        root.userInterfaceLayoutDirection = .rightToLeft
        // The four leading/trailing constraints, and the margins guide's
        // left and right edges (one constraint each: the safe area has no
        // insets, so only the root's edge holds them).
        #expect(engine.solverAdditionCount - added == flipping + 2)
        #expect(changes.isEmpty)
        let passes = engine.passCount
        root.layoutIfNeeded()
        #expect(engine.passCount == passes + 1)
        #expect(views.map(\.frame)[0..<3] == ltr.map { mirrored($0, width: 390) }[0..<3])
        #expect(views[3].frame == ltr[3])
        #expect(changes.count == 1)
        #expect(changes.first?.newValue == mirrored(ltr[0], width: 390))
        root.userInterfaceLayoutDirection = .leftToRight
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == ltr)
        #expect(root.diagnostics.isEmpty)
        token.invalidate()
    }

    @Test("Setting the same direction again does nothing")
    func sameDirection() {
        let (root, _, _) = row()
        let engine = root.engine
        let added = engine.solverAdditionCount
        root.userInterfaceLayoutDirection = .leftToRight
        #expect(engine.solverAdditionCount == added)
        #expect(!engine.needsLayout)
    }

    @Test("Forcing one view's direction re-resolves only its constraints")
    func switchOneView() {
        let (root, views, _) = row()
        let engine = root.engine
        let ltr = views.map(\.frame)
        let added = engine.solverAdditionCount
        views[0].semanticContentAttribute = .forceRightToLeft
        #expect(views[0].effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(views[1].effectiveUserInterfaceLayoutDirection == .leftToRight)
        // The icon's leading edge to the margins, and the title's leading
        // edge to the icon's trailing edge: the icon's right and left now.
        #expect(engine.solverAdditionCount - added == 2)
        root.layoutIfNeeded()
        #expect(views[0].frame.minX == -8)
        #expect(views[1].frame.minX == 0)
        #expect(views[2...].map(\.frame) == Array(ltr[2...]))
        views[0].semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == ltr)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("Views forced right to left while being built keep it in a left-to-right tree")
    func forcedWhileBuilt() {
        let card = View(name: "card")
        let label = View(name: "label")
        card.addSubview(label)
        for view in [card, label] { view.semanticContentAttribute = .forceRightToLeft }
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 50), label.topAnchor.constraint(equalTo: card.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        let root = makeRoot()
        root.addSubview(card)
        LayoutConstraint.activate(place(card, rect(0, 100, 200, 50)))
        root.layoutIfNeeded()
        #expect(card.layoutMarginsGuide.layoutFrame == rect(30, 0, 160, 50))
        #expect(label.frame == rect(140, 0, 50, 10))
        #expect(root.diagnostics.isEmpty)
    }

    @Test("A subtree moved into a tree of the other direction takes its direction")
    func move() {
        let (ltrRoot, _, _) = row()
        let rtlRoot = makeRoot("rtl")
        rtlRoot.userInterfaceLayoutDirection = .rightToLeft
        let card = View(name: "card")
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        ltrRoot.addSubview(card)
        let content = addView("content", to: card)
        LayoutConstraint.activate(
            place(card, rect(0, 100, 200, 50)) + [
                content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor, constant: -20),
                content.topAnchor.constraint(equalTo: card.topAnchor),
                content.heightAnchor.constraint(equalToConstant: 10),
            ])
        ltrRoot.layoutIfNeeded()
        #expect(content.frame == rect(10, 0, 140, 10))
        card.removeFromSuperview()
        rtlRoot.addSubview(card)
        LayoutConstraint.activate(place(card, rect(0, 100, 200, 50)))
        rtlRoot.layoutIfNeeded()
        #expect(content.frame == rect(50, 0, 140, 10))
        #expect(rtlRoot.diagnostics.isEmpty)
    }
}
