import Layout

/// Declaring and resolving names, and suggesting one for a misspelt name.
extension SceneParser {
    mutating func newName(_ s: inout TokenStream, what: String) throws -> String {
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

    mutating func declare(_ name: String, _ entry: NameEntry) {
        names[name] = entry
        declaredNames.append(name)
    }

    func resolve(_ token: Token) throws -> NameEntry {
        if let entry = names[token.text] { return entry }
        throw unknownName(token)
    }

    func unknownName(_ token: Token) -> Error {
        if failedNames.contains(token.text) { return AlreadyReported() }
        return SceneError(Self.unknownNameMessage(token.text, names: names, order: declaredNames), at: token.location)
    }

    static func unknownNameMessage(_ name: String, names: [String: NameEntry], order: [String]? = nil)
        -> String
    {
        let candidates = order ?? names.keys.sorted()
        if let guess = suggestion(for: name, among: candidates) {
            return "unknown view '\(name)': did you mean '\(guess)'?"
        }
        return "unknown view '\(name)'"
    }

    /// "unknown option 'x'" (or another kind of word), with the closest
    /// option as a suggestion, or the list of options when none is close.
    func unknownOption(_ token: Token, kind: String = "option", among options: [String]) -> SceneError {
        var message = "unknown \(kind) '\(token.text)'"
        if let guess = suggestion(for: token.text, among: options) {
            message += ": did you mean '\(guess)'?"
        } else {
            message += ": expected \(options.joined(separator: ", "))"
        }
        return SceneError(message, at: token.location)
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
