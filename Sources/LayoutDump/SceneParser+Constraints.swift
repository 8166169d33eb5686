import Layout

/// Constraint statements in anchor notation, and the checks every constraint passes.
extension SceneParser {
    /// `'id' a.width == b.width * 0.5 + 8 @750`
    mutating func constraint(_ s: inout TokenStream) throws {
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

    static let relations: [String: LayoutConstraint.Relation] = [
        "==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual,
    ]

    static let attributes: [(name: String, value: LayoutConstraint.Attribute)] = [
        ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing), ("left", .left),
        ("right", .right), ("centerX", .centerX), ("centerY", .centerY), ("width", .width), ("height", .height),
    ]

    /// `item.attribute`
    mutating func anchor(_ s: inout TokenStream, what: String) throws -> AnchorReference {
        guard let itemToken = s.peek, itemToken.kind == .word else { throw s.expected(what) }
        s.next()
        guard let dot = s.peek, dot.kind == .symbol, dot.text == "." else {
            if names[itemToken.text] != nil || failedNames.contains(itemToken.text) {
                throw s.expected("'.' and an anchor after '\(itemToken.text)', such as '\(itemToken.text).top'")
            }
            throw unknownName(itemToken)
        }
        s.next()
        let entry = try resolve(itemToken)
        if let what = entry.kind.layoutPartName {
            throw SceneError(
                "'\(itemToken.text)' is \(what) of a collection's layout, not a view: it has no anchors",
                at: itemToken.location)
        }
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
    func check(_ c: ConstraintDeclaration) throws {
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

    enum AnchorAxis: String {
        case horizontal, vertical, size
    }

    static func axis(of attribute: LayoutConstraint.Attribute) -> AnchorAxis {
        switch attribute {
        case .leading, .trailing, .left, .right, .centerX, .leadingMargin, .trailingMargin, .leftMargin, .rightMargin,
            .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins: return .vertical
        case .width, .height, .notAnAttribute: return .size  // scenes name only the ten anchors
        }
    }
}
