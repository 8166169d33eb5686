/// A column of the tableau: a variable of the user's (external), or one the
/// solver makes for a constraint (slack, error, dummy).
///
/// A symbol is a small value: an increasing serial number and a kind. Rows and
/// cells are ordered by serial, so every pivot choice, and every dump, is the
/// same on every run.
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for.
    enum Kind: Int32, Sendable {
        /// A user's variable: unrestricted in sign.
        case external = 0
        /// The slack of an inequality: `expression + slack == 0`, `slack >= 0`.
        case slack = 1
        /// The error of a non-required constraint, `>= 0`, weighted in the objective.
        case error = 2
        /// The marker of a required equality: always 0, never pivoted in.
        case dummy = 3
    }

    /// `serial << 2 | kind`: ordering by `raw` orders by serial.
    let raw: Int32

    init(serial: Int, kind: Kind) {
        raw = Int32(serial) << 2 | kind.rawValue
    }

    private init(raw: Int32) { self.raw = raw }

    /// No symbol.
    static let invalid = Symbol(raw: -1)

    /// The index of the symbol in the tableau's per-symbol storage.
    var serial: Int { Int(raw >> 2) }
    /// The symbol's kind.
    var kind: Kind { Kind(rawValue: raw & 3)! }
    /// Whether this is a real symbol.
    var isValid: Bool { raw >= 0 }
    /// Whether the symbol is a user's variable (unrestricted in sign).
    var isExternal: Bool { raw & 3 == 0 }
    /// Whether the symbol is a dummy marker.
    var isDummy: Bool { raw & 3 == 3 }
    /// Whether the symbol is restricted to non-negative values and may be pivoted on.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }

    /// The symbol of the same kind with the serial `serials[serial]` (the
    /// serials still in use numbered afresh, in their order): renumbering
    /// keeps every comparison between symbols it keeps.
    @inline(__always) func renumbered(by serials: UnsafeBufferPointer<Int32>) -> Symbol {
        let new = unsafe serials[serial]
        assert(new >= 0, "renumbering a symbol that is no longer in use")
        return Symbol(raw: new << 2 | raw & 3)
    }
}

extension Symbol: CustomStringConvertible {
    /// `v3`, `s4`, `e5` or `d6`: kind letter and serial.
    var description: String {
        let letter: String
        switch kind {
        case .external: letter = "v"
        case .slack: letter = "s"
        case .error: letter = "e"
        case .dummy: letter = "d"
        }
        return "\(letter)\(serial)"
    }
}
