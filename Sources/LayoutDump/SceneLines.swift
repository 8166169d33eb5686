/// The lines of a scene as the parser numbers them: a line ends at `\n`,
/// `\r\n` or a lone `\r` (old Mac line ends), so that every error's line is
/// the line an editor shows.
///
/// The lines are read one at a time into one buffer: a file of millions of
/// blank lines costs one line of memory, not a slice per line (20 MB of blank
/// lines took 1.1 GB that way).
enum SceneLines {
    /// Calls `body` with each line's number (from 1) and its scalars, in
    /// order, until it returns false. A source ending in a line end has an
    /// empty last line, as `split(omittingEmptySubsequences: false)` gives.
    static func forEach(in source: String, _ body: (Int, [Unicode.Scalar]) throws -> Bool) rethrows {
        var line: [Unicode.Scalar] = []
        var number = 1
        var afterReturn = false
        for c in source.unicodeScalars {
            if afterReturn, c == "\n" {
                afterReturn = false
                continue
            }
            afterReturn = c == "\r"
            if c == "\n" || c == "\r" {
                guard try body(number, line) else { return }
                line.removeAll(keepingCapacity: line.capacity <= 4096)
                number += 1
            } else {
                line.append(c)
            }
        }
        _ = try body(number, line)
    }

    /// The lines with the given numbers, as strings.
    static func lines(numbered wanted: Set<Int>, in source: String) -> [Int: String] {
        var found: [Int: String] = [:]
        guard let last = wanted.max() else { return found }
        forEach(in: source) { number, line in
            if wanted.contains(number) {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: line)
                found[number] = String(text)
            }
            return number < last
        }
        return found
    }
}
