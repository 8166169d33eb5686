import Layout

/// Reads a scene file (see <doc:SceneFormat>) into a ``Scene``.
///
/// Each line is one statement; names are declared before they are used. The
/// parser reports every error it finds, one per statement (a statement with
/// an error is skipped, and uses of a name whose declaration failed are not
/// reported again), up to ``maximumErrors``.
public struct SceneParser {
    /// The most errors reported for one file.
    public static let maximumErrors = 20
    /// The most views a scene may declare (rows included).
    public static let maximumViews = 2000
    /// The most offsets a scene may ask for.
    public static let maximumOffsets = 1000
    /// The most rows a scroll view may hold.
    public static let maximumRows = 500

    /// Parses a scene.
    ///
    /// - Throws: ``SceneErrors`` with every error found.
    public static func parse(_ source: String) throws -> Scene {
        var parser = SceneParser()
        return try parser.parse(source)
    }

    // MARK: State

    /// What a name stands for.
    enum NameKind: Equatable {
        case screen, safeArea, view, stack, scroll, bar, panel

        var isView: Bool { self != .safeArea }
    }

    struct NameEntry {
        var kind: NameKind
        var parent: String?
        var location: SourceLocation?
    }

    private var scene = Scene()
    private var names: [String: NameEntry] = [
        "screen": NameEntry(kind: .screen, parent: nil, location: nil),
        "safe": NameEntry(kind: .safeArea, parent: "screen", location: nil),
    ]
    /// Declared names in order (for suggestions that do not depend on hashing).
    private var declaredNames = ["screen", "safe"]
    /// Names whose declaration had an error: their uses are not reported again.
    private var failedNames: Set<String> = []
    private var errors: [SceneError] = []
    private var planLocation: SourceLocation?
    private var viewCount = 0

    /// A statement that cannot go on because of an error reported before.
    private struct AlreadyReported: Error {}

    private static let keywords = ["screen", "view", "stack", "scroll", "bar", "offsets", "sweep"]

    private mutating func parse(_ source: String) throws -> Scene {
        var lineNumber = 0
        for line in source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            do {
                let (tokens, lexError) = Lexer.tokens(of: Array(line), lineNumber: lineNumber)
                if let lexError {
                    // The statement is lost; so is the name it declares, if any.
                    if tokens.count >= 2, tokens[0].kind == .word,
                        ["view", "stack", "scroll"].contains(tokens[0].text),
                        tokens[1].kind == .word, names[tokens[1].text] == nil
                    {
                        failedNames.insert(tokens[1].text)
                    }
                    throw lexError
                }
                guard !tokens.isEmpty else { continue }
                var stream = TokenStream(
                    tokens: tokens, end: SourceLocation(line: lineNumber, column: line.count + 1))
                try statement(&stream)
            } catch let error as SceneError {
                errors.append(error)
                if errors.count >= Self.maximumErrors { break }
            } catch {
                // AlreadyReported: nothing to add.
            }
        }
        if let planLocation, errors.count < Self.maximumErrors,
            !names.values.contains(where: { $0.kind == .scroll })
        {
            errors.append(SceneError("offsets need a scroll view: declare one with 'scroll NAME'", at: planLocation))
        }
        if !errors.isEmpty { throw SceneErrors(errors: errors) }
        return scene
    }

    // MARK: Statements

    private mutating func statement(_ s: inout TokenStream) throws {
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
                "expected a statement (screen, view, stack, scroll, bar, offsets, sweep), a constraint or a "
                    + "visual format line, found \(first.quotedForMessage)", at: first.location)
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
        default:
            var message = "unknown statement '\(first.text)'"
            if let guess = suggestion(for: first.text, among: Self.keywords) {
                message += ": did you mean '\(guess)'?"
            } else if names[first.text] != nil {
                message += ": a constraint needs an anchor, such as '\(first.text).top'"
            } else {
                message +=
                    ": expected screen, view, stack, scroll, bar, offsets, sweep, a constraint "
                    + "(a.top == b.bottom + 8) or a visual format line (H:|-[a]-|)"
            }
            throw SceneError(message, at: first.location)
        }
    }

    /// `screen 390x844 scale 3 safe-top 47`
    private mutating func screen(_ s: inout TokenStream, at location: SourceLocation) throws {
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

    private mutating func inset(_ s: inout TokenStream, after keyword: String) throws -> Double {
        let (value, token) = try number(&s, after: keyword)
        guard value >= 0 else {
            throw SceneError("bad inset '\(token.text)': expected a number of points, 0 or more", at: token.location)
        }
        return value
    }

    /// `view title in card intrinsic 200x24 hidden`, and `stack`, `scroll`.
    private mutating func view(_ s: inout TokenStream, kind: ViewDeclaration.Kind, at location: SourceLocation)
        throws
    {
        let name = try newName(&s, what: "a view name")
        var declaration = ViewDeclaration(name: name, kind: kind, location: location)
        do {
            try viewOptions(&s, &declaration)
        } catch {
            failedNames.insert(name)
            throw error
        }
        var count = 1
        if case .scroll(let options) = declaration.kind { count += options.rows }
        guard viewCount + count <= Self.maximumViews else {
            failedNames.insert(name)
            throw SceneError("too many views: a scene holds at most \(Self.maximumViews)", at: location)
        }
        if case .scroll(let options) = declaration.kind, options.rows > 0 {
            for row in 1...options.rows {
                let rowName = "row\(row)"
                if let entry = names[rowName] {
                    failedNames.insert(name)
                    throw SceneError(
                        "duplicate name '\(rowName)': the rows of '\(name)' are named row1…row\(options.rows), and "
                            + "'\(rowName)' was declared\(entry.location.map { " at \($0)" } ?? "")", at: location)
                }
            }
            for row in 1...options.rows {
                declare("row\(row)", NameEntry(kind: .view, parent: name, location: location))
            }
        }
        viewCount += count
        let nameKind: NameKind
        switch declaration.kind {
        case .view: nameKind = .view
        case .stack: nameKind = .stack
        case .scroll: nameKind = .scroll
        }
        declare(name, NameEntry(kind: nameKind, parent: declaration.parent, location: location))
        scene.views.append(declaration)
    }

    private mutating func viewOptions(_ s: inout TokenStream, _ d: inout ViewDeclaration) throws {
        var seen: Set<String> = []
        var options = ["in", "intrinsic", "hidden", "fill", "hugging", "resistance"]
        switch d.kind {
        case .view: break
        case .stack: options += ["axis", "horizontal", "vertical", "spacing", "distribution", "alignment"]
        case .scroll: options += ["rows", "row-height", "content-height"]
        }
        while let option = s.peek {
            guard option.kind == .word, options.contains(option.text) else {
                if option.kind == .word { throw unknownOption(option, among: options) }
                throw s.expected("an option (\(options.joined(separator: ", ")))")
            }
            var key = option.text
            if key == "horizontal" || key == "vertical" { key = "axis" }
            if key == "intrinsic" || key == "hugging" || key == "resistance" {
                // These may be given once per axis; checked below.
            } else if !seen.insert(key).inserted {
                throw SceneError("'\(option.text)' given twice", at: option.location)
            }
            s.next()
            switch option.text {
            case "in":
                let parent = try s.word("a superview name after 'in'")
                let entry = try resolve(parent)
                guard entry.kind.isView else {
                    throw SceneError("'\(parent.text)' is the safe-area guide, not a view", at: parent.location)
                }
                d.parent = parent.text
            case "hidden": d.isHidden = true
            case "fill": d.fillsParent = true
            case "intrinsic":
                if let size = s.peek, size.kind == .size {
                    s.next()
                    try checkRange(size.value, size.text, at: size.location)
                    try checkRange(size.value2, size.text, at: size.location)
                    try setIntrinsic(&d, width: size.value, height: size.value2, at: size)
                } else {
                    let axis = try s.word(
                        "a size such as 200x44, or 'width' or 'height' and a number, after 'intrinsic'")
                    guard axis.text == "width" || axis.text == "height" else {
                        throw SceneError(
                            "expected a size such as 200x44, or 'width' or 'height' and a number, after 'intrinsic'",
                            at: axis.location)
                    }
                    let (value, token) = try number(&s, after: "intrinsic \(axis.text)")
                    try setIntrinsic(
                        &d, width: axis.text == "width" ? value : nil, height: axis.text == "height" ? value : nil,
                        at: token)
                }
            case "hugging", "resistance":
                let axisToken = try s.word("an axis (h or v) after '\(option.text)'")
                let axis: ViewDeclaration.Axis
                switch axisToken.text {
                case "h", "horizontal": axis = .horizontal
                case "v", "vertical": axis = .vertical
                default:
                    throw SceneError("bad axis '\(axisToken.text)': expected h or v", at: axisToken.location)
                }
                let priority = try priorityValue(&s, after: "\(option.text) \(axisToken.text)")
                if option.text == "hugging" {
                    guard d.hugging.updateValue(priority, forKey: axis) == nil else {
                        throw SceneError("'hugging \(axisToken.text)' given twice", at: option.location)
                    }
                } else {
                    guard d.resistance.updateValue(priority, forKey: axis) == nil else {
                        throw SceneError("'resistance \(axisToken.text)' given twice", at: option.location)
                    }
                }
            case "axis", "horizontal", "vertical":
                var value = option.text
                if value == "axis" { value = try s.word("'horizontal' or 'vertical' after 'axis'").text }
                try updateStack(&d) { stack in
                    switch value {
                    case "horizontal": stack.axis = .horizontal
                    case "vertical": stack.axis = .vertical
                    default:
                        throw SceneError("bad axis '\(value)': expected horizontal or vertical", at: s.previousLocation)
                    }
                }
            case "spacing":
                let (value, _) = try number(&s, after: "spacing")
                try updateStack(&d) { $0.spacing = value }
            case "distribution":
                let token = try s.word("a distribution after 'distribution'")
                guard let value = Self.distributions.first(where: { $0.names.contains(token.text) })?.value else {
                    throw SceneError(
                        "unknown distribution '\(token.text)': expected fill, fill-equally, fill-proportionally, "
                            + "equal-spacing or equal-centering", at: token.location)
                }
                try updateStack(&d) { $0.distribution = value }
            case "alignment":
                let token = try s.word("an alignment after 'alignment'")
                guard let value = Self.alignments.first(where: { $0.name == token.text })?.value else {
                    throw SceneError(
                        "unknown alignment '\(token.text)': expected fill, leading, center, trailing, top or bottom",
                        at: token.location)
                }
                try updateStack(&d) { $0.alignment = value }
            case "rows":
                let (value, token) = try number(&s, after: "rows")
                guard value == value.rounded(), value >= 0, value <= Double(Self.maximumRows) else {
                    throw SceneError(
                        "bad row count '\(token.text)': expected a whole number from 0 to \(Self.maximumRows)",
                        at: token.location)
                }
                try updateScroll(&d) { $0.rows = Int(value) }
            case "row-height":
                let (value, token) = try number(&s, after: "row-height")
                guard value > 0 else {
                    throw SceneError("bad row height '\(token.text)': expected a positive number", at: token.location)
                }
                try updateScroll(&d) { $0.rowHeight = value }
            case "content-height":
                let (value, token) = try number(&s, after: "content-height")
                guard value >= 0 else {
                    throw SceneError("bad content height '\(token.text)': expected 0 or more", at: token.location)
                }
                try updateScroll(&d) { $0.contentHeight = value }
            default:
                throw unknownOption(option, among: options)
            }
        }
    }

    private func setIntrinsic(_ d: inout ViewDeclaration, width: Double?, height: Double?, at token: Token) throws {
        for value in [width, height].compactMap({ $0 }) where value < 0 {
            throw SceneError(
                "bad intrinsic size '\(token.text)': expected a number of points, 0 or more", at: token.location)
        }
        if width != nil {
            guard d.intrinsicWidth == nil else { throw SceneError("intrinsic width given twice", at: token.location) }
            d.intrinsicWidth = width
        }
        if height != nil {
            guard d.intrinsicHeight == nil else {
                throw SceneError("intrinsic height given twice", at: token.location)
            }
            d.intrinsicHeight = height
        }
    }

    private func updateStack(_ d: inout ViewDeclaration, _ change: (inout StackOptions) throws -> Void) throws {
        guard case .stack(var options) = d.kind else { return }
        try change(&options)
        d.kind = .stack(options)
    }

    private func updateScroll(_ d: inout ViewDeclaration, _ change: (inout ScrollOptions) throws -> Void) throws {
        guard case .scroll(var options) = d.kind else { return }
        try change(&options)
        d.kind = .scroll(options)
    }

    private static let distributions: [(names: [String], value: StackView.Distribution)] = [
        (["fill"], .fill), (["fill-equally", "fillEqually"], .fillEqually),
        (["fill-proportionally", "fillProportionally"], .fillProportionally),
        (["equal-spacing", "equalSpacing"], .equalSpacing), (["equal-centering", "equalCentering"], .equalCentering),
    ]

    private static let alignments: [(name: String, value: StackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("center", .center), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom),
    ]

    /// `bar over list hide search closable`
    private mutating func bar(_ s: inout TokenStream, at location: SourceLocation) throws {
        if let previous = scene.bar?.location {
            throw SceneError("duplicate bar: the bar was declared at \(previous)", at: location)
        }
        guard let over = s.peek, over.kind == .word, over.text == "over" else {
            throw s.expected("'over' and the bar's scroll view, as in 'bar over list'")
        }
        s.next()
        let scrollToken = try s.word("the name of a scroll view after 'over'")
        let entry = try resolve(scrollToken)
        guard entry.kind == .scroll else {
            throw SceneError(
                "'\(scrollToken.text)' is not a scroll view: declare it with 'scroll \(scrollToken.text)'",
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
                    guard let panel = BarPanel(sceneName: panelToken.text) else {
                        let all = BarPanel.allCases.map(\.shortName)
                        var message = "unknown panel '\(panelToken.text)'"
                        if let guess = suggestion(for: panelToken.text, among: all) {
                            message += ": did you mean '\(guess)'?"
                        } else {
                            message += ": expected \(all.joined(separator: ", "))"
                        }
                        throw SceneError(message, at: panelToken.location)
                    }
                    declaration.hiddenPanels.insert(panel)
                }
            } else {
                throw unknownOption(token, among: ["hide"])
            }
        }
        let taken = ["bar"] + BarPanel.allCases.map(\.rawValue)
        for name in taken {
            if let entry = names[name] {
                throw SceneError(
                    "duplicate name '\(name)': the bar and its panels take the names bar, topPanel, spacePanel, "
                        + "largeTitlePanel, searchPanel, closablePanel, pinnedPanel and separatorLine; '\(name)' was "
                        + "declared\(entry.location.map { " at \($0)" } ?? "")", at: location)
            }
        }
        declare("bar", NameEntry(kind: .bar, parent: "screen", location: location))
        for panel in BarPanel.allCases {
            declare(panel.rawValue, NameEntry(kind: .panel, parent: "bar", location: location))
        }
        scene.bar = declaration
    }

    /// `offsets 0 74 148`
    private mutating func offsets(_ s: inout TokenStream, at location: SourceLocation) throws {
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
    private mutating func sweep(_ s: inout TokenStream, at location: SourceLocation) throws {
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

    private func checkNoPlan(at location: SourceLocation) throws {
        if let planLocation {
            throw SceneError("duplicate offsets: the scene's offsets were given at \(planLocation)", at: location)
        }
    }

    // MARK: Constraints

    /// `'id' a.width == b.width * 0.5 + 8 @750`
    private mutating func constraint(_ s: inout TokenStream) throws {
        let start = s.peek!.location
        var identifier: String?
        if let quoted = s.peek, quoted.kind == .quoted {
            identifier = quoted.text
            s.next()
        }
        let first = try anchor(&s, what: "an anchor such as title.top")
        guard let relationToken = s.peek, relationToken.kind == .symbol,
            let relation = Self.relations[relationToken.text]
        else {
            if let token = s.peek, token.text == "=" || token.text == "<" || token.text == ">" {
                throw SceneError(
                    "expected '==', '<=' or '>=', found '\(token.text)'", at: token.location)
            }
            throw s.expected("'==', '<=' or '>=' after '\(first)'")
        }
        s.next()
        var second: AnchorReference?
        var multiplier = 1.0
        var constant = 0.0
        var sign = 1.0
        guard let next = s.peek else { throw s.expected("an anchor or a number after '\(relationToken.text)'") }
        if next.kind == .symbol, next.text == "-" || next.text == "+" {
            s.next()
            sign = next.text == "-" ? -1 : 1
            guard let token = s.peek, token.kind == .number else {
                throw s.expected("a number after '\(next.text)'")
            }
        }
        if let token = s.peek, token.kind == .number {
            s.next()
            try checkRange(token.value, token.text, at: token.location)
            if s.peek?.text == "*", s.peek?.kind == .symbol {
                s.next()
                multiplier = sign * token.value
                second = try anchor(&s, what: "an anchor after '*'")
            } else {
                constant = sign * token.value
            }
        } else if let token = s.peek, token.kind == .word {
            second = try anchor(&s, what: "an anchor or a number after '\(relationToken.text)'")
            if let op = s.peek, op.kind == .symbol, op.text == "*" || op.text == "/" {
                s.next()
                let (value, valueToken) = try number(&s, after: op.text, signed: true)
                if op.text == "*" {
                    multiplier = value
                } else {
                    guard value != 0 else { throw SceneError("division by zero", at: valueToken.location) }
                    multiplier = 1 / value
                }
            }
        } else {
            throw s.expected("an anchor or a number after '\(relationToken.text)'")
        }
        if second != nil, let op = s.peek, op.kind == .symbol, op.text == "+" || op.text == "-" {
            s.next()
            let (value, _) = try number(&s, after: op.text)
            constant = op.text == "-" ? -value : value
        }
        var priority: Float = 1000
        if let at = s.peek, at.kind == .symbol, at.text == "@" {
            s.next()
            priority = try priorityValue(&s, after: "@")
        }
        if let extra = s.peek {
            var expected = second == nil ? ["'@'"] : ["'+'", "'-'", "'@'"]
            if second != nil && multiplier == 1 { expected.insert("'*'", at: 0) }
            throw SceneError(
                "expected \(expected.joined(separator: ", ")) or the end of the line, found \(extra.quotedForMessage)",
                at: extra.location)
        }
        let declaration = ConstraintDeclaration(
            identifier: identifier, first: first, relation: relation, second: second, multiplier: multiplier,
            constant: constant, priority: priority, location: start)
        try check(declaration)
        scene.constraintGroups.append([declaration])
    }

    private static let relations: [String: LayoutConstraint.Relation] = [
        "==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual,
    ]

    private static let attributes: [(name: String, value: LayoutConstraint.Attribute)] = [
        ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing), ("left", .left),
        ("right", .right), ("centerX", .centerX), ("centerY", .centerY), ("width", .width), ("height", .height),
    ]

    /// `item.attribute`
    private mutating func anchor(_ s: inout TokenStream, what: String) throws -> AnchorReference {
        guard let itemToken = s.peek, itemToken.kind == .word else { throw s.expected(what) }
        s.next()
        guard let dot = s.peek, dot.kind == .symbol, dot.text == "." else {
            if names[itemToken.text] != nil || failedNames.contains(itemToken.text) {
                throw s.expected("'.' and an anchor after '\(itemToken.text)', such as '\(itemToken.text).top'")
            }
            throw unknownName(itemToken)
        }
        s.next()
        _ = try resolve(itemToken)
        guard let attributeToken = s.peek, attributeToken.kind == .word else {
            throw s.expected("an anchor name after '\(itemToken.text).' (top, bottom, leading, trailing, width…)")
        }
        s.next()
        guard let attribute = Self.attributes.first(where: { $0.name == attributeToken.text })?.value else {
            var message = "unknown anchor '\(attributeToken.text)'"
            if let guess = suggestion(for: attributeToken.text, among: Self.attributes.map(\.name)) {
                message += ": did you mean '\(guess)'?"
            } else {
                message += ": expected " + Self.attributes.map(\.name).joined(separator: ", ")
            }
            throw SceneError(message, at: attributeToken.location)
        }
        return AnchorReference(item: itemToken.text, attribute: attribute, location: itemToken.location)
    }

    /// Refuses what UIKit's anchors refuse: mixed axes, positions against
    /// numbers, multipliers on positions, leading against left.
    private func check(_ c: ConstraintDeclaration) throws {
        let firstAxis = Self.axis(of: c.first.attribute)
        guard let second = c.second else {
            guard firstAxis == .size else {
                throw SceneError(
                    "'\(c.first)' is a position: relate it to another anchor, as in '\(c.first) == "
                        + "\(c.first.item == "screen" ? "safe" : "screen").\(c.first.attribute.rawValue) + 8'; only "
                        + "width and height can be compared with a number", at: c.first.location)
            }
            return
        }
        let secondAxis = Self.axis(of: second.attribute)
        if firstAxis != secondAxis {
            if firstAxis == .size || secondAxis == .size {
                let (size, position) = firstAxis == .size ? (c.first, second) : (second, c.first)
                throw SceneError(
                    "axis mismatch: '\(size)' is a size and '\(position)' a position; they cannot be related",
                    at: second.location)
            }
            throw SceneError(
                "axis mismatch: '\(c.first)' is \(firstAxis.rawValue) and '\(second)' is \(secondAxis.rawValue)",
                at: second.location)
        }
        if c.multiplier != 1, firstAxis != .size {
            throw SceneError(
                "a multiplier needs width or height anchors: '\(c.first)' is a position", at: c.first.location)
        }
        let directional: Set<LayoutConstraint.Attribute> = [.leading, .trailing]
        let absolute: Set<LayoutConstraint.Attribute> = [.left, .right]
        if (directional.contains(c.first.attribute) && absolute.contains(second.attribute))
            || (absolute.contains(c.first.attribute) && directional.contains(second.attribute))
        {
            throw SceneError(
                "'\(c.first)' and '\(second)' mix leading/trailing with left/right, which UIKit refuses",
                at: second.location)
        }
    }

    private enum AnchorAxis: String {
        case horizontal, vertical, size
    }

    private static func axis(of attribute: LayoutConstraint.Attribute) -> AnchorAxis {
        switch attribute {
        case .leading, .trailing, .left, .right, .centerX: return .horizontal
        case .top, .bottom, .centerY: return .vertical
        case .width, .height: return .size
        }
    }

    // MARK: Visual format

    private mutating func visualFormat(_ token: Token) throws {
        let names = self.names
        let failed = failedNames
        let order = declaredNames
        let parser = SceneVisualFormat(text: token.text, at: token.location) { name, location in
            guard let entry = names[name] else {
                if failed.contains(name) { throw AlreadyReported() }
                throw SceneError(Self.unknownNameMessage(name, names: names, order: order), at: location)
            }
            guard entry.kind.isView else {
                throw SceneError(
                    "'\(name)' is the safe-area guide, not a view: visual format needs views", at: location)
            }
            return SceneVisualFormat.NameInfo(parent: entry.parent)
        }
        let group = try parser.parse()
        for c in group { try check(c) }
        scene.constraintGroups.append(group)
    }

    // MARK: Names

    private mutating func newName(_ s: inout TokenStream, what: String) throws -> String {
        let token = try s.word(what)
        guard token.text.unicodeScalars.allSatisfy({ Lexer.isWordPart($0) }) else {
            throw SceneError(
                "bad name '\(token.text)': use letters, digits and '_' (names must work in visual format too)",
                at: token.location)
        }
        if let entry = names[token.text] {
            let where_ = entry.location.map { "declared at \($0)" } ?? "reserved"
            throw SceneError("duplicate name '\(token.text)': already \(where_)", at: token.location)
        }
        if failedNames.contains(token.text) { throw AlreadyReported() }
        return token.text
    }

    private mutating func declare(_ name: String, _ entry: NameEntry) {
        names[name] = entry
        declaredNames.append(name)
    }

    private func resolve(_ token: Token) throws -> NameEntry {
        if let entry = names[token.text] { return entry }
        throw unknownName(token)
    }

    private func unknownName(_ token: Token) -> Error {
        if failedNames.contains(token.text) { return AlreadyReported() }
        return SceneError(Self.unknownNameMessage(token.text, names: names, order: declaredNames), at: token.location)
    }

    private static func unknownNameMessage(_ name: String, names: [String: NameEntry], order: [String]? = nil)
        -> String
    {
        let candidates = order ?? names.keys.sorted()
        if let guess = suggestion(for: name, among: candidates) {
            return "unknown view '\(name)': did you mean '\(guess)'?"
        }
        return "unknown view '\(name)'"
    }

    private func unknownOption(_ token: Token, among options: [String]) -> SceneError {
        var message = "unknown option '\(token.text)'"
        if let guess = suggestion(for: token.text, among: options) {
            message += ": did you mean '\(guess)'?"
        } else {
            message += ": expected \(options.joined(separator: ", "))"
        }
        return SceneError(message, at: token.location)
    }

    // MARK: Numbers

    private func number(_ s: inout TokenStream, after keyword: String, signed: Bool = true) throws -> (
        Double, Token
    ) {
        var sign = 1.0
        var signToken: Token?
        if signed, let token = s.peek, token.kind == .symbol, token.text == "-" || token.text == "+" {
            sign = token.text == "-" ? -1 : 1
            signToken = token
            s.next()
        }
        guard var token = s.peek, token.kind == .number else {
            if let token = s.peek, token.kind == .word || token.kind == .size {
                throw SceneError("bad number '\(token.text)' after '\(keyword)'", at: token.location)
            }
            throw s.expected("a number after '\(keyword)'")
        }
        s.next()
        try checkRange(token.value, token.text, at: token.location)
        if let signToken {
            token.text = signToken.text + token.text
            token.location = signToken.location
        }
        return (sign * token.value, token)
    }

    private func priorityValue(_ s: inout TokenStream, after keyword: String) throws -> Float {
        guard let token = s.peek else { throw s.expected("a priority after '\(keyword)'") }
        if token.kind == .symbol, token.text == "-" || token.text == "+" {
            s.next()
            let text = token.text + (s.peek.map { $0.kind == .number ? $0.text : "" } ?? "")
            throw SceneError(
                "bad priority '\(text)': expected a number from 1 to 1000, or required, high, low or fitting",
                at: token.location)
        }
        guard token.kind == .number || token.kind == .word else { throw s.expected("a priority after '\(keyword)'") }
        s.next()
        return try parsePriority(token.text, at: token.location)
    }
}

/// The tokens of one statement, read front to back.
struct TokenStream {
    let tokens: [Token]
    /// Where the line ends: the column after its last character.
    let end: SourceLocation
    private var index = 0

    init(tokens: [Token], end: SourceLocation) {
        self.tokens = tokens
        self.end = end
    }

    var peek: Token? { index < tokens.count ? tokens[index] : nil }

    func peek(_ offset: Int) -> Token? { index + offset < tokens.count ? tokens[index + offset] : nil }

    /// The location of the token just read.
    var previousLocation: SourceLocation { index > 0 ? tokens[index - 1].location : end }

    mutating func next() { index += 1 }

    /// An error: `expected <what>, found <token>` (or `… at the end of the line`).
    func expected(_ what: String) -> SceneError {
        guard let token = peek else { return SceneError("expected \(what), found the end of the line", at: end) }
        return SceneError("expected \(what), found \(token.quotedForMessage)", at: token.location)
    }

    mutating func word(_ what: String) throws -> Token {
        guard let token = peek, token.kind == .word else { throw expected(what) }
        next()
        return token
    }

    mutating func symbol(_ text: String, _ what: String) throws {
        guard let token = peek, token.kind == .symbol, token.text == text else { throw expected(what) }
        next()
    }

    func expectEnd() throws {
        if let token = peek {
            throw SceneError("expected the end of the line, found \(token.quotedForMessage)", at: token.location)
        }
    }
}

/// The candidate closest to a misspelt name, or nil: at most one edit away
/// for names of three to five characters, two for longer ones, none for
/// shorter ones (a transposition is one edit). Ties go to the earlier candidate.
func suggestion(for name: String, among candidates: [String]) -> String? {
    let length = name.unicodeScalars.count
    let limit = length < 3 ? 0 : length <= 5 ? 1 : 2
    guard limit > 0 else { return nil }
    var best: (String, Int)?
    for candidate in candidates where candidate != name {
        let d = editDistance(name, candidate, limit: limit)
        if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
    }
    return best?.0
}

/// The optimal-string-alignment distance (Levenshtein with adjacent
/// transpositions), or `limit + 1` once it exceeds `limit`.
func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
    let a = Array(a.unicodeScalars.prefix(64)), b = Array(b.unicodeScalars.prefix(64))
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        var rowMinimum = Int.max
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
            }
            rowMinimum = min(rowMinimum, d[i][j])
        }
        if rowMinimum > limit { return limit + 1 }
    }
    return d[a.count][b.count]
}
