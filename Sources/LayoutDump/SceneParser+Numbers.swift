import Layout

/// Numbers and priorities after a keyword.
extension SceneParser {
    func number(_ s: inout TokenStream, after keyword: String, signed: Bool = true) throws -> (
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

    func priorityValue(_ s: inout TokenStream, after keyword: String) throws -> Float {
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
