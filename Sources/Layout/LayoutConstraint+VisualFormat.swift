import Foundation

extension LayoutConstraint {
    /// The constraints of one line of UIKit's Visual Format Language, such
    /// as `"H:|-[find]-[findNext]-[findField(>=20)]-|"` (UIKit's
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`).
    ///
    /// The whole grammar of Apple's guide: `H:`/`V:` (H when omitted), `|` for
    /// the superview of the view next to it, `-` for the standard spacing (8
    /// between siblings, 20 to the superview's edge), `-20-` or `-padding-`,
    /// `-(>=0)-`, `[a][b]` for no spacing, and predicates on a view's size
    /// along the line: `[a(44)]`, `[a(>=70,<=100)]`, `[a(==b)]`,
    /// `[a(100@750)]`, `[a(>=width@priority)]`.
    ///
    /// - Parameters:
    ///   - format: the line.
    ///   - options: an alignment of every view across the line (`.alignAllTop`
    ///     on a horizontal line, `.alignAllLeading` on a vertical one…) and
    ///     the direction of a horizontal line.
    ///   - metrics: numbers by name (`Double`, `CGFloat`, `Int`, `Float`,
    ///     `NSNumber` or ``LayoutPriority``), for constants and priorities.
    ///   - views: the line's ``View``s by name; a ``LayoutGuide`` may stand
    ///     in for a view, and `|` next to it is its owning view.
    /// - Returns: the constraints, inactive (activate them with
    ///   ``activate(_:)``), in UIKit's order: each view's size predicates,
    ///   the connections left to right, then the alignments.
    /// - Throws: ``VisualFormatError`` naming the column of a malformed line,
    ///   of a name missing from the dictionaries, or of a `|` next to a view
    ///   with no superview.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) throws -> [LayoutConstraint] {
        try constraints(withVisualFormat: format, options: options, metrics: metrics, views: .any(views))
    }

    /// ``constraints(withVisualFormat:options:metrics:views:)`` for a
    /// dictionary of views only (UIKit code's usual `[String: UIView]`),
    /// read as it is: passed where `[String: Any]` is expected, such a
    /// dictionary is converted, a copy per line.
    @_documentation(visibility: internal)
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: View]
    ) throws -> [LayoutConstraint] {
        try constraints(withVisualFormat: format, options: options, metrics: metrics, views: .views(views))
    }

    /// The constraints of one line over `views` (see
    /// ``constraints(withVisualFormat:options:metrics:views:)``).
    private static func constraints(
        withVisualFormat format: String, options: FormatOptions, metrics: [String: Any]?, views: VisualFormatViews
    ) throws -> [LayoutConstraint] {
        let dictionaries = VisualFormatDictionaries(format: format, views: views, metrics: metrics ?? [:])
        // A line names each of its few views several times: each is
        // looked up and cast once.
        func resolveViews(of line: VisualFormatLine) -> [(name: String, item: LayoutItem)]? {
            var resolved: [(name: String, item: LayoutItem)] = []
            resolved.reserveCapacity(line.views.count)
            for (name, _) in line.views where !resolved.contains(where: { $0.name == name }) {
                guard let item = dictionaries.item(name) else { return nil }
                resolved.append((name, item))
            }
            return resolved
        }
        let line: VisualFormatLine
        let items: [(name: String, item: LayoutItem)]
        if let kept = VisualFormatCache.shared.line(for: format), let resolved = resolveViews(of: kept) {
            line = kept
            items = resolved
        } else {
            var parser = VisualFormatParser(format: format, resolver: dictionaries)
            line = try parser.parse()
            if !dictionaries.readsNames.happened { VisualFormatCache.shared.keep(line, for: format) }
            items = resolveViews(of: line) ?? []
        }
        func named(_ name: String) -> LayoutItem? {
            items.first(where: { $0.name == name })?.item ?? dictionaries.item(name)
        }
        func item(_ side: VisualFormatConstraint.Side) throws -> LayoutItem {
            switch side.item {
            case .view(let name):
                guard let item = named(name) else { throw dictionaries.error("no view", side.column) }
                return item
            case .superview(let name):
                let item = named(name)
                let parent = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
                guard let parent else {
                    throw dictionaries.error("'|' stands for the superview, and '\(name)' has none", side.column)
                }
                return parent
            }
        }

        let direction = options.intersection(.directionMask)
        var result: [LayoutConstraint] = []
        for c in line.constraints {
            var first = (try item(c.first), c.first.attribute)
            var second = try c.second.map { (try item($0), $0.attribute) }
            if !line.isVertical, c.isSpacing, var other = second, direction != .directionLeadingToTrailing {
                let rightToLeft = direction == .directionRightToLeft
                first.1 = Self.directed(first.1, rightToLeft: rightToLeft)
                other.1 = Self.directed(other.1, rightToLeft: rightToLeft)
                if rightToLeft { swap(&first, &other) }
                second = other
            }
            let constraint = LayoutConstraint(
                first: first, relation: c.relation, second: second, multiplier: 1, constant: CGFloat(c.constant))
            constraint.storedPriority = LayoutPriority(c.priority)
            result.append(constraint)
        }
        result += try alignments(of: line, options: options, format: format) { name in
            try item(VisualFormatConstraint.Side(item: .view(name), attribute: .width, column: 1))
        }
        return result
    }

    /// `leading` and `trailing` for a line that runs left to right or right to left.
    private static func directed(_ attribute: Attribute, rightToLeft: Bool) -> Attribute {
        switch attribute {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return attribute
        }
    }

    /// Each view aligned with the one before it, for each alignment of `options`.
    private static func alignments(
        of line: VisualFormatLine, options: FormatOptions, format: String, item: (String) throws -> LayoutItem
    ) throws -> [LayoutConstraint] {
        let alignment = options.intersection(.alignmentMask)
        if alignment.isEmpty { return [] }
        let attributes = alignment.alignedAttributes
        let across: Set<Attribute> =
            line.isVertical ? [.left, .right, .leading, .trailing, .centerX] : [.top, .bottom, .centerY]
        if let wrong = attributes.first(where: { !across.contains($0) }) {
            let axis = line.isVertical ? "vertical" : "horizontal"
            throw VisualFormatError(
                "the options align the views' \(wrong.rawValue), along the line: a \(axis) line aligns views across it",
                format: format, column: 1)
        }
        var result: [LayoutConstraint] = []
        for attribute in attributes {
            for (previous, next) in zip(line.views, line.views.dropFirst()) {
                result.append(
                    LayoutConstraint(
                        first: (try item(previous.name), attribute), relation: .equal,
                        second: (try item(next.name), attribute), multiplier: 1, constant: 0))
            }
        }
        return result
    }
}
