import Foundation
import Layout
import TestSupport
import Testing

/// Layouts whose frames are derived by hand in the comments.
@Suite("Layout results")
struct LayoutResultTests {
    @Test("Edges pinned with insets")
    func edges() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(pinEdges(a, inset: 16))
        root.layoutIfNeeded()
        // x 16, y 16, width 390 − 32, height 844 − 32
        #expect(a.frame == rect(16, 16, 358, 812))
        #expect(a.bounds == rect(0, 0, 358, 812))
    }

    @Test("Left/right are leading/trailing (layouts here are left to right)")
    func leftIsLeading() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 1),
            b.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(10, 0, 360, 1))
        #expect(b.frame == a.frame)
    }

    @Test("Centers and multipliers: b.width == a.width * 0.5 + 8")
    func centersAndMultipliers() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15),
            a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -15),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            a.heightAnchor.constraint(equalToConstant: 44),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 8),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5),
            b.centerXAnchor.constraint(equalTo: a.centerXAnchor),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(15, 100, 360, 44))
        // width 360 / 2 + 8 = 188, height 22; center (15 + 180, 100 + 22) = (195, 122)
        #expect(b.frame == rect(195 - 94, 122 - 11, 188, 22))
    }

    @Test("Vertical chain: each view under the previous one")
    func chain() {
        let root = makeRoot()
        let header = addView("header", to: root)
        let title = addView("title", to: root)
        let content = addView("content", to: root)
        var constraints: [LayoutConstraint] = []
        for view in [header, title, content] {
            constraints += [
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ]
        }
        constraints += [
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 47),
            header.heightAnchor.constraint(equalToConstant: 44),
            title.topAnchor.constraint(equalTo: header.bottomAnchor),
            title.heightAnchor.constraint(equalToConstant: 52),
            content.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ]
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(header.frame == rect(0, 47, 390, 44))
        #expect(title.frame == rect(0, 91, 390, 52))
        // 91 + 52 + 8 = 151; 844 − 151 = 693
        #expect(content.frame == rect(0, 151, 390, 693))
    }

    @Test("Inequalities: a required minimum beats an optional wish")
    func inequalities() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(0, 0, 0, 10)).filter { $0.firstAttribute != .width })
        let minimum = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        let maximum = a.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5)
        let wish = a.widthAnchor.constraint(equalToConstant: 50)
        wish.priority = .defaultHigh
        LayoutConstraint.activate([minimum, maximum, wish])
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)

        wish.constant = 300  // now the maximum (390 / 2) binds
        root.layoutIfNeeded()
        #expect(a.frame.width == 195)

        wish.constant = 150  // inside the range: met exactly
        root.layoutIfNeeded()
        #expect(a.frame.width == 150)
    }

    @Test("A dimension can depend on the other axis")
    func aspectRatio() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        root.layoutIfNeeded()
        // 390 × 9 / 16 = 219.375, on the grid of scale 3: 658.125 px → 658 px = 219.333
        let expected: CGFloat = 658.0 / 3.0
        #expect(a.frame.height == expected)
    }

    @Test("Frames are in superview coordinates")
    func nested() {
        let root = makeRoot()
        let card = addView("card", to: root)
        let icon = addView("icon", to: card)
        let badge = addView("badge", to: icon)
        LayoutConstraint.activate(place(card, rect(20, 100, 350, 200)) + place(icon, rect(10, 15, 60, 60)))
        LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 4),
            badge.topAnchor.constraint(equalTo: icon.topAnchor, constant: -4),
            badge.widthAnchor.constraint(equalToConstant: 16),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == rect(20, 100, 350, 200))
        #expect(icon.frame == rect(10, 15, 60, 60))
        // right edge at 60 + 4 in the icon's coordinates
        #expect(badge.frame == rect(48, -4, 16, 16))
    }

    @Test("Constraints may relate views in different branches of the tree")
    func acrossBranches() {
        let root = makeRoot()
        let left = addView("left", to: root)
        let right = addView("right", to: root)
        let inner = addView("inner", to: left)
        let follower = addView("follower", to: right)
        LayoutConstraint.activate(place(left, rect(0, 0, 100, 100)) + place(right, rect(200, 300, 100, 100)))
        LayoutConstraint.activate(place(inner, rect(10, 20, 30, 40)))
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            follower.topAnchor.constraint(equalTo: inner.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: inner.widthAnchor),
            follower.heightAnchor.constraint(equalTo: inner.heightAnchor),
        ])
        root.layoutIfNeeded()
        // inner in root coordinates: (10, 20) to (40, 60); follower at (40, 60) − (200, 300)
        #expect(follower.frame == rect(-160, -240, 30, 40))
    }

    @Test("A layout guide is a rectangle between views")
    func layoutGuide() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let gap = LayoutGuide(identifier: "gap")
        root.addLayoutGuide(gap)
        #expect(root.layoutGuides.contains { $0 === gap })
        #expect(gap.owningView === root)
        LayoutConstraint.activate(place(a, rect(10, 10, 100, 50)))
        LayoutConstraint.activate([
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 20),
            gap.topAnchor.constraint(equalTo: a.topAnchor),
            gap.heightAnchor.constraint(equalTo: a.heightAnchor),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.topAnchor.constraint(equalTo: gap.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.bottomAnchor.constraint(equalTo: gap.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(gap.layoutFrame == rect(110, 10, 20, 50))
        #expect(b.frame == rect(130, 10, 100, 50))
    }

    @Test("Changing the root's frame lays its tree out again")
    func rootResize() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(pinEdges(a, inset: 10))
        root.layoutIfNeeded()
        root.frame = rect(0, 0, 844, 390)
        root.layoutIfNeeded()
        #expect(a.frame == rect(10, 10, 824, 370))
    }

    @Test("A root keeps the frame it is given; its subviews are placed from its top-left corner")
    func rootOrigin() {
        let root = makeRoot()
        root.frame = rect(100, 200, 300, 400)
        let a = addView("a", to: root)
        LayoutConstraint.activate(pinEdges(a))
        root.layoutIfNeeded()
        #expect(root.frame == rect(100, 200, 300, 400))
        #expect(a.frame == rect(0, 0, 300, 400))
    }
}
