import CollapsingBar
import Layout

/// One statement of a scene, by its first word; the `screen`, `bar`,
/// `offsets`, `sweep` and `direction` statements.
extension SceneParser {
    mutating func statement(_ s: inout TokenStream) throws {
        let first = s.peek!
        switch first.kind {
        case .visualFormat:
            s.next()
            try visualFormat(first)
            return
        case .quoted:
            try constraint(&s)
            return
        case .word:
            if s.peek(1)?.text == ".", s.peek(1)?.kind == .symbol {
                try constraint(&s)
                return
            }
        default:
            throw SceneError(
                "expected a statement (screen, view, stack, scroll, collection, bar, offsets, sweep…), a "
                    + "constraint or a visual format line, found \(first.quotedForMessage)", at: first.location)
        }
        s.next()
        switch first.text {
        case "screen": try screen(&s, at: first.location)
        case "view": try view(&s, kind: .view, at: first.location)
        case "stack": try view(&s, kind: .stack(StackOptions()), at: first.location)
        case "scroll": try view(&s, kind: .scroll(ScrollOptions()), at: first.location)
        case "bar": try bar(&s, at: first.location)
        case "offsets": try offsets(&s, at: first.location)
        case "sweep": try sweep(&s, at: first.location)
        case "direction": try direction(&s, at: first.location)
        case "collection": try view(&s, kind: .collection, at: first.location)
        case "section": try section(&s, at: first.location)
        case "group": try group(&s, at: first.location)
        case "item": try item(&s, at: first.location)
        case "header", "footer": try supplementary(&s, isHeader: first.text == "header", at: first.location)
        case "background": try background(&s, at: first.location)
        case "update": try update(&s, at: first.location)
        default:
            var message = "unknown statement '\(first.text)'"
            if let guess = suggestion(for: first.text, among: Self.keywords) {
                message += ": did you mean '\(guess)'?"
            } else if names[first.text] != nil {
                message += ": a constraint needs an anchor, such as '\(first.text).top'"
            } else {
                message +=
                    ": expected screen, view, stack, scroll, collection, section, group, item, header, footer, "
                    + "background, update, bar, offsets, sweep, direction, a constraint (a.top == b.bottom + 8) or a visual "
                    + "format line (H:|-[a]-|)"
            }
            throw SceneError(message, at: first.location)
        }
    }

    /// `screen 390x844 scale 3 safe-top 47`
    mutating func screen(_ s: inout TokenStream, at location: SourceLocation) throws {
        if let previous = scene.screenLocation {
            throw SceneError("duplicate screen: the screen was declared at \(previous)", at: location)
        }
        guard let size = s.peek, size.kind == .size else {
            throw s.expected("a screen size such as 390x844")
        }
        s.next()
        try checkRange(size.value, size.text, at: size.location)
        try checkRange(size.value2, size.text, at: size.location)
        guard size.value > 0, size.value2 > 0 else {
            throw SceneError("bad screen size '\(size.text)': width and height must be positive", at: size.location)
        }
        var screen = Screen()
        screen.width = size.value
        screen.height = size.value2
        var seen: Set<String> = []
        while let option = s.peek {
            guard option.kind == .word else { throw s.expected("a screen option (scale, safe-top, safe-bottom…)") }
            guard seen.insert(option.text).inserted else {
                throw SceneError("'\(option.text)' given twice", at: option.location)
            }
            s.next()
            switch option.text {
            case "scale":
                let (scale, token) = try number(&s, after: "scale")
                guard scale >= 1, scale <= 10 else {
                    throw SceneError("bad scale '\(token.text)': expected 1 to 10 pixels per point", at: token.location)
                }
                screen.scale = scale
            case "safe-top": screen.safeArea.top = try inset(&s, after: option.text)
            case "safe-bottom": screen.safeArea.bottom = try inset(&s, after: option.text)
            case "safe-left": screen.safeArea.left = try inset(&s, after: option.text)
            case "safe-right": screen.safeArea.right = try inset(&s, after: option.text)
            default:
                throw unknownOption(option, among: ["scale", "safe-top", "safe-bottom", "safe-left", "safe-right"])
            }
        }
        scene.screen = screen
        scene.screenLocation = location
    }

    mutating func inset(_ s: inout TokenStream, after keyword: String) throws -> Double {
        let (value, token) = try number(&s, after: keyword)
        guard value >= 0 else {
            throw SceneError("bad inset '\(token.text)': expected a number of points, 0 or more", at: token.location)
        }
        return value
    }

    /// `bar over list hide search closable`
    mutating func bar(_ s: inout TokenStream, at location: SourceLocation) throws {
        if let previous = scene.bar?.location {
            throw SceneError("duplicate bar: the bar was declared at \(previous)", at: location)
        }
        guard let over = s.peek, over.kind == .word, over.text == "over" else {
            throw s.expected("'over' and the bar's scroll view, as in 'bar over list'")
        }
        s.next()
        let scrollToken = try s.word("the name of a scroll view after 'over'")
        let entry = try resolve(scrollToken)
        guard entry.kind.isScrollView else {
            throw SceneError(
                "'\(scrollToken.text)' is not a scroll view: declare it with 'scroll \(scrollToken.text)' or "
                    + "'collection \(scrollToken.text)'",
                at: scrollToken.location)
        }
        var declaration = BarDeclaration(scrollView: scrollToken.text, location: location)
        declaration.position = scene.views.count
        var sawHide = false
        while let token = s.peek {
            guard token.kind == .word else { throw s.expected("'hide' and the panels to hide") }
            s.next()
            if token.text == "hide" {
                guard !sawHide else { throw SceneError("'hide' given twice", at: token.location) }
                sawHide = true
                guard s.peek != nil else { throw s.expected("a panel to hide after 'hide'") }
                while let panelToken = s.peek, panelToken.kind == .word {
                    s.next()
                    guard let panel = CollapsingNavBar.Panel(sceneName: panelToken.text) else {
                        let all = CollapsingNavBar.Panel.allCases.map(\.shortName)
                        throw unknownOption(panelToken, kind: "panel", among: all)
                    }
                    declaration.hiddenPanels.insert(panel)
                }
            } else {
                throw unknownOption(token, among: ["hide"])
            }
        }
        let taken = ["bar"] + CollapsingNavBar.Panel.allCases.map(\.viewName)
        for name in taken {
            if let entry = names[name] {
                throw SceneError(
                    "duplicate name '\(name)': the bar and its panels take the names bar, topPanel, spacePanel, "
                        + "largeTitlePanel, searchPanel, closablePanel, pinnedPanel and separatorLine; '\(name)' was "
                        + "declared\(entry.location.map { " at \($0)" } ?? "")", at: location)
            }
        }
        declare("bar", NameEntry(kind: .bar, parent: "screen", location: location))
        for panel in CollapsingNavBar.Panel.allCases {
            declare(panel.viewName, NameEntry(kind: .panel, parent: "bar", location: location))
        }
        scene.bar = declaration
    }

    /// `offsets 0 74 148`
    mutating func offsets(_ s: inout TokenStream, at location: SourceLocation) throws {
        try checkNoPlan(at: location)
        var values: [Double] = []
        guard s.peek != nil else { throw s.expected("one or more offsets after 'offsets'") }
        while s.peek != nil {
            let (value, token) = try number(&s, after: "offsets")
            guard values.count < Self.maximumOffsets else {
                throw SceneError("too many offsets: at most \(Self.maximumOffsets)", at: token.location)
            }
            values.append(value)
        }
        scene.offsets = .list(values)
        planLocation = location
    }

    /// `sweep -100:400:50`
    mutating func sweep(_ s: inout TokenStream, at location: SourceLocation) throws {
        try checkNoPlan(at: location)
        let (from, fromToken) = try number(&s, after: "sweep")
        try s.symbol(":", "':' after the first offset (sweep FROM:TO:STEP)")
        let (to, toToken) = try number(&s, after: "':'")
        try s.symbol(":", "':' after the last offset (sweep FROM:TO:STEP)")
        let (step, stepToken) = try number(&s, after: "':'")
        try s.expectEnd()
        guard step > 0 else {
            throw SceneError("bad sweep step '\(stepToken.text)': expected a positive number", at: stepToken.location)
        }
        guard to >= from else {
            throw SceneError(
                "bad sweep: it ends at \(formatNumber(to)), before it starts (\(formatNumber(from)))",
                at: toToken.location)
        }
        let count = OffsetPlan.sweepCount(from: from, to: to, step: step)
        guard count <= Self.maximumOffsets else {
            throw SceneError(
                "too many offsets: this sweep visits \(count == Int.max ? "millions of" : String(count)) offsets, "
                    + "at most \(Self.maximumOffsets)", at: fromToken.location)
        }
        scene.offsets = .sweep(from: from, to: to, step: step)
        planLocation = location
    }

    /// `direction rtl`
    mutating func direction(_ s: inout TokenStream, at location: SourceLocation) throws {
        if let previous = scene.directionLocation {
            throw SceneError("duplicate direction: the direction was given at \(previous)", at: location)
        }
        guard let token = s.peek, token.kind == .word else {
            throw s.expected("ltr (left to right) or rtl (right to left) after 'direction'")
        }
        guard let direction = UserInterfaceLayoutDirection(sceneName: token.text) else {
            throw SceneError(
                "bad direction '\(token.text)': expected ltr (left to right) or rtl (right to left)",
                at: token.location)
        }
        s.next()
        try s.expectEnd()
        scene.direction = direction
        scene.directionLocation = location
    }

    func checkNoPlan(at location: SourceLocation) throws {
        if let planLocation {
            throw SceneError("duplicate offsets: the scene's offsets were given at \(planLocation)", at: location)
        }
    }
}
