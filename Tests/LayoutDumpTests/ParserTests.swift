import Layout
import Testing

@testable import LayoutDump

@Suite("Scene parser: what it reads")
struct ParserTests {
    @Test("screen, views, stacks and scroll views with their options")
    func declarations() throws {
        let scene = try parse(
            """
            # comment
            screen 400x800 scale 2 safe-top 20 safe-bottom 34   # trailing comment
            view card intrinsic 200x24 hidden fill hugging h 251 resistance v required
            view label in card intrinsic height 18
            stack row in card axis vertical spacing 8 distribution fill-equally alignment center
            stack column horizontal distribution equalCentering alignment bottom
            scroll list rows 3 row-height 50 content-height 900
            """)
        #expect(scene.screen.width == 400 && scene.screen.height == 800 && scene.screen.scale == 2)
        #expect(scene.screen.safeArea == Insets(top: 20, bottom: 34))
        #expect(scene.views.map(\.name) == ["card", "label", "row", "column", "list"])
        let card = scene.views[0]
        #expect(card.intrinsicWidth == 200 && card.intrinsicHeight == 24 && card.isHidden && card.fillsParent)
        #expect(card.hugging == [.horizontal: 251] && card.resistance == [.vertical: 1000])
        #expect(scene.views[1].parent == "card" && scene.views[1].intrinsicWidth == nil)
        #expect(scene.views[1].intrinsicHeight == 18)
        guard case .stack(let row) = scene.views[2].kind, case .stack(let column) = scene.views[3].kind,
            case .scroll(let list) = scene.views[4].kind
        else {
            Issue.record("wrong kinds")
            return
        }
        #expect(row.axis == .vertical && row.spacing == 8 && row.distribution == .fillEqually)
        #expect(row.alignment == .center)
        #expect(column.axis == .horizontal && column.distribution == .equalCentering && column.alignment == .trailing)
        #expect(list.rows == 3 && list.rowHeight == 50 && list.contentHeight == 900)
    }

    @Test("constraints: relation, multiplier, constant, priority and identifier")
    func constraints() throws {
        let scene = try parse(
            """
            view a
            view b
            'a-top' a.top == b.bottom + 8 @750
            a.width == b.width * 0.5
            a.height >= 36
            a.height <= b.width / 4 - 2 @low
            a.width == 2 * b.height + 1
            a.leading == safe.leading - 16
            a.centerX == screen.centerX @ 999.5
            """)
        let c = scene.constraints
        #expect(c.count == 7)
        #expect(c[0].identifier == "a-top" && c[0].first.description == "a.top" && c[0].relation == .equal)
        #expect(c[0].second?.description == "b.bottom" && c[0].constant == 8 && c[0].priority == 750)
        #expect(c[1].multiplier == 0.5 && c[1].constant == 0 && c[1].priority == 1000)
        #expect(c[2].second == nil && c[2].relation == .greaterThanOrEqual && c[2].constant == 36)
        #expect(c[3].multiplier == 0.25 && c[3].constant == -2 && c[3].priority == 250)
        #expect(c[3].relation == .lessThanOrEqual)
        #expect(c[4].multiplier == 2 && c[4].constant == 1 && c[4].second?.description == "b.height")
        #expect(c[5].second?.item == "safe" && c[5].constant == -16)
        #expect(c[6].priority == 999.5)
        #expect(c[0].location == LayoutDump.SourceLocation(line: 3, column: 1))
    }

    @Test("the bar, its panels and the offsets")
    func bar() throws {
        let scene = try parse(
            """
            scroll list
            bar over list hide search closablePanel
            view badge in largeTitlePanel intrinsic 20x20
            badge.centerY == largeTitlePanel.centerY
            sweep -100:400:50
            """)
        #expect(scene.bar?.scrollView == "list")
        #expect(scene.bar?.hiddenPanels == [.search, .closable])
        #expect(scene.bar?.position == 1)
        #expect(scene.offsets == .sweep(from: -100, to: 400, step: 50))
        #expect(scene.offsets?.offsets == [-100, -50, 0, 50, 100, 150, 200, 250, 300, 350, 400])
        let listed = try parse("scroll list\noffsets 0 -10 7.5")
        #expect(listed.offsets == .list([0, -10, 7.5]))
    }

    @Test("a sweep whose end is not a whole number of steps away stops before it")
    func sweepEnd() {
        #expect(OffsetPlan.sweep(from: 0, to: 10, step: 4).offsets == [0, 4, 8])
        #expect(OffsetPlan.sweep(from: 0, to: 0.3, step: 0.1).offsets.count == 4)
    }

    @Test("every example scene parses")
    func examples() throws {
        for name in exampleNames {
            _ = try parse(try example(name))
        }
    }

    @Test("the default scene is Examples/default-bar.scene")
    func defaultScene() throws {
        #expect(try example("default-bar.scene") == DefaultScene.source)
    }

    @Test("CRLF line ends, tabs and a byte-order mark are whitespace")
    func whitespace() throws {
        let scene = try parse("\u{FEFF}view a\r\n\tview b\tintrinsic 1x2\r\na.top == b.top\r\n")
        #expect(scene.views.count == 2 && scene.constraints.count == 1)
    }
}

@Suite("Scene parser: every error names its line and column")
struct ParserErrorTests {
    @Test("unknown view, with a suggestion when one is close")
    func unknownView() {
        #expect(error("view title\ntitle.top == titel.bottom") == "2:14: unknown view 'titel': did you mean 'title'?")
        #expect(error("view a\na.top == zzz.top") == "2:10: unknown view 'zzz'")
        #expect(error("view a in nowhere") == "1:11: unknown view 'nowhere'")
        #expect(error("view a\nH:|-[a]-[b]-|") == "2:10: unknown view 'b'")
        #expect(error("bar over list") == "1:10: unknown view 'list'")
    }

    @Test("bad numbers")
    func badNumber() {
        #expect(
            error("view a intrinsic 12ab")
                == "1:18: bad number '12ab': expected digits with an optional fraction, such as 8 or 0.5")
        #expect(
            error("view a\na.height == 1.2.3")
                == "2:13: bad number '1.2.3': expected digits with an optional fraction, such as 8 or 0.5")
        #expect(
            error("screen 390x") == "1:8: bad size '390x': expected WIDTHxHEIGHT, such as 200x44")
        #expect(error("view a intrinsic 10by10") == "1:18: bad size '10by10': expected WIDTHxHEIGHT, such as 200x44")
        #expect(error("screen 390X844") == "1:8: bad size '390X844': expected WIDTHxHEIGHT, such as 200x44")
        #expect(error("view a\na.height == 1000000") == "2:13: number out of range '1000000': at most 100000")
        #expect(error("screen 390x844 scale three") == "1:22: bad number 'three' after 'scale'")
        #expect(error("scroll s rows 2.5") == "1:15: bad row count '2.5': expected a whole number from 0 to 500")
        #expect(error("screen 390x844 scale 0") == "1:22: bad scale '0': expected 1 to 10 pixels per point")
        #expect(error("screen 0x844") == "1:8: bad screen size '0x844': width and height must be positive")
    }

    @Test("unknown anchor, with a suggestion when one is close")
    func unknownAnchor() {
        #expect(error("view a\na.tpo == a.top") == "2:3: unknown anchor 'tpo': did you mean 'top'?")
        #expect(
            error("view a\na.middle == a.top")
                == "2:3: unknown anchor 'middle': expected top, bottom, leading, trailing, left, right, centerX, centerY, width, height"
        )
    }

    @Test("axis mismatch")
    func axisMismatch() {
        #expect(
            error("view a\nview b\na.top == b.leading")
                == "3:10: axis mismatch: 'a.top' is vertical and 'b.leading' is horizontal")
        #expect(
            error("view a\nview b\na.width == b.top")
                == "3:12: axis mismatch: 'a.width' is a size and 'b.top' a position; they cannot be related")
        #expect(
            error("view a\nview b\na.leading == b.left")
                == "3:14: 'a.leading' and 'b.left' mix leading/trailing with left/right, which UIKit refuses")
        #expect(
            error("view a\nview b\na.top == b.top * 2")
                == "3:1: a multiplier needs width or height anchors: 'a.top' is a position")
        #expect(error("view a\na.top == 8").hasPrefix("2:1: 'a.top' is a position: relate it to another anchor"))
    }

    @Test("missing operand")
    func missingOperand() {
        #expect(
            error("view a\na.top ==") == "2:9: expected an anchor or a number after '==', found the end of the line")
        #expect(error("view a\na.top == a.bottom +") == "2:20: expected a number after '+', found the end of the line")
        #expect(error("view a\na.top a.bottom") == "2:7: expected '==', '<=' or '>=' after 'a.top', found 'a'")
        #expect(error("view a\na.top = a.bottom") == "2:7: expected '==', '<=' or '>=', found '='")
        #expect(
            error("view a\na. == a.top")
                == "2:4: expected an anchor name after 'a.' (top, bottom, leading, trailing, width…), found '=='")
        #expect(
            error("view a\na.width == a.height *") == "2:22: expected a number after '*', found the end of the line")
        #expect(
            error("view a\na.top == a.bottom 8")
                == "2:19: expected '*', '+', '-', '@' or the end of the line, found '8'")
        #expect(error("view") == "1:5: expected a view name, found the end of the line")
        #expect(error("screen") == "1:7: expected a screen size such as 390x844, found the end of the line")
    }

    @Test("bad priority")
    func badPriority() {
        let expected = "expected a number from 1 to 1000, or required, high, low or fitting"
        #expect(error("view a\na.height == 10 @1001") == "2:17: bad priority '1001': \(expected)")
        #expect(error("view a\na.height == 10 @0") == "2:17: bad priority '0': \(expected)")
        #expect(error("view a\na.height == 10 @-5") == "2:17: bad priority '-5': \(expected)")
        #expect(error("view a\na.height == 10 @medium") == "2:17: bad priority 'medium': \(expected)")
        #expect(error("view a\na.height == 10 @") == "2:17: expected a priority after '@', found the end of the line")
        #expect(error("view a\nH:[a(>=36@2000)]") == "2:11: bad priority '2000': \(expected)")
        #expect(error("view a hugging h 0") == "1:18: bad priority '0': \(expected)")
    }

    @Test("duplicate names and statements")
    func duplicates() {
        #expect(error("view a\nview a") == "2:6: duplicate name 'a': already declared at 1:1")
        #expect(error("view screen") == "1:6: duplicate name 'screen': already reserved")
        #expect(error("view safe") == "1:6: duplicate name 'safe': already reserved")
        #expect(error("view row2\nscroll list rows 3").hasPrefix("2:1: duplicate name 'row2': the rows of 'list'"))
        #expect(error("view topPanel\nscroll s\nbar over s").hasPrefix("3:1: duplicate name 'topPanel'"))
        #expect(error("screen 1x1\nscreen 2x2") == "2:1: duplicate screen: the screen was declared at 1:1")
        #expect(error("scroll s\nbar over s\nbar over s") == "3:1: duplicate bar: the bar was declared at 2:1")
        #expect(
            error("scroll s\nsweep 0:10:1\noffsets 3")
                == "3:1: duplicate offsets: the scene's offsets were given at 2:1")
        #expect(error("view a hidden hidden") == "1:15: 'hidden' given twice")
    }

    @Test("unterminated lines and brackets")
    func unterminated() {
        #expect(
            error("view a\n'a-top a.top == a.bottom")
                == "2:1: unterminated identifier: expected a closing ' on this line")
        #expect(error("view title\nV:|-8-[title") == "2:7: unterminated '[': expected ']'")
        #expect(error("view title\nV:|-8-[title(52") == "2:13: unterminated '(': expected ')'")
        #expect(error("view title\nV:|-(8-[title]") == "2:7: expected ',' or ')' in a predicate list, found '-'")
        #expect(error("view title\nV:|-[") == "2:5: unterminated '[': expected a view name and ']'")
        #expect(error("view title\nV:|-8") == "2:6: expected '-' to close the spacing")
        #expect(error("view title\nV:[title]-") == "2:11: expected a spacing, '[' or '|' after '-'")
        #expect(error("view title\nV:[title]-8-") == "2:13: a connection must lead to a view '[name]' or to '|'")
    }

    @Test("bad visual format")
    func badVisualFormat() {
        #expect(error("view a\nH:|-[a]-|-") == "2:10: expected the end of the line after the closing '|'")
        #expect(error("view a\nH:|-x-[a]") == "2:5: unknown metric 'x': scenes have no metrics, write a number")
        #expect(error("view a\nH:[a(==x)]") == "2:8: unknown view 'x'")
        #expect(error("view a\nH:|") == "2:4: expected a view '[name]'")
        #expect(error("view a\nH:|-[a]-(>=8,)-|") == "2:14: expected a number")
        #expect(error("view a\nX:|-[a]-|").hasPrefix("2:1: unknown statement 'X'"))
        #expect(error("view a\nH:[screen]-|") == "2:12: '|' stands for the superview, and 'screen' has none")
        #expect(error("view a\nH:[a]*[a]") == "2:6: expected '-', '[' or '|', found '*'")
        #expect(
            error("view a\nH:[safe]") == "2:4: 'safe' is the safe-area guide, not a view: visual format needs views")
        #expect(
            error("view a\nH:|-(>=8@abc)-[a]")
                == "2:10: bad priority 'abc': expected a number from 1 to 1000, or required, high, low or fitting")
    }

    @Test("unknown statements and options, with suggestions")
    func unknownWords() {
        #expect(error("veiw a") == "1:1: unknown statement 'veiw': did you mean 'view'?")
        #expect(error("view a\na") == "2:1: unknown statement 'a': a constraint needs an anchor, such as 'a.top'")
        #expect(error("view a intrinsik 1x1") == "1:8: unknown option 'intrinsik': did you mean 'intrinsic'?")
        #expect(error("view a spacing 8").hasPrefix("1:8: unknown option 'spacing': expected in, intrinsic"))
        #expect(
            error("stack s distribution fil-equally")
                == "1:22: unknown distribution 'fil-equally': expected fill, fill-equally, fill-proportionally, equal-spacing or equal-centering"
        )
        #expect(error("scroll s\nbar over s hide serch") == "2:17: unknown panel 'serch': did you mean 'search'?")
        #expect(
            error("view a\nbar over a")
                == "2:10: 'a' is not a scroll view: declare it with 'scroll a' or 'collection a'")
        #expect(error("view a $") == "1:8: unexpected character '$'")
        #expect(error("view a \u{7}") == "1:8: unexpected character U+0007")
        #expect(error("8 == 9").hasPrefix("1:1: expected a statement"))
    }

    @Test("sweeps must move forward in a reasonable number of steps")
    func badSweep() {
        #expect(error("scroll s\nsweep 0:10:0") == "2:12: bad sweep step '0': expected a positive number")
        #expect(error("scroll s\nsweep 10:0:1") == "2:10: bad sweep: it ends at 0, before it starts (10)")
        #expect(
            error("scroll s\nsweep 0:100000:1")
                == "2:7: too many offsets: this sweep visits 100001 offsets, at most 1000")
        #expect(
            error("scroll s\nsweep 0 10 1")
                == "2:9: expected ':' after the first offset (sweep FROM:TO:STEP), found '10'")
        #expect(error("sweep 0:10:1") == "1:1: offsets need a scroll view: declare one with 'scroll NAME'")
    }

    @Test("several errors are reported, each once, and a failed declaration does not cascade")
    func severalErrors() {
        let all = errors(
            """
            view a intrinsic 1x
            view b
            a.top == b.top
            b.top == c.top
            b.width == 10 @0
            """)
        #expect(
            all == [
                "1:18: bad size '1x': expected WIDTHxHEIGHT, such as 200x44",
                "4:10: unknown view 'c'",
                "5:16: bad priority '0': expected a number from 1 to 1000, or required, high, low or fitting",
            ])
    }

    /// The parser's errors for `source`, formatted as for `scene.txt`, or
    /// nil (with an issue recorded) if it parses or throws something else.
    private func formattedErrors(_ source: String) -> String? {
        do {
            _ = try SceneParser.parse(source)
            Issue.record("expected an error")
        } catch let errors as SceneErrors {
            return errors.formatted(file: "scene.txt", source: source)
        } catch {
            Issue.record("unexpected \(error)")
        }
        return nil
    }

    @Test("the formatted error quotes the right line of a file with CRLF line endings")
    func formattedWithCRLF() {
        // Found by the scene fuzzer: "\r\n" is one Character, so splitting the
        // characters at "\n" merged lines, and the wrong one was quoted.
        let source = "view title\r\nview body\r\ntitle.top == titel.bottom + 8\r\n"
        #expect(
            formattedErrors(source) == """
                scene.txt:3:14: error: unknown view 'titel': did you mean 'title'?
                title.top == titel.bottom + 8
                             ^

                """)
    }

    @Test("the formatted error: file, line, column, message, the line and a caret")
    func formatted() {
        #expect(
            formattedErrors("view title\ntitle.top == titel.bottom + 8\n") == """
                scene.txt:2:14: error: unknown view 'titel': did you mean 'title'?
                title.top == titel.bottom + 8
                             ^

                """)
    }
}
