import Layout

/// The `view`, `stack` and `scroll` statements and their options.
extension SceneParser {
    /// `view title in card intrinsic 200x24 hidden`, and `stack`, `scroll`.
    mutating func view(_ s: inout TokenStream, kind: ViewDeclaration.Kind, at location: SourceLocation)
        throws
    {
        let name = try newName(&s, what: "a view name")
        var declaration = ViewDeclaration(name: name, kind: kind, location: location)
        if case .collection = kind { pendingCollection = CollectionDeclaration(name: name) }
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
        case .collection: nameKind = .collection
        }
        declare(name, NameEntry(kind: nameKind, parent: declaration.parent, location: location))
        scene.views.append(declaration)
        if let collection = pendingCollection {
            collectionIndex[name] = scene.collections.count
            scene.collections.append(collection)
            pendingCollection = nil
        }
    }

    mutating func viewOptions(_ s: inout TokenStream, _ d: inout ViewDeclaration) throws {
        var seen: Set<String> = []
        var options = ["in", "intrinsic", "hidden", "fill", "hugging", "resistance"]
        switch d.kind {
        case .view: break
        case .stack: options += ["axis", "horizontal", "vertical", "spacing", "distribution", "alignment"]
        case .scroll: options += ["rows", "row-height", "content-height"]
        case .collection: options += ["horizontal", "vertical", "inter-section", "insets-reference"]
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
            if case .collection = d.kind {
                if try collectionOption(option, &s) { continue }
            }
            switch option.text {
            case "in":
                let parent = try s.word("a superview name after 'in'")
                let entry = try resolve(parent)
                if let what = entry.kind.layoutPartName {
                    throw SceneError(
                        "'\(parent.text)' is \(what) of a collection's layout, not a view: put views in views",
                        at: parent.location)
                }
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

    func setIntrinsic(_ d: inout ViewDeclaration, width: Double?, height: Double?, at token: Token) throws {
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

    func updateStack(_ d: inout ViewDeclaration, _ change: (inout StackOptions) throws -> Void) throws {
        guard case .stack(var options) = d.kind else { return }
        try change(&options)
        d.kind = .stack(options)
    }

    func updateScroll(_ d: inout ViewDeclaration, _ change: (inout ScrollOptions) throws -> Void) throws {
        guard case .scroll(var options) = d.kind else { return }
        try change(&options)
        d.kind = .scroll(options)
    }

    static let distributions: [(names: [String], value: StackView.Distribution)] = [
        (["fill"], .fill), (["fill-equally", "fillEqually"], .fillEqually),
        (["fill-proportionally", "fillProportionally"], .fillProportionally),
        (["equal-spacing", "equalSpacing"], .equalSpacing), (["equal-centering", "equalCentering"], .equalCentering),
    ]

    static let alignments: [(name: String, value: StackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("center", .center), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom),
    ]
}
