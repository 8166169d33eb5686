/// A token of a scene line.
struct Token: Equatable {
    /// What kind of token.
    enum Kind: Equatable {
        /// A name or keyword: letters, digits and `_`, with inner `-` before a letter (`safe-top`).
        case word
        /// A number without sign: `8`, `0.5`.
        case number
        /// A size: `390x844`.
        case size
        /// A quoted identifier: `'title-top'` (the text is what is inside the quotes).
        case quoted
        /// An operator or punctuation: `== <= >= = < > + - * / @ . , : ( ) [ ] |`.
        case symbol
        /// A visual-format line, raw: `V:|-8-[title(52)]-|`.
        case visualFormat
    }

    var kind: Kind
    var text: String
    var location: SourceLocation
    /// The value of a number, or the width of a size.
    var value: Double = 0
    /// The height of a size.
    var value2: Double = 0

    /// The token as an error message quotes it.
    var quotedForMessage: String {
        switch kind {
        case .quoted: return "'\(text)'"
        case .visualFormat: return "visual format '\(text)'"
        default: return "'\(text)'"
        }
    }
}

/// Splits scene lines into tokens. A statement is one line; `#` starts a
/// comment. A line whose first characters are `H:`, `V:`, `|` or `[` is a
/// visual-format line, kept whole as one token for ``SceneVisualFormat``.
enum Lexer {
    /// The tokens of one line (without its newline), and the error that
    /// stopped the lexer if any: a character that starts no token, a bad
    /// number or an unterminated quote (the tokens are those before it).
    static func tokens(of line: [Unicode.Scalar], lineNumber: Int) -> ([Token], SceneError?) {
        var tokens: [Token] = []
        do {
            try lex(line, lineNumber: lineNumber, into: &tokens)
            return (tokens, nil)
        } catch {
            return (
                tokens, error as? SceneError ?? SceneError("\(error)", at: SourceLocation(line: lineNumber, column: 1))
            )
        }
    }

    private static func lex(_ line: [Unicode.Scalar], lineNumber: Int, into tokens: inout [Token]) throws {
        var i = 0
        func location(_ index: Int) -> SourceLocation { SourceLocation(line: lineNumber, column: index + 1) }
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            i + offset < line.count ? line[i + offset] : nil
        }

        while i < line.count {
            let c = line[i]
            if isSpace(c) {
                i += 1
                continue
            }
            if c == "#" { break }
            let start = i
            if tokens.isEmpty, isVisualFormatStart(line, at: i) {
                var end = line.count
                if let hash = line[i...].firstIndex(of: "#") { end = hash }
                while end > i, isSpace(line[end - 1]) { end -= 1 }
                tokens.append(Token(kind: .visualFormat, text: String(scalars: line[i..<end]), location: location(i)))
                break
            }
            if c == "'" {
                guard let close = line[(i + 1)...].firstIndex(of: "'") else {
                    throw SceneError("unterminated identifier: expected a closing ' on this line", at: location(i))
                }
                let text = String(scalars: line[(i + 1)..<close])
                guard !text.isEmpty else { throw SceneError("empty identifier ''", at: location(i)) }
                tokens.append(Token(kind: .quoted, text: text, location: location(i)))
                i = close + 1
                continue
            }
            if isDigit(c) {
                while i < line.count, isWordPart(line[i]) || line[i] == "." { i += 1 }
                let text = String(scalars: line[start..<i])
                tokens.append(try numberToken(text, at: location(start)))
                continue
            }
            if isLetter(c) || c == "_" {
                i += 1
                while i < line.count {
                    if isWordPart(line[i]) {
                        i += 1
                    } else if line[i] == "-", i + 1 < line.count, isLetter(line[i + 1]) {
                        i += 2
                    } else {
                        break
                    }
                }
                tokens.append(Token(kind: .word, text: String(scalars: line[start..<i]), location: location(start)))
                continue
            }
            let two = peek(1).map { String(c) + String($0) }
            if let two, ["==", "<=", ">="].contains(two) {
                tokens.append(Token(kind: .symbol, text: two, location: location(i)))
                i += 2
                continue
            }
            if "=<>+-*/@.,:()[]|".unicodeScalars.contains(c) {
                tokens.append(Token(kind: .symbol, text: String(c), location: location(i)))
                i += 1
                continue
            }
            if c == "\u{FFFD}" || c == "\u{0}" {
                // What a file that is not UTF-8 reads as: bytes that are not
                // UTF-8 become U+FFFD, and UTF-16 puts a NUL beside each ASCII
                // character.
                throw SceneError(
                    "the scene is not UTF-8 text (found \(describe(c)); a Latin-1 or UTF-16 file?): "
                        + "save it as UTF-8", at: location(i))
            }
            throw SceneError("unexpected character \(describe(c))", at: location(i))
        }
    }

    /// A number (`8`, `0.5`) or a size (`390x844`), or an error.
    static func numberToken(_ text: String, at location: SourceLocation) throws -> Token {
        if let value = parseDecimal(text) {
            return Token(kind: .number, text: text, location: location, value: value)
        }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let w = parseDecimal(String(parts[0])), let h = parseDecimal(String(parts[1])) {
            return Token(kind: .size, text: text, location: location, value: w, value2: h)
        }
        if hasExponent(text) {
            throw SceneError(
                "bad number '\(text)': write it in plain decimal, without an exponent, such as 1000 "
                    + "(numbers are at most 100000)", at: location)
        }
        if looksLikeSize(text) {
            throw SceneError("bad size '\(text)': expected WIDTHxHEIGHT, such as 200x44", at: location)
        }
        throw SceneError(
            "bad number '\(text)': expected digits with an optional fraction, such as 8 or 0.5", at: location)
    }

    /// Whether a word that starts with a digit is a number with an exponent,
    /// such as `1e3` or `1E+9`.
    static func hasExponent(_ text: String) -> Bool {
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return false }
        var exponent = text[text.index(after: e)...]
        if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
        return parseDecimal(String(text[..<e])) != nil && !exponent.isEmpty && exponent.allSatisfy(\.isASCIIDigit)
    }

    /// Whether a word that starts with a digit was meant as a size: it holds
    /// an `x`, or digits again after letters (`10by10`, `10X10`).
    static func looksLikeSize(_ text: String) -> Bool {
        if text.contains("x") || text.contains("X") { return true }
        guard let letter = text.firstIndex(where: { !$0.isASCIIDigit && $0 != "." }) else { return false }
        return text[letter...].contains(where: \.isASCIIDigit)
    }

    /// The value of `digits` or `digits.digits`, or nil.
    static func parseDecimal(_ text: String) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
        else { return nil }
        guard text.count <= 40 else { return nil }
        return Double(text)
    }

    static func isVisualFormatStart(_ line: [Unicode.Scalar], at i: Int) -> Bool {
        let c = line[i]
        if c == "|" || c == "[" { return true }
        return (c == "H" || c == "V") && i + 1 < line.count && line[i + 1] == ":"
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\r" || c == "\u{0B}" || c == "\u{0C}" || c == "\u{A0}" || c == "\u{FEFF}"
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    static func isLetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }

    static func isWordPart(_ c: Unicode.Scalar) -> Bool { isLetter(c) || isDigit(c) || c == "_" }

    /// A character for a message: `'$'`, or `U+0007` when it does not print.
    static func describe(_ c: Unicode.Scalar) -> String {
        if c.value < 0x20 || c.value == 0x7F || c == "\u{FFFD}" || (0x80..<0xA0).contains(c.value) {
            return "U+" + String(String(c.value, radix: 16, uppercase: true).leftPadded(to: 4))
        }
        return "'\(c)'"
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    init(scalars: ArraySlice<Unicode.Scalar>) {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        self.init(view)
    }

    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
