import Layout
import Testing

@Suite("Visual format: errors name the column")
struct VisualFormatErrorTests {
    let root = makeRoot()

    /// The error a format throws, as (column, message).
    func failure(_ format: String, metrics: [String: Any]? = nil, views: [String: Any]? = nil) -> VisualFormatError? {
        let views = views ?? ["a": addView("a", to: root), "b": addView("b", to: root)]
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views)
            return nil
        } catch {
            return error as? VisualFormatError
        }
    }

    @Test(
        "malformed lines",
        arguments: [
            ("H:|-[a", 5, "unterminated '[': expected ']'"),
            ("H:[a(44", 5, "unterminated '(': expected ')'"),
            ("H:[a(44]", 8, "expected ',' or ')' in a predicate list, found ']'"),
            ("H:[a(>=8,)]", 10, "expected a number or a view name"),
            ("H:[a]-", 7, "expected a spacing, '[' or '|' after '-'"),
            ("H:[a]-8-", 9, "a connection must lead to a view '[name]' or to '|'"),
            ("H:[a]-8", 8, "expected '-' to close the spacing"),
            ("H:|-[a]-|-", 10, "expected the end of the line after the closing '|'"),
            ("H:[a]*[b]", 6, "expected '-', '[' or '|', found '*'"),
            ("X:[a]", 1, "expected 'H:' or 'V:' at the start of a visual format line"),
            ("H:|", 4, "expected a view '[name]'"),
            ("H:[a(=44)]", 6, "expected '==', '<=' or '>='"),
            ("H:[a(4x)]", 6, "bad number '4x': expected digits with an optional fraction, such as 8 or 0.5"),
            ("H:[a]-(==b)-[b]", 10, "'b' is a view: a spacing is a number or a metric"),
        ])
    func malformed(format: String, column: Int, message: String) {
        let error = failure(format)
        #expect(error?.column == column)
        #expect(error?.message == message)
    }

    @Test("names missing from the dictionaries, bad priorities and a '|' with no superview")
    func names() {
        #expect(failure("H:[a]-[c]")?.column == 8)
        #expect(failure("H:[a]-[c]")?.message == "'c' is not a key in the views dictionary")
        #expect(failure("H:|-pad-[a]")?.message == "'pad' is not a key in the metrics dictionary")
        #expect(failure("H:|-pad-[a]")?.column == 5)
        #expect(
            failure("H:[a(==w)]")?.message == "'w' is not a key in the metrics dictionary nor in the views dictionary")
        #expect(failure("H:[a(44@p)]", metrics: ["p": "high"])?.message == "metric 'p' is a String, not a priority")
        #expect(failure("H:[a(44@2000)]")?.message == "bad priority '2000': expected a number from 1 to 1000")
        #expect(failure("H:[a(44@2000)]")?.column == 9)
        #expect(
            failure("H:[a]", views: ["a": 3])?.message
                == "'a' in the views dictionary is a Int, not a View or LayoutGuide")
        let orphan = View(name: "orphan")
        #expect(failure("H:[orphan]-|", views: ["orphan": orphan])?.column == 12)
        #expect(
            failure("H:[orphan]-|", views: ["orphan": orphan])?.message
                == "'|' stands for the superview, and 'orphan' has none")
    }

    @Test("the description shows the format with a caret under the column, as UIKit's message does")
    func description() {
        #expect(
            failure("H:|-[a]-[c]")?.description == """
                Unable to parse constraint format: 'c' is not a key in the views dictionary (column 10)
                H:|-[a]-[c]
                         ^
                """)
    }
}
