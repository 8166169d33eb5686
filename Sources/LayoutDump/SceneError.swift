/// A mistake in a scene file: where it is and what was expected there.
public struct SceneError: Error, Hashable, Sendable {
    /// Where the mistake is.
    public var location: SourceLocation
    /// What is wrong, in a few words: `unknown view 'titel'`.
    public var message: String

    /// Creates an error.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// The error as compilers print it: `scene.txt:12:7: error: unknown view 'titel'`.
    public func formatted(file: String) -> String {
        "\(file):\(location.line):\(location.column): error: \(message)"
    }
}

/// Every error found in a scene file, in the order of the file.
public struct SceneErrors: Error, Sendable {
    /// The errors, at least one.
    public var errors: [SceneError]
    /// The scene made of the statements that parsed (a statement with an
    /// error is left out), so that a run can also report the constraints
    /// they break; nil when there is none.
    var partialScene: Scene?
    /// The line after which the file was not read, because the parser had
    /// found ``SceneParser/maximumErrors`` by then; nil when it read it all.
    public var stoppedAtLine: Int?

    /// Creates the errors of a scene, with what parsed of it.
    package init(errors: [SceneError], partialScene: Scene? = nil) {
        self.errors = errors
        self.partialScene = partialScene
    }

    /// The errors as compilers print them, each followed by its source line
    /// and a caret under the column.
    public func formatted(file: String, source: String) -> String {
        // Lines as the parser counts them (a split of the characters would
        // keep "\r\n", one character, inside a line), and only those quoted.
        let lines = SceneLines.lines(numbered: Set(errors.map(\.location.line)), in: source)
        var text = ""
        for error in errors {
            text += error.formatted(file: file) + "\n"
            guard let quoted = lines[error.location.line] else { continue }
            let line = quoted.replacingTabsAndReturns()
            guard !line.isEmpty, line.unicodeScalars.count < 300 else { continue }
            text += line + "\n"
            let caret = max(0, min(error.location.column - 1, line.unicodeScalars.count))
            text += String(repeating: " ", count: caret) + "^\n"
        }
        if let stoppedAtLine {
            let count = SceneParser.maximumErrors
            text +=
                "\(file): note: stopped after \(count) errors, at line \(stoppedAtLine); "
                + "the lines after it were not checked\n"
        }
        return text
    }
}

extension String {
    /// The line with tabs as single spaces (so the caret lines up) and
    /// without a carriage return or other control characters.
    fileprivate func replacingTabsAndReturns() -> String {
        var scalars = String.UnicodeScalarView()
        for s in unicodeScalars {
            if s == "\r" { continue }
            scalars.append(s.value < 0x20 || s.value == 0x7F ? " " : s)
        }
        return String(scalars)
    }
}
