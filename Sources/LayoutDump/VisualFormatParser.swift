import Layout

/// Reads a line of UIKit's Visual Format Language into constraints, the
/// subset `NSLayoutConstraint.constraints(withVisualFormat:)` documents:
///
/// ```
/// format     = [ ("H" | "V") ":" ] [ "|" connection ] view { connection view } [ connection "|" ]
/// view       = "[" name [ "(" predicate { "," predicate } ")" ] "]"
/// connection = "" | "-" | "-" number "-" | "-" "(" predicate { "," predicate } ")" "-"
/// predicate  = [ "==" | "<=" | ">=" ] ( number | name ) [ "@" priority ]
/// ```
///
/// A bare `-` is the standard spacing: 8 points between siblings, 20 to the
/// superview's edge. No connection (`[a][b]`) is 0. A predicate on a view
/// sizes it along the line's axis, against a number (`[a(>=36@750)]`) or
/// another view (`[a(==b)]`). Scenes have no metrics dictionary: numbers only.
/// Spaces between elements are allowed.
struct VisualFormatParser {
    /// What the parser needs to know about a name.
    struct NameInfo {
        /// The superview's name, nil for the screen.
        var parent: String?
    }

    /// The standard spacing between sibling views (UIKit).
    static let siblingSpacing = 8.0
    /// The standard spacing between a view and its superview's edge (UIKit).
    static let superviewSpacing = 20.0

    let text: [Unicode.Scalar]
    let start: SourceLocation
    let lookup: (String, SourceLocation) throws -> NameInfo

    private var i = 0
    private var isVertical = false

    init(text: String, at start: SourceLocation, lookup: @escaping (String, SourceLocation) throws -> NameInfo) {
        self.text = Array(text.unicodeScalars)
        self.start = start
        self.lookup = lookup
    }

    /// One element of a line.
    private enum Element {
        case superview(SourceLocation)
        case view(name: String, location: SourceLocation)
    }

    /// A spacing between two elements.
    private struct Connection {
        enum Kind { case flush, standard, predicates([Predicate]) }
        var kind: Kind
        var location: SourceLocation
    }

    /// `==`, `<=` or `>=` something, at a priority.
    private struct Predicate {
        enum Object {
            case constant(Double)
            case view(String)
        }
        var relation: LayoutConstraint.Relation
        var object: Object
        var priority: Float
        var location: SourceLocation
    }

    /// The constraints of the line, in the order UIKit makes them: each
    /// view's size, then the connections left to right.
    mutating func parse() throws -> [ConstraintDeclaration] {
        skipSpaces()
        if let c = peek(), c == "H" || c == "V", peek(1) == ":" {
            isVertical = c == "V"
            i += 2
        } else if let c = peek(), isLetter(c) {
            throw error("expected 'H:' or 'V:' at the start of a visual format line")
        }
        var elements: [Element] = []
        var connections: [Connection] = []
        var sizes: [ConstraintDeclaration] = []

        skipSpaces()
        if peek() == "|" {
            elements.append(.superview(here))
            i += 1
            connections.append(try parseConnection())
        }
        while true {
            skipSpaces()
            guard peek() == "[" else {
                if elements.isEmpty || peek() == nil {
                    throw error(peek() == nil ? "expected a view '[name]'" : "expected '[' to start a view")
                }
                throw error("expected '[' to start a view after a connection")
            }
            let (name, location, predicates) = try parseView()
            elements.append(.view(name: name, location: location))
            for p in predicates { sizes.append(try sizeConstraint(of: name, p)) }
            skipSpaces()
            guard peek() != nil else { break }
            let connection = try parseConnection()
            skipSpaces()
            if peek() == "|" {
                elements.append(.superview(here))
                connections.append(connection)
                i += 1
                skipSpaces()
                if peek() != nil { throw error("expected the end of the line after the closing '|'") }
                break
            }
            if peek() == nil {
                if case .flush = connection.kind { break }
                throw error("a connection must lead to a view '[name]' or to '|'")
            }
            if peek() != "[" {
                throw error("expected '-', '[' or '|', found \(Lexer.describe(peek()!))")
            }
            connections.append(connection)
        }
        var result = sizes
        for (index, connection) in connections.enumerated() {
            result += try spacingConstraints(from: elements[index], to: elements[index + 1], connection)
        }
        return result
    }

    // MARK: Elements

    private mutating func parseView() throws -> (String, SourceLocation, [Predicate]) {
        let open = here
        i += 1  // [
        skipSpaces()
        let nameLocation = here
        let name = readName()
        guard !name.isEmpty else {
            if peek() == nil { throw SceneError("unterminated '[': expected a view name and ']'", at: open) }
            throw error("expected a view name after '['")
        }
        _ = try lookup(name, nameLocation)
        skipSpaces()
        var predicates: [Predicate] = []
        if peek() == "(" {
            predicates = try parsePredicateList(allowViews: true)
            skipSpaces()
        }
        guard peek() == "]" else {
            if peek() == nil { throw SceneError("unterminated '[': expected ']'", at: open) }
            throw error("expected ']' or '(' after the view name '\(name)'")
        }
        i += 1
        return (name, nameLocation, predicates)
    }

    private mutating func parseConnection() throws -> Connection {
        skipSpaces()
        let location = here
        guard peek() == "-" else { return Connection(kind: .flush, location: location) }
        i += 1
        skipSpaces()
        switch peek() {
        case "[", "|":
            return Connection(kind: .standard, location: location)
        case "(":
            let predicates = try parsePredicateList(allowViews: false)
            try expectClosingDash()
            return Connection(kind: .predicates(predicates), location: location)
        case let c? where isDigit(c):
            let numberLocation = here
            let value = try readNumber()
            try expectClosingDash()
            let p = Predicate(relation: .equal, object: .constant(value), priority: 1000, location: numberLocation)
            return Connection(kind: .predicates([p]), location: location)
        case let c? where isLetter(c) || c == "_":
            let nameLocation = here
            let name = readName()
            throw SceneError("unknown metric '\(name)': scenes have no metrics, write a number", at: nameLocation)
        case nil:
            throw error("expected a spacing, '[' or '|' after '-'")
        case let c?:
            throw error("expected a spacing, '(' , '[' or '|' after '-', found \(Lexer.describe(c))")
        }
    }

    private mutating func expectClosingDash() throws {
        skipSpaces()
        guard peek() == "-" else {
            throw error(
                "expected '-' to close the spacing" + (peek() == nil ? "" : ", found \(Lexer.describe(peek()!))"))
        }
        i += 1
    }

    private mutating func parsePredicateList(allowViews: Bool) throws -> [Predicate] {
        let open = here
        i += 1  // (
        var predicates: [Predicate] = []
        while true {
            skipSpaces()
            if peek() == nil { throw SceneError("unterminated '(': expected ')'", at: open) }
            predicates.append(try parsePredicate(allowViews: allowViews))
            skipSpaces()
            switch peek() {
            case ",":
                i += 1
            case ")":
                i += 1
                return predicates
            case nil:
                throw SceneError("unterminated '(': expected ')'", at: open)
            case let c?:
                throw error("expected ',' or ')' in a predicate list, found \(Lexer.describe(c))")
            }
        }
    }

    private mutating func parsePredicate(allowViews: Bool) throws -> Predicate {
        let location = here
        var relation = LayoutConstraint.Relation.equal
        if let a = peek(), let b = peek(1), b == "=", a == "=" || a == "<" || a == ">" {
            relation = a == "=" ? .equal : a == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            i += 2
        } else if let a = peek(), a == "=" || a == "<" || a == ">" {
            throw error("expected '==', '<=' or '>='")
        }
        skipSpaces()
        let objectLocation = here
        let object: Predicate.Object
        if let c = peek(), isDigit(c) || c == "-" || c == "+" {
            var sign = 1.0
            if c == "-" || c == "+" {
                sign = c == "-" ? -1 : 1
                i += 1
            }
            guard let d = peek(), isDigit(d) else { throw error("expected a number") }
            object = .constant(sign * (try readNumber()))
        } else if let c = peek(), isLetter(c) || c == "_" {
            let name = readName()
            guard allowViews else {
                throw SceneError("unknown metric '\(name)': scenes have no metrics, write a number", at: objectLocation)
            }
            _ = try lookup(name, objectLocation)
            object = .view(name)
        } else {
            throw error(allowViews ? "expected a number or a view name" : "expected a number")
        }
        skipSpaces()
        var priority: Float = 1000
        if peek() == "@" {
            i += 1
            skipSpaces()
            let priorityLocation = here
            var word = ""
            if let c = peek(), isDigit(c) {
                let value = try readNumber()
                word = formatNumber(value)
            } else if peek() == "-" {
                i += 1
                let value = (peek().map(isDigit) ?? false) ? try readNumber() : 0
                word = "-" + formatNumber(value)
            } else {
                word = readName()
            }
            priority = try parsePriority(word, at: priorityLocation)
        }
        return Predicate(relation: relation, object: object, priority: priority, location: location)
    }

    // MARK: Constraints

    private func sizeConstraint(of view: String, _ p: Predicate) throws -> ConstraintDeclaration {
        let attribute: LayoutConstraint.Attribute = isVertical ? .height : .width
        let first = AnchorReference(item: view, attribute: attribute, location: p.location)
        switch p.object {
        case .constant(let k):
            return ConstraintDeclaration(
                first: first, relation: p.relation, second: nil, constant: k, priority: p.priority, location: p.location
            )
        case .view(let other):
            let second = AnchorReference(item: other, attribute: attribute, location: p.location)
            return ConstraintDeclaration(
                first: first, relation: p.relation, second: second, priority: p.priority, location: p.location)
        }
    }

    private func spacingConstraints(from a: Element, to b: Element, _ connection: Connection) throws
        -> [ConstraintDeclaration]
    {
        let leading: LayoutConstraint.Attribute = isVertical ? .top : .leading
        let trailing: LayoutConstraint.Attribute = isVertical ? .bottom : .trailing
        let toSuperview: Bool
        let firstRef: AnchorReference
        let secondRef: AnchorReference
        switch (a, b) {
        case (.superview(let at), .view(let name, let location)):
            toSuperview = true
            let parent = try superview(of: name, at: at, viewLocation: location)
            firstRef = AnchorReference(item: name, attribute: leading, location: location)
            secondRef = AnchorReference(item: parent, attribute: leading, location: at)
        case (.view(let name, let location), .superview(let at)):
            toSuperview = true
            let parent = try superview(of: name, at: at, viewLocation: location)
            firstRef = AnchorReference(item: parent, attribute: trailing, location: at)
            secondRef = AnchorReference(item: name, attribute: trailing, location: location)
        case (.view(let left, let leftLocation), .view(let right, let rightLocation)):
            toSuperview = false
            firstRef = AnchorReference(item: right, attribute: leading, location: rightLocation)
            secondRef = AnchorReference(item: left, attribute: trailing, location: leftLocation)
        default:
            throw SceneError("'|' must be next to a view", at: connection.location)
        }
        let predicates: [Predicate]
        switch connection.kind {
        case .flush:
            predicates = [
                Predicate(relation: .equal, object: .constant(0), priority: 1000, location: connection.location)
            ]
        case .standard:
            let k = toSuperview ? Self.superviewSpacing : Self.siblingSpacing
            predicates = [
                Predicate(relation: .equal, object: .constant(k), priority: 1000, location: connection.location)
            ]
        case .predicates(let list):
            predicates = list
        }
        return try predicates.map { p in
            guard case .constant(let k) = p.object else {
                throw SceneError("a spacing is a number, not a view", at: p.location)
            }
            return ConstraintDeclaration(
                first: firstRef, relation: p.relation, second: secondRef, constant: k, priority: p.priority,
                location: p.location)
        }
    }

    private func superview(of view: String, at location: SourceLocation, viewLocation: SourceLocation) throws
        -> String
    {
        guard let parent = try lookup(view, viewLocation).parent else {
            throw SceneError("'|' stands for the superview, and '\(view)' has none", at: location)
        }
        return parent
    }

    // MARK: Scanning

    private var here: SourceLocation { SourceLocation(line: start.line, column: start.column + i) }

    private func error(_ message: String) -> SceneError { SceneError(message, at: here) }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        i + offset < text.count ? text[i + offset] : nil
    }

    private mutating func skipSpaces() {
        while let c = peek(), Lexer.isSpace(c) { i += 1 }
    }

    private mutating func readName() -> String {
        let begin = i
        guard let c = peek(), isLetter(c) || c == "_" else { return "" }
        while let c = peek(), isLetter(c) || isDigit(c) || c == "_" { i += 1 }
        return String(scalars: text[begin..<i])
    }

    private mutating func readNumber() throws -> Double {
        let location = here
        let begin = i
        while let c = peek(), isDigit(c) || c == "." || isLetter(c) || c == "_" { i += 1 }
        let token = String(scalars: text[begin..<i])
        guard let value = Lexer.parseDecimal(token) else {
            throw SceneError(
                "bad number '\(token)': expected digits with an optional fraction, such as 8 or 0.5", at: location)
        }
        try checkRange(value, token, at: location)
        return value
    }

    private func isDigit(_ c: Unicode.Scalar) -> Bool { Lexer.isDigit(c) }
    private func isLetter(_ c: Unicode.Scalar) -> Bool { Lexer.isLetter(c) }
}

/// The largest number a scene may hold (in points, or as a multiplier).
let largestSceneNumber = 100_000.0

/// Refuses a number too large for a layout.
func checkRange(_ value: Double, _ text: String, at location: SourceLocation) throws {
    guard value.isFinite, abs(value) <= largestSceneNumber else {
        throw SceneError("number out of range '\(text)': at most \(formatNumber(largestSceneNumber))", at: location)
    }
}

/// A priority written as a number (1...1000) or a name: `required` (1000),
/// `high` (750), `low` (250), `fitting` (50), or UIKit's `defaultHigh`,
/// `defaultLow`, `fittingSizeLevel`.
func parsePriority(_ text: String, at location: SourceLocation) throws -> Float {
    switch text {
    case "required": return 1000
    case "high", "defaultHigh": return 750
    case "low", "defaultLow": return 250
    case "fitting", "fittingSizeLevel": return 50
    default: break
    }
    if let value = Double(text), value.isFinite, value >= 1, value <= 1000 { return Float(value) }
    let shown = text.isEmpty ? "" : " '\(text)'"
    throw SceneError(
        "bad priority\(shown): expected a number from 1 to 1000, or required, high, low or fitting", at: location)
}
