import Layout
import Testing

/// Every example of the "Visual Format Language" appendix of Apple's Auto
/// Layout Guide, laid out, with the frames it gives.
@Suite("Visual format: the examples of Apple's guide")
struct VisualFormatGuideTests {
    let root = makeRoot(width: 400, height: 300, scale: 1)

    /// Views added to the root, by name, each 30 high at y 0 unless a test says otherwise.
    func views(_ names: String...) -> [String: View] {
        var result: [String: View] = [:]
        for name in names {
            let view = addView(name, to: root)
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 30),
            ])
            result[name] = view
        }
        return result
    }

    /// Activates a visual format line over `views` and lays out.
    func layOut(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        _ views: [String: View], extra: [LayoutConstraint] = []
    ) throws {
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views)
        #expect(constraints.allSatisfy { !$0.isActive })
        LayoutConstraint.activate(constraints + extra)
        root.layoutIfNeeded()
    }

    /// The horizontal span of a view: minX and width.
    func span(_ view: View?) -> [CGFloat] { [view?.frame.minX ?? -1, view?.frame.width ?? -1] }

    @Test("Standard Space: [button]-[textField] is 8 apart")
    func standardSpace() throws {
        let v = views("button", "textField")
        try layOut(
            "[button]-[textField]", v,
            extra: [
                v["button"]!.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                v["button"]!.widthAnchor.constraint(equalToConstant: 50),
                v["textField"]!.widthAnchor.constraint(equalToConstant: 100),
            ])
        #expect(span(v["textField"]) == [68, 100])
    }

    @Test("Width Constraint: [button(>=50)] holds against a weaker wish to be narrower")
    func widthConstraint() throws {
        let v = views("button")
        try layOut(
            "[button(>=50)]", v,
            extra: [
                v["button"]!.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v["button"]!.widthAnchor.constraint(equalToConstant: 10).withPriority(.defaultLow),
            ])
        #expect(span(v["button"]) == [0, 50])
    }

    @Test("Connection to Superview: |-50-[purpleBox]-50-|")
    func connectionToSuperview() throws {
        let v = views("purpleBox")
        try layOut("|-50-[purpleBox]-50-|", v)
        #expect(span(v["purpleBox"]) == [50, 300])
    }

    @Test("Vertical Layout: V:[topField]-10-[bottomField]")
    func verticalLayout() throws {
        let top = addView("topField", to: root)
        let bottom = addView("bottomField", to: root)
        try layOut(
            "V:[topField]-10-[bottomField]", ["topField": top, "bottomField": bottom],
            extra: place(top, CGRect(x: 0, y: 20, width: 100, height: 30)) + [
                bottom.heightAnchor.constraint(equalToConstant: 40)
            ])
        #expect(bottom.frame.minY == 60)
        #expect(bottom.frame.height == 40)
    }

    @Test("Flush Views: [maroonView][blueView] touch")
    func flushViews() throws {
        let v = views("maroonView", "blueView")
        try layOut(
            "[maroonView][blueView]", v,
            extra: [
                v["maroonView"]!.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                v["maroonView"]!.widthAnchor.constraint(equalToConstant: 40),
                v["blueView"]!.widthAnchor.constraint(equalToConstant: 60),
            ])
        #expect(span(v["blueView"]) == [50, 60])
    }

    @Test("Priority: [button(100@20)] is 100 alone and gives way to anything stronger")
    func priority() throws {
        let v = views("button")
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[button(100@20)]", views: v)
        #expect(constraints.map(\.priority) == [20])
        try layOut("[button(100@20)]", v, extra: [v["button"]!.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        #expect(span(v["button"]) == [0, 100])
        v["button"]!.widthAnchor.constraint(equalToConstant: 80).withPriority(21).isActive = true
        root.layoutIfNeeded()
        #expect(span(v["button"]) == [0, 80])
    }

    @Test("Equal Widths: [button1(==button2)]")
    func equalWidths() throws {
        let v = views("button1", "button2")
        try layOut(
            "[button1(==button2)]", v,
            extra: [
                v["button1"]!.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v["button2"]!.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v["button2"]!.widthAnchor.constraint(equalToConstant: 70),
            ])
        #expect(span(v["button1"]) == [0, 70])
    }

    @Test(
        "Multiple Predicates: [flexibleButton(>=70,<=100)] clamps a weaker width",
        arguments: [(10, 70), (85, 85), (200, 100)])
    func multiplePredicates(wish: CGFloat, width: CGFloat) throws {
        let v = views("flexibleButton")
        try layOut(
            "[flexibleButton(>=70,<=100)]", v,
            extra: [
                v["flexibleButton"]!.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v["flexibleButton"]!.widthAnchor.constraint(equalToConstant: wish).withPriority(.defaultLow),
            ])
        #expect(span(v["flexibleButton"]) == [0, width])
    }

    @Test("A Complete Line of Layout: |-[find]-[findNext]-[findField(>=20)]-|")
    func completeLine() throws {
        let v = views("find", "findNext", "findField")
        try layOut(
            "|-[find]-[findNext]-[findField(>=20)]-|", v,
            extra: [
                v["find"]!.widthAnchor.constraint(equalToConstant: 60),
                v["findNext"]!.widthAnchor.constraint(equalToConstant: 80),
            ])
        #expect(span(v["find"]) == [20, 60])
        #expect(span(v["findNext"]) == [88, 80])
        #expect(span(v["findField"]) == [176, 204])
    }
}

extension LayoutConstraint {
    /// The constraint at another priority (before activation).
    func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
