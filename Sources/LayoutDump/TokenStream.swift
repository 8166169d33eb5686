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
