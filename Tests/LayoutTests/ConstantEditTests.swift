import Foundation
import Layout
import TestSupport
import Testing

/// A screen whose constraints take their constants from a list, so that the
/// same layout can be built fresh or reached by editing constants.
struct EditableScreen {
    static let defaults: [CGFloat] = [47, 44, 0, 52, 30, 16, 10, 8, 34, 16, 0, 12]

    let root: View
    /// The constraints whose constants come from the list, in its order.
    let editable: [LayoutConstraint]

    init(_ k: [CGFloat]) {
        root = makeRoot()
        let header = addView("header", to: root)
        let title = addView("title", to: root)
        let content = addView("content", to: root)
        let side = addView("side", to: root)
        let inner = addView("inner", to: content)
        let titleHeight = title.heightAnchor.constraint(equalToConstant: k[3])
        titleHeight.priority = .defaultHigh
        let wide = content.widthAnchor.constraint(equalToConstant: 1000)
        wide.priority = LayoutPriority(500)
        editable = [
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: k[0]),
            header.heightAnchor.constraint(equalToConstant: k[1]),
            title.topAnchor.constraint(equalTo: header.bottomAnchor, constant: k[2]),
            titleHeight,
            title.heightAnchor.constraint(greaterThanOrEqualToConstant: k[4]),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: k[5]),
            title.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: k[6]),
            content.topAnchor.constraint(equalTo: title.bottomAnchor, constant: k[7]),
            content.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -k[8]),
            content.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -k[9]),
            side.centerXAnchor.constraint(equalTo: content.centerXAnchor, constant: k[10]),
            inner.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: k[11]),
        ]
        LayoutConstraint.activate(editable)
        LayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            wide,
            side.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            side.widthAnchor.constraint(equalTo: content.widthAnchor, multiplier: 0.25),
            side.heightAnchor.constraint(equalTo: side.widthAnchor),
            inner.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -12),
            inner.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            inner.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12),
        ])
        root.layoutIfNeeded()
    }

    /// Sets the constants of the editable constraints (in the list's signs).
    func edit(_ k: [CGFloat]) {
        for (index, (c, value)) in zip(editable, k).enumerated() {
            c.constant = index == 8 || index == 9 ? -value : value
        }
        root.layoutIfNeeded()
    }
}

@Suite("Editing constants incrementally")
struct ConstantEditTests {
    @Test("The screen's frames at its default constants, by hand")
    func defaults() {
        let screen = EditableScreen(EditableScreen.defaults)
        let f = Dictionary(uniqueKeysWithValues: frames(of: screen.root))
        #expect(f["header"] == rect(0, 47, 390, 44))
        // title: top 91, height 52 (wish 52 ≥ 30), x 16, width 195 + 10
        #expect(f["title"] == rect(16, 91, 205, 52))
        // content: top 151, bottom 844 − 34; as wide as it can be: trailing 390 − 16
        #expect(f["content"] == rect(16, 151, 358, 659))
        // side: 358 / 4 = 89.5 square, centred on content (195, 480.5):
        // edges x 150.25 / 239.75 and y 435.75 / 525.25, in pixels of scale 3
        // 450.75 / 719.25 and 1307.25 / 1575.75, rounded to 451 / 719 and 1307 / 1576
        let (minX, maxX, minY, maxY): (CGFloat, CGFloat, CGFloat, CGFloat) = (451, 719, 1307, 1576)
        #expect(f["side"] == rect(minX / 3, minY / 3, maxX / 3 - minX / 3, maxY / 3 - minY / 3))
        #expect(f["inner"] == rect(12, 12, 334, 635))
    }

    /// Edits every constant of the screen at random, 20 times, comparing each
    /// result with a fresh layout of the same constants. `editWish` says
    /// whether the optional title-height wish is edited too.
    func checkRandomEdits(seed: UInt64, editWish: Bool) {
        var random = SplitMix64(seed: seed)
        let edited = EditableScreen(EditableScreen.defaults)
        for _ in 0..<20 {
            var k = EditableScreen.defaults.map { $0 + CGFloat(Int.random(in: -20...20, using: &random)) }
            if !editWish { k[3] = EditableScreen.defaults[3] }
            edited.edit(k)
            let fresh = EditableScreen(k)
            let a = frames(of: edited.root)
            let b = frames(of: fresh.root)
            #expect(a.map(\.0) == b.map(\.0))
            #expect(a.map(\.1) == b.map(\.1), "constants \(k)")
            #expect(edited.root.diagnostics.isEmpty)
        }
    }

    @Test("Random edits of required constants give the frames of a fresh layout", arguments: 1...10)
    func requiredEditsMatchFreshLayouts(seed: Int) {
        checkRandomEdits(seed: UInt64(seed), editWish: false)
    }

    @Test("Random edits of every constant give the frames of a fresh layout", arguments: [1, 2, 4])
    func editsMatchFreshLayouts(seed: Int) {
        checkRandomEdits(seed: UInt64(seed), editWish: true)
    }

    @Test("Raising a slack minimum leaves a required width alone")
    func slackMinimum() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(0, 0, 0, 10)).filter { $0.firstAttribute != .width })
        let minimum = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        minimum.isActive = true
        a.widthAnchor.constraint(equalToConstant: 50).isActive = true
        minimum.constant = 20  // still slack: 50 >= 20
        root.layoutIfNeeded()
        #expect(a.frame.width == 50)
    }

    @Test("An optional wish pushed against a required minimum follows later edits")
    func optionalWishAfterConflict() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(0, 0, 10, 0)).filter { $0.firstAttribute != .height })
        let wish = a.heightAnchor.constraint(equalToConstant: 52)
        wish.priority = .defaultHigh
        let minimum = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 41)
        LayoutConstraint.activate([wish, minimum])
        root.layoutIfNeeded()
        #expect(a.frame.height == 52)
        wish.constant = 40  // below the minimum: the minimum wins
        root.layoutIfNeeded()
        #expect(a.frame.height == 41)
        wish.constant = 70  // above it again: the wish is met
        root.layoutIfNeeded()
        #expect(a.frame.height == 70)
        #expect(a.frame.height >= 41, "a required minimum must hold")
    }

    @Test("Editing keeps the same constraint objects")
    func sameObjects() {
        let screen = EditableScreen(EditableScreen.defaults)
        let before = screen.root.activeConstraints
        screen.edit(EditableScreen.defaults.map { $0 + 3 })
        #expect(same(screen.root.activeConstraints, before))
        #expect(screen.editable[1].constant == 47)
    }

    @Test("An inequality becomes binding and slack again as its constant moves")
    func inequalityCrossesOver() {
        let screen = EditableScreen(EditableScreen.defaults)
        let minimum = screen.editable[4]  // title.height >= 30, against a wish of 52
        let title = screen.root.subviews[1]
        minimum.constant = 80
        screen.root.layoutIfNeeded()
        #expect(title.frame.height == 80)
        minimum.constant = 10
        screen.root.layoutIfNeeded()
        #expect(title.frame.height == 52)
    }

    @Test("A constant set on an inactive constraint applies when it is activated")
    func inactiveConstant() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let constraints = place(a, rect(0, 0, 10, 10))
        constraints[2].constant = 99
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(a.frame.width == 99)
        constraints[2].isActive = false
        constraints[2].constant = 5
        constraints[2].isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 5)
    }

    @Test("Setting a constant to its current value changes nothing")
    func sameConstant() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let constraints = place(a, rect(0, 0, 10, 10))
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        constraints[2].constant = 10
        #expect(root.diagnostics.isEmpty)
        #expect(a.frame == rect(0, 0, 10, 10))
    }
}
