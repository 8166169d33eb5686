import Layout
import Testing

@testable import LayoutDump

@Suite("Visual format lines")
struct VisualFormatTests {
    /// The constraints of one visual-format line, as `first rel second * m + k @p` strings.
    func constraints(_ line: String, declaring views: String = "view a\nview b\nview c\nview card\nview inner in card")
        throws -> [String]
    {
        let scene = try parse(views + "\n" + line)
        return scene.constraints.map { c in
            var text = "\(c.first) \(c.relation.symbol) "
            if let second = c.second {
                text += second.description
                if c.multiplier != 1 { text += " * \(formatNumber(c.multiplier))" }
                if c.constant != 0 { text += " + \(formatNumber(c.constant))" }
            } else {
                text += formatNumber(c.constant)
            }
            if c.priority != 1000 { text += " @\(formatNumber(Double(c.priority)))" }
            return text
        }
    }

    @Test("a bare '-' is 20 to the superview's edge and 8 between siblings")
    func standardSpacing() throws {
        #expect(
            try constraints("H:|-[a]-[b]-|") == [
                "a.leading == screen.leading + 20", "b.leading == a.trailing + 8", "screen.trailing == b.trailing + 20",
            ])
    }

    @Test("the documented example V:|-8-[title(52)]-[search(>=36@750)]|")
    func designExample() throws {
        #expect(
            try constraints("V:|-8-[title(52)]-[search(>=36@750)]|", declaring: "view title\nview search") == [
                "title.height == 52", "search.height >= 36 @750", "title.top == screen.top + 8",
                "search.top == title.bottom + 8", "screen.bottom == search.bottom",
            ])
    }

    @Test("connections: none, numbers, predicate lists with relations and priorities, negative constants")
    func connections() throws {
        #expect(try constraints("H:[a][b]") == ["b.leading == a.trailing"])
        #expect(try constraints("H:[a]-12-[b]") == ["b.leading == a.trailing + 12"])
        #expect(try constraints("H:[a]-(>=8)-[b]") == ["b.leading >= a.trailing + 8"])
        #expect(try constraints("H:[a]-(8@750)-[b]") == ["b.leading == a.trailing + 8 @750"])
        #expect(
            try constraints("H:[a]-(>=8,<=20@high)-[b]") == [
                "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @750",
            ])
        #expect(try constraints("H:[a]-(-4)-[b]") == ["b.leading == a.trailing + -4"])
        #expect(try constraints("H:[a]-(>=8)-|") == ["screen.trailing >= a.trailing + 8"])
    }

    @Test("view predicates: sizes, ranges and other views' sizes")
    func viewPredicates() throws {
        #expect(try constraints("H:[a(44)]") == ["a.width == 44"])
        #expect(try constraints("V:[a(>=36@750)]") == ["a.height >= 36 @750"])
        #expect(try constraints("H:[a(>=50,<=100)]") == ["a.width >= 50", "a.width <= 100"])
        #expect(try constraints("H:[a(==b)]") == ["a.width == b.width"])
        #expect(try constraints("V:[a(<=b@250)]") == ["a.height <= b.height @250"])
    }

    @Test("'|' is the superview of the view next to it")
    func superview() throws {
        #expect(
            try constraints("V:|-(4)-[inner]-|") == ["inner.top == card.top + 4", "card.bottom == inner.bottom + 20"])
    }

    @Test("the orientation defaults to H, and spaces between elements are allowed")
    func defaultsAndSpaces() throws {
        #expect(try constraints("|-[a]") == ["a.leading == screen.leading + 20"])
        #expect(try constraints("[a] - [b]") == ["b.leading == a.trailing + 8"])
        #expect(try constraints("V: | - 8 - [ a ( 44 ) ]") == ["a.height == 44", "a.top == screen.top + 8"])
    }

    @Test("a line's constraints share its location; each element has its own column")
    func locations() throws {
        let scene = try parse("view a\nview b\nH:|-[a]-(12)-[b]")
        #expect(scene.constraintGroups.count == 1)
        #expect(scene.constraints.map(\.location.column) == [4, 10])
        #expect(scene.constraints.allSatisfy { $0.location.line == 3 })
    }
}

extension Layout.LayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}
