/// Reads a line of UIKit's Visual Format Language, the grammar of Apple's
/// Auto Layout Guide:
///
/// ```
/// format     = [ ("H" | "V") ":" ] [ "|" connection ] view { connection view } [ connection "|" ]
/// view       = "[" name [ "(" predicate { "," predicate } ")" ] "]"
/// connection = "" | "-" | "-" constant "-" | "-" "(" predicate { "," predicate } ")" "-"
/// predicate  = [ "==" | "<=" | ">=" ] ( constant | name ) [ "@" ( number | name ) ]
/// constant   = number | metric name
/// ```
///
/// A bare `-` is the standard spacing: 8 points between siblings, 20 to the
/// superview's edge. No connection (`[a][b]`) is 0. A predicate on a view
/// sizes it along the line's axis, against a constant (`[a(>=36@750)]`) or
/// another view (`[a(==b)]`). Spaces between elements are allowed.
///
/// Syntax errors are ``VisualFormatError``s; names and numbers are checked by
/// the caller's ``VisualFormatResolver`` as they are read.
package struct VisualFormatParser<Resolver: VisualFormatResolver> {
    /// The standard spacing between sibling views (UIKit).
    static var siblingSpacing: Double { 8 }
    /// The standard spacing between a view and its superview's edge (UIKit).
    static var superviewSpacing: Double { 20 }

    private let format: String
    private let text: [Unicode.Scalar]
    /// The line's bytes when it is ASCII (then byte `k` is scalar `k`).
    private let ascii: [UInt8]?
    private let resolver: Resolver
    private var i = 0
    private var isVertical = false

    /// A parser of `format` that checks names and numbers with `resolver`.
    package init(format: String, resolver: Resolver) {
        self.format = format
        (text, ascii) = Self.scalars(of: format)
        self.resolver = resolver
    }

    /// One element of a line.
    private enum Element {
        case superview(column: Int)
        case view(name: String, column: Int)
    }

    /// A spacing between two elements.
    private struct Connection {
        enum Kind {
            case flush, standard
            case predicates([Predicate])
        }
        var kind: Kind
        var column: Int
    }

    /// `==`, `<=` or `>=` something, at a priority.
    private struct Predicate {
        enum Object {
            case constant(Double)
            case view(String, column: Int)
        }
        var relation: LayoutConstraint.Relation
        var object: Object
        var priority: Float
        var column: Int
    }

    /// The line's views and constraints.
    package mutating func parse() throws -> VisualFormatLine {
        skipSpaces()
        if let c = peek(), c == "H" || c == "V", peek(1) == ":" {
            isVertical = c == "V"
            i += 2
        } else if let c = peek(), isLetter(c) {
            throw error("expected 'H:' or 'V:' at the start of a visual format line")
        }
        var elements: [Element] = []
        var views: [(name: String, column: Int)] = []
        var connections: [Connection] = []
        var sizes: [VisualFormatConstraint] = []

        skipSpaces()
        if peek() == "|" {
            elements.append(.superview(column: column))
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
            let (name, nameColumn, predicates) = try parseView()
            elements.append(.view(name: name, column: nameColumn))
            views.append((name, nameColumn))
            for p in predicates { sizes.append(sizeConstraint(of: name, column: nameColumn, p)) }
            skipSpaces()
            guard peek() != nil else { break }
            let connection = try parseConnection()
            skipSpaces()
            if peek() == "|" {
                elements.append(.superview(column: column))
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
                throw error("expected '-', '[' or '|', found \(Self.describe(peek()!))")
            }
            connections.append(connection)
        }
        var constraints = sizes
        for (index, connection) in connections.enumerated() {
            constraints += try spacingConstraints(from: elements[index], to: elements[index + 1], connection)
        }
        return VisualFormatLine(isVertical: isVertical, views: views, constraints: constraints)
    }

    // MARK: Elements

    private mutating func parseView() throws -> (String, Int, [Predicate]) {
        let open = column
        i += 1  // [
        skipSpaces()
        let nameColumn = column
        let name = readName()
        guard !name.isEmpty else {
            if peek() == nil { throw error("unterminated '[': expected a view name and ']'", at: open) }
            throw error("expected a view name after '['")
        }
        try resolver.checkView(name, column: nameColumn)
        skipSpaces()
        var predicates: [Predicate] = []
        if peek() == "(" {
            predicates = try parsePredicateList(viewsAllowed: true)
            skipSpaces()
        }
        guard peek() == "]" else {
            if peek() == nil { throw error("unterminated '[': expected ']'", at: open) }
            throw error("expected ']' or '(' after the view name '\(name)'")
        }
        i += 1
        return (name, nameColumn, predicates)
    }

    private mutating func parseConnection() throws -> Connection {
        skipSpaces()
        let start = column
        guard peek() == "-" else { return Connection(kind: .flush, column: start) }
        i += 1
        skipSpaces()
        switch peek() {
        case "[", "|":
            return Connection(kind: .standard, column: start)
        case "(":
            let predicates = try parsePredicateList(viewsAllowed: false)
            try expectClosingDash()
            return Connection(kind: .predicates(predicates), column: start)
        case let c? where isDigit(c) || isLetter(c) || c == "_":
            let valueColumn = column
            let value: Double
            if isDigit(c) {
                value = try readNumber()
            } else {
                let name = readName()
                value = try resolver.constant(named: name, column: valueColumn, viewsAllowed: false) ?? 0
            }
            try expectClosingDash()
            let p = Predicate(relation: .equal, object: .constant(value), priority: 1000, column: valueColumn)
            return Connection(kind: .predicates([p]), column: start)
        case nil:
            throw error("expected a spacing, '[' or '|' after '-'")
        case let c?:
            throw error("expected a spacing, '(' , '[' or '|' after '-', found \(Self.describe(c))")
        }
    }

    private mutating func expectClosingDash() throws {
        skipSpaces()
        guard peek() == "-" else {
            throw error(
                "expected '-' to close the spacing" + (peek() == nil ? "" : ", found \(Self.describe(peek()!))"))
        }
        i += 1
    }

    private mutating func parsePredicateList(viewsAllowed: Bool) throws -> [Predicate] {
        let open = column
        i += 1  // (
        var predicates: [Predicate] = []
        while true {
            skipSpaces()
            if peek() == nil { throw error("unterminated '(': expected ')'", at: open) }
            predicates.append(try parsePredicate(viewsAllowed: viewsAllowed))
            skipSpaces()
            switch peek() {
            case ",":
                i += 1
            case ")":
                i += 1
                return predicates
            case nil:
                throw error("unterminated '(': expected ')'", at: open)
            case let c?:
                throw error("expected ',' or ')' in a predicate list, found \(Self.describe(c))")
            }
        }
    }

    private mutating func parsePredicate(viewsAllowed: Bool) throws -> Predicate {
        let start = column
        var relation = LayoutConstraint.Relation.equal
        if let a = peek(), let b = peek(1), b == "=", a == "=" || a == "<" || a == ">" {
            relation = a == "=" ? .equal : a == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            i += 2
        } else if let a = peek(), a == "=" || a == "<" || a == ">" {
            throw error("expected '==', '<=' or '>='")
        }
        skipSpaces()
        let objectColumn = column
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
            if let value = try resolver.constant(named: name, column: objectColumn, viewsAllowed: viewsAllowed) {
                object = .constant(value)
            } else {
                try resolver.checkView(name, column: objectColumn)
                object = .view(name, column: objectColumn)
            }
        } else {
            throw error(viewsAllowed ? "expected a number or a view name" : "expected a number")
        }
        skipSpaces()
        var priority: Float = 1000
        if peek() == "@" {
            i += 1
            skipSpaces()
            let priorityColumn = column
            var word = ""
            if let c = peek(), isDigit(c) {
                word = try readNumberText()
            } else if peek() == "-" {
                i += 1
                word = "-" + ((peek().map(isDigit) ?? false) ? try readNumberText() : "0")
            } else {
                word = readName()
            }
            priority = try resolver.priority(word, column: priorityColumn)
        }
        return Predicate(relation: relation, object: object, priority: priority, column: start)
    }

    // MARK: Constraints

    private func sizeConstraint(of view: String, column viewColumn: Int, _ p: Predicate) -> VisualFormatConstraint {
        let attribute: LayoutConstraint.Attribute = isVertical ? .height : .width
        let first = VisualFormatConstraint.Side(item: .view(view), attribute: attribute, column: viewColumn)
        switch p.object {
        case .constant(let k):
            return VisualFormatConstraint(
                first: first, relation: p.relation, second: nil, constant: k, priority: p.priority, column: p.column)
        case .view(let other, let otherColumn):
            let second = VisualFormatConstraint.Side(item: .view(other), attribute: attribute, column: otherColumn)
            return VisualFormatConstraint(
                first: first, relation: p.relation, second: second, constant: 0, priority: p.priority,
                column: p.column)
        }
    }

    private func spacingConstraints(from a: Element, to b: Element, _ connection: Connection) throws
        -> [VisualFormatConstraint]
    {
        typealias Side = VisualFormatConstraint.Side
        let leading: LayoutConstraint.Attribute = isVertical ? .top : .leading
        let trailing: LayoutConstraint.Attribute = isVertical ? .bottom : .trailing
        let toSuperview: Bool
        let first: Side
        let second: Side
        switch (a, b) {
        case (.superview(let bar), .view(let name, let nameColumn)):
            toSuperview = true
            first = Side(item: .view(name), attribute: leading, column: nameColumn)
            second = Side(item: .superview(of: name), attribute: leading, column: bar)
        case (.view(let name, let nameColumn), .superview(let bar)):
            toSuperview = true
            first = Side(item: .superview(of: name), attribute: trailing, column: bar)
            second = Side(item: .view(name), attribute: trailing, column: nameColumn)
        case (.view(let left, let leftColumn), .view(let right, let rightColumn)):
            toSuperview = false
            first = Side(item: .view(right), attribute: leading, column: rightColumn)
            second = Side(item: .view(left), attribute: trailing, column: leftColumn)
        default:
            throw error("'|' must be next to a view", at: connection.column)
        }
        let predicates: [Predicate]
        switch connection.kind {
        case .flush:
            predicates = [Predicate(relation: .equal, object: .constant(0), priority: 1000, column: connection.column)]
        case .standard:
            let k = toSuperview ? Self.superviewSpacing : Self.siblingSpacing
            predicates = [Predicate(relation: .equal, object: .constant(k), priority: 1000, column: connection.column)]
        case .predicates(let list):
            predicates = list
        }
        return try predicates.map { p in
            guard case .constant(let k) = p.object else {
                throw error("a spacing is a number, not a view", at: p.column)
            }
            return VisualFormatConstraint(
                first: first, relation: p.relation, second: second, constant: k, priority: p.priority,
                column: p.column)
        }
    }

    // MARK: Scanning

    /// The 1-based column of the next character.
    private var column: Int { i + 1 }

    private func error(_ message: String, at column: Int? = nil) -> VisualFormatError {
        VisualFormatError(message, format: format, column: column ?? self.column)
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        i + offset < text.count ? text[i + offset] : nil
    }

    private mutating func skipSpaces() {
        while let c = peek(), Self.isSpace(c) { i += 1 }
    }

    private mutating func readName() -> String {
        let begin = i
        guard let c = peek(), isLetter(c) || c == "_" else { return "" }
        while let c = peek(), isLetter(c) || isDigit(c) || c == "_" { i += 1 }
        return string(begin..<i)
    }

    /// A number's text, checked to be digits with an optional fraction and
    /// by the resolver.
    private mutating func readNumberText() throws -> String {
        try readNumberToken().text
    }

    /// A number's text and value, checked as ``readNumberText()`` says.
    private mutating func readNumberToken() throws -> (text: String, value: Double) {
        let start = column
        let begin = i
        while let c = peek(), isDigit(c) || c == "." || isLetter(c) || c == "_" { i += 1 }
        let token = string(begin..<i)
        guard let value = Self.decimal(text[begin..<i], token) else {
            throw error(
                "bad number '\(token)': expected digits with an optional fraction, such as 8 or 0.5", at: start)
        }
        try resolver.checkNumber(value, text: token, column: start)
        return (token, value)
    }

    private mutating func readNumber() throws -> Double {
        try readNumberToken().value
    }

    /// The value of digits with an optional fraction (`8`, `0.5`), or nil:
    /// `scalars` are the number's, `text` the same as a string.
    private static func decimal(_ scalars: ArraySlice<Unicode.Scalar>, _ text: String) -> Double? {
        // One pass: digits, at most one point, a digit on each side of it,
        // at most 40 in all. A whole number of up to 15 digits is exact as
        // it is summed; any other is read by the standard library.
        var digitsBefore = 0
        var digitsAfter = 0
        var sawPoint = false
        var whole = 0.0
        for c in scalars {
            if c == "." {
                guard !sawPoint else { return nil }
                sawPoint = true
            } else if c >= "0" && c <= "9" {
                if sawPoint { digitsAfter += 1 } else { digitsBefore += 1 }
                whole = whole * 10 + Double(c.value - 0x30)
            } else {
                return nil
            }
        }
        guard scalars.count <= 40, digitsBefore > 0, !sawPoint || digitsAfter > 0 else { return nil }
        return !sawPoint && digitsBefore <= 15 ? whole : Double(text)
    }

    /// The text of the scalars in `range`, read as a name or a number:
    /// ASCII only (see ``readName()`` and ``readNumberText()``), so each
    /// scalar is one byte.
    private func string(_ range: Range<Int>) -> String {
        if let ascii { return String(decoding: ascii[range], as: UTF8.self) }
        return String(decoding: text[range].map { UInt8(truncatingIfNeeded: $0.value) }, as: UTF8.self)
    }

    /// The scalars of a line, and its bytes when it is ASCII (the common
    /// case, read without decoding).
    private static func scalars(of format: String) -> (scalars: [Unicode.Scalar], ascii: [UInt8]?) {
        let bytes = Array(format.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) { return (bytes.map { Unicode.Scalar($0) }, bytes) }
        return (Array(format.unicodeScalars), nil)
    }

    private static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\r" || c == "\u{0B}" || c == "\u{0C}" || c == "\u{A0}" || c == "\u{FEFF}"
    }

    private func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    private func isLetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }

    /// A character for a message: `'$'`, or `U+0007` when it does not print.
    package static func describe(_ c: Unicode.Scalar) -> String {
        if c.value < 0x20 || c.value == 0x7F || c == "\u{FFFD}" || (0x80..<0xA0).contains(c.value) {
            let hex = String(c.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(c)'"
    }
}
