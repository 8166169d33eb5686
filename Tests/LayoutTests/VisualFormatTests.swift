import Layout
import Testing

@Suite("Visual format: metrics, options, guides and the superview")
struct VisualFormatTests {
    let root = makeRoot(width: 400, height: 300, scale: 1)

    func constraints(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        _ views: [String: Any]
    ) throws -> [String] {
        try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            .map { $0.description.replacingOccurrences(of: "   (inactive)", with: "") }
    }

    @Test("metrics by name for spacings, sizes and priorities, of any number type")
    func metrics() throws {
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let metrics: [String: Any] = [
            "padding": 12, "width": CGFloat(44.5), "high": LayoutPriority.defaultHigh, "gap": Float(3),
            "low": 250.0,
        ]
        #expect(
            try constraints("H:|-padding-[a(width@high)]-(>=gap@low)-[b(==a)]", metrics: metrics, ["a": a, "b": b]) == [
                "a.width == 44.5 @750", "b.width == a.width", "a.leading == root.leading + 12",
                "b.leading >= a.trailing + 3 @250",
            ])
    }

    @Test("a dictionary of views only makes the constraints and errors of the same dictionary of any values")
    func viewsOnlyDictionary() throws {
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let views: [String: View] = ["a": a, "b": b]
        let described = { (cs: [LayoutConstraint]) in cs.map(\.description) }
        for format in ["H:|-[a(>=20)]-8-[b(==a)]-|", "V:|[a][b(30@750)]", "H:[b]-(>=gap)-[a]"] {
            let typed = try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["gap": 5], views: views)
            let anyValues = try LayoutConstraint.constraints(
                withVisualFormat: format, metrics: ["gap": 5], views: views as [String: Any])
            #expect(described(typed) == described(anyValues), "\(format)")
        }
        for format in ["H:[a]-[c]", "H:[a]-b-[b]", "H:[a(>=b)]-[b(==missing)]"] {
            let typed = #expect(throws: VisualFormatError.self) {
                try LayoutConstraint.constraints(withVisualFormat: format, views: views)
            }
            let anyValues = #expect(throws: VisualFormatError.self) {
                try LayoutConstraint.constraints(withVisualFormat: format, views: views as [String: Any])
            }
            #expect(typed?.description == anyValues?.description, "\(format)")
            #expect(typed != nil)
        }
    }

    @Test("flexible spacing -(>=0)- and a vertical line tied to the superview at both ends")
    func flexibleAndVertical() throws {
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let cs = try LayoutConstraint.constraints(
            withVisualFormat: "V:|-[a(50)]-(>=0)-[b(40)]-|", options: .alignAllLeading, views: ["a": a, "b": b])
        LayoutConstraint.activate(cs + [a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)])
        root.layoutIfNeeded()
        #expect(a.frame.minY == 20 && a.frame.height == 50)
        #expect(b.frame.minY == 300 - 20 - 40 && b.frame.minX == 5)
    }

    @Test("alignAll options align each view with the one before it, across the line")
    func alignment() throws {
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let c = addView("c", to: root)
        #expect(
            try constraints("[a][b][c]", options: [.alignAllTop, .alignAllBottom], ["a": a, "b": b, "c": c]).suffix(4)
                == ["a.top == b.top", "b.top == c.top", "a.bottom == b.bottom", "b.bottom == c.bottom"])
        #expect(
            try constraints("V:[a][b]", options: .alignAllCenterX, ["a": a, "b": b]).last == "a.centerX == b.centerX")
    }

    @Test("an alignment along the line is refused")
    func alignmentAlongTheLine() {
        let a = addView("a", to: root)
        #expect(throws: VisualFormatError.self) {
            try LayoutConstraint.constraints(withVisualFormat: "H:[a]", options: .alignAllLeading, views: ["a": a])
        }
    }

    @Test("direction options: leading to trailing by default, left to right, right to left")
    func direction() throws {
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let views = ["a": a, "b": b]
        #expect(
            try constraints("|-[a]-[b]", views).suffix(2) == [
                "a.leading == root.leading + 20", "b.leading == a.trailing + 8",
            ])
        #expect(
            try constraints("|-[a]-[b]", options: .directionLeftToRight, views).suffix(2) == [
                "a.left == root.left + 20", "b.left == a.right + 8",
            ])
        let cs = try LayoutConstraint.constraints(
            withVisualFormat: "|-[a(30)]-[b(40)]", options: .directionRightToLeft, views: views)
        LayoutConstraint.activate(cs)
        root.layoutIfNeeded()
        #expect(a.frame.minX == 350, "\(a.frame) \(b.frame) \(cs)")
        #expect(b.frame.minX == 302)
    }

    @Test("a layout guide stands in for a view; '|' next to it is its owning view")
    func guides() throws {
        let guide = LayoutGuide(identifier: "spacer")
        root.addLayoutGuide(guide)
        let a = addView("a", to: root)
        let cs = try LayoutConstraint.constraints(
            withVisualFormat: "|-10-[spacer(30)][a]-10-|", views: ["spacer": guide, "a": a])
        LayoutConstraint.activate(cs)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame.minX == 10)
        #expect(a.frame.minX == 40 && a.frame.width == 350)
    }

    @Test("spaces between elements are allowed and the orientation defaults to H")
    func spaces() throws {
        let a = addView("a", to: root)
        #expect(
            try constraints(" | - 8 - [ a ( 44 ) ] ", ["a": a]) == ["a.width == 44", "a.leading == root.leading + 8"])
    }
}
