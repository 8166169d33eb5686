/// A line diff of two texts in unified form (`@@ -a,b +c,d @@` hunks, two
/// lines of context), each line with its number: `-` and the line number in
/// the snapshot, `+` and the number in the new text, a space for context.
struct TextDiff {
    enum Line: Equatable {
        case same(old: Int, new: Int, String)
        case removed(old: Int, String)
        case added(new: Int, String)
    }

    /// Every line of both texts, in order (numbers count from 1).
    let lines: [Line]

    /// The most cells the line matching may use: beyond it, the differing
    /// middle shows as all removed, then all added.
    static let matchingBudget = 4_000_000

    init(old: String, new: String) {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var lines = (0..<prefix).map { Line.same(old: $0 + 1, new: $0 + 1, a[$0]) }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        lines += Self.match(middleA, middleB, from: prefix)
        for k in 0..<suffix {
            let i = a.count - suffix + k
            let j = b.count - suffix + k
            lines.append(.same(old: i + 1, new: j + 1, a[i]))
        }
        self.lines = lines
    }

    /// The longest common subsequence of the differing middle, as lines.
    private static func match(_ a: [String], _ b: [String], from start: Int) -> [Line] {
        let n = a.count
        let m = b.count
        guard n > 0, m > 0, n * m <= matchingBudget else {
            return a.indices.map { .removed(old: start + $0 + 1, a[$0]) }
                + b.indices.map { .added(new: start + $0 + 1, b[$0]) }
        }
        // lengths[i][j]: the common subsequence of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                lines.append(.same(old: start + i + 1, new: start + j + 1, a[i]))
                i += 1
                j += 1
            } else if j < m, i == n || lengths[i][j + 1] > lengths[i + 1][j] {
                lines.append(.added(new: start + j + 1, b[j]))
                j += 1
            } else {
                lines.append(.removed(old: start + i + 1, a[i]))
                i += 1
            }
        }
        return lines
    }

    /// Whether the texts differ.
    var hasChanges: Bool { lines.contains { if case .same = $0 { false } else { true } } }

    /// The hunks, at most `limit` lines of them; a last line says how many
    /// changed lines were left out.
    func unified(context: Int = 2, limit: Int = 40) -> String {
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        guard !changed.isEmpty else { return "" }
        // Ranges of line indices to show, changes with their context merged.
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(lines.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        var out: [String] = []
        var shownChanges = 0
        hunks: for range in ranges {
            let hunk = Array(lines[range])
            out.append(Self.header(hunk))
            for line in hunk {
                if out.count >= limit { break hunks }
                switch line {
                case .same(let old, _, let text): out.append("  \(Self.pad(old)) |\(Self.lead(text))")
                case .removed(let old, let text):
                    out.append("- \(Self.pad(old)) |\(Self.lead(text))")
                    shownChanges += 1
                case .added(let new, let text):
                    out.append("+ \(Self.pad(new)) |\(Self.lead(text))")
                    shownChanges += 1
                }
            }
        }
        if shownChanges < changed.count {
            out.append("… \(changed.count - shownChanges) more changed lines not shown")
        }
        return out.joined(separator: "\n")
    }

    /// `@@ -3,4 +3,5 @@`, as `diff -u` numbers a hunk.
    private static func header(_ hunk: [Line]) -> String {
        var old: [Int] = []
        var new: [Int] = []
        for line in hunk {
            switch line {
            case .same(let o, let n, _):
                old.append(o)
                new.append(n)
            case .removed(let o, _): old.append(o)
            case .added(let n, _): new.append(n)
            }
        }
        func span(_ numbers: [Int], _ other: [Int]) -> String {
            guard let first = numbers.first else { return "\(max(0, (other.first ?? 1) - 1)),0" }
            return "\(first),\(numbers.count)"
        }
        return "@@ -\(span(old, new)) +\(span(new, old)) @@"
    }

    private static func pad(_ n: Int) -> String {
        let text = String(n)
        return String(repeating: " ", count: max(0, 4 - text.count)) + text
    }

    private static func lead(_ text: String) -> String { text.isEmpty ? "" : " " + text }
}
