import Foundation
import Testing

@testable import Layout

/// Parsed lines are kept by their text (see `VisualFormatCache`): a kept
/// line gives the same constraints as a parse, and never hides what the
/// caller's dictionaries say.
@Suite("Visual format: kept lines")
struct VisualFormatCacheTests {
    /// The constraints of a line, as text.
    func lines(_ format: String, metrics: [String: Any]? = nil, views: [String: Any]) throws -> [String] {
        try LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views).map(\.description)
    }

    @Test("a line made twice gives the same constraints, on the views of each call")
    func sameConstraints() throws {
        let root = makeRoot()
        let (a, b) = (addView("a", to: root), addView("b", to: root))
        let format = "H:|-12-[a(>=20@750)]-(0@749)-[b]-|"
        let first = try lines(format, views: ["a": a, "b": b])
        #expect(try lines(format, views: ["a": a, "b": b]) == first)
        // Other views under the same names: the constraints are theirs.
        let (c, d) = (addView("c", to: root), addView("d", to: root))
        let other = try LayoutConstraint.constraints(withVisualFormat: format, views: ["a": c, "b": d])
        #expect(other.allSatisfy { ($0.firstItem === c || $0.firstItem === d || $0.firstItem === root) })
        #expect(other.count == first.count)
    }

    @Test("a kept line whose view is missing, or not a view, throws the parser's error")
    func missingViewAfterKeeping() throws {
        let root = makeRoot()
        let (a, b) = (addView("a", to: root), addView("b", to: root))
        let format = "H:|[a]-[b]|"
        _ = try lines(format, views: ["a": a, "b": b])
        _ = try lines(format, views: ["a": a, "b": b])
        #expect(throws: VisualFormatError("'b' is not a key in the views dictionary", format: format, column: 9)) {
            _ = try lines(format, views: ["a": a])
        }
        #expect(
            throws: VisualFormatError(
                "'b' in the views dictionary is a Int, not a View or LayoutGuide", format: format, column: 9)
        ) {
            _ = try lines(format, views: ["a": a, "b": 3])
        }
    }

    @Test("a line that reads a metric follows the metrics of each call")
    func metricsAreReadEachTime() throws {
        let root = makeRoot()
        let a = addView("a", to: root)
        let format = "H:|-pad-[a(w@p)]"
        let narrow = try LayoutConstraint.constraints(
            withVisualFormat: format, metrics: ["pad": 10, "w": 40, "p": 500], views: ["a": a])
        let wide = try LayoutConstraint.constraints(
            withVisualFormat: format, metrics: ["pad": 30, "w": 60, "p": 600], views: ["a": a])
        #expect(narrow.map(\.constant).sorted() == [10, 40])
        #expect(wide.map(\.constant).sorted() == [30, 60])
        #expect(narrow.map(\.priority.rawValue).sorted() == [500, 1000])
        #expect(wide.map(\.priority.rawValue).sorted() == [600, 1000])
    }

    @Test("lines made on several threads at once, each on its own tree, give their own constraints")
    func concurrentLines() {
        let formats = (0..<8).map { "H:|-\($0)-[a]-[b(>=\($0 + 10))]|" }
        let lock = NSLock()
        // Written under `lock` only.
        nonisolated(unsafe) var counts = Array(repeating: -1, count: 32)
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            let root = View(name: "root")
            let (a, b) = (View(name: "a"), View(name: "b"))
            root.addSubview(a)
            root.addSubview(b)
            let made = try? LayoutConstraint.constraints(
                withVisualFormat: formats[index % formats.count], views: ["a": a, "b": b])
            let own = made?.allSatisfy { $0.firstItem === a || $0.firstItem === b || $0.firstItem === root }
            lock.lock()
            counts[index] = own == true ? made?.count ?? -1 : -1
            lock.unlock()
        }
        // Each line: the spacing to the edge, the standard one, the width
        // predicate and the edge.
        #expect(counts == Array(repeating: 4, count: 32))
    }

    @Test("the cache keeps at most its capacity of lines")
    func bounded() throws {
        let cache = VisualFormatCache(capacity: 3)
        let line = VisualFormatLine(isVertical: false, views: [], constraints: [])
        for index in 0..<10 { cache.keep(line, for: "H:[v\(index)]") }
        #expect(cache.count <= 3)
        #expect(cache.line(for: "H:[v9]") == line)
    }
}
