import Testing

@testable import LayoutDump

@Suite("The command line, in-process")
struct CommandTests {
    let usageTail = """
        \(LayoutDumpCommand.usage)
          See 'layout-dump --help' for more information.

        """

    @Test("--help and -h print the help to standard output and exit 0")
    func help() {
        for flag in ["--help", "-h"] {
            let result = runCommand([flag])
            #expect(result.status == 0)
            #expect(result.standardOutput == LayoutDumpCommand.help)
            #expect(result.standardError.isEmpty)
        }
        // Help wins over other mistakes.
        #expect(runCommand(["--fomat", "--help"]).status == 0)
        #expect(LayoutDumpCommand.help.contains("USAGE: layout-dump"))
    }

    @Test("usage errors: 'Error: …', the usage line and a pointer to --help on standard error, exit 64")
    func usageErrors() {
        let cases: [([String], String)] = [
            (["--fomat", "json"], "Unknown option '--fomat'. Did you mean '--format'?"),
            (["--bogus"], "Unknown option '--bogus'"),
            (["--offset"], "Missing value for '--offset <y>'"),
            (["--offset", "abc"], "The value 'abc' is invalid for '--offset <y>': expected a number of points"),
            (["--offset", "nan"], "The value 'nan' is invalid for '--offset <y>': expected a number of points"),
            (
                ["--format", "xml"],
                "The value 'xml' is invalid for '--format <format>': expected text, json, svg, csv or html"
            ),
            (
                ["--sweep", "0:10"],
                "The value '0:10' is invalid for '--sweep <from:to:step>': expected three numbers, FROM:TO:STEP, such as -100:400:50"
            ),
            (
                ["--sweep", "0:10:0"],
                "The value '0:10:0' is invalid for '--sweep <from:to:step>': the step must be positive"
            ),
            (["--sweep", "10:0:1"], "The value '10:0:1' is invalid for '--sweep <from:to:step>': TO is below FROM"),
            (
                ["--sweep", "0:5000:1"],
                "The value '0:5000:1' is invalid for '--sweep <from:to:step>': it visits more than 1000 offsets"
            ),
            (
                ["--width", "0"],
                "The value '0' is invalid for '--width <points>': expected a positive number of points"
            ),
            (
                ["--scale", "0.5"],
                "The value '0.5' is invalid for '--scale <factor>': expected 1 to 10 pixels per point"
            ),
            (
                ["--safe-top", "-1"],
                "The value '-1' is invalid for '--safe-top <points>': expected a number of points, 0 or more"
            ),
            (["a.scene", "b.scene"], "Unexpected argument 'b.scene'"),
            (["--offset", "0", "--sweep", "0:10:5"], "'--offset' and '--sweep' cannot be combined"),
            (["--format", "svg", "--constraints"], "'--constraints' needs '--format text' or '--format json'"),
            (["--format", "csv", "--explain"], "'--explain' needs '--format text', '--format json' or '--format svg'"),
            (
                ["--format", "html", "--constraints"],
                "'--constraints' needs '--format text' or '--format json' (the HTML page shows a view's constraints on hover)"
            ),
            (["--strict=yes"], "The option '--strict' takes no value"),
            (
                ["Examples/form.scene", "--offset", "10"],
                "--offset needs a scene with a scroll view; 'Examples/form.scene' has none"
            ),
        ]
        for (arguments, message) in cases {
            let result = runCommand(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.standardOutput.isEmpty, "\(arguments)")
            #expect(result.standardError == "Error: \(message)\n" + usageTail, "\(arguments)")
        }
    }

    @Test("options take '=' values and negative numbers")
    func optionForms() throws {
        let options = try LayoutDumpCommand.parseArguments(["--offset=-50", "--offset", "-10.5", "--format=csv", "-"])
        #expect(options.offsets == [-50, -10.5])
        #expect(options.format == .csv)
        #expect(options.scenePath == "-")
        let sweep = try LayoutDumpCommand.parseArguments(["--sweep", "-100:400:50"])
        #expect(sweep.offsetPlan == .sweep(from: -100, to: 400, step: 50))
        let positional = try LayoutDumpCommand.parseArguments(["--", "--odd-name.scene"])
        #expect(positional.scenePath == "--odd-name.scene")
    }

    @Test("a scene error: file:line:column: error: …, the line and a caret, exit 65")
    func sceneError() {
        let result = runCommand(["-"], stdin: "view title\n\ntitle.top == titel.bottom + 8\n")
        #expect(result.status == 65)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError == """
                <stdin>:3:14: error: unknown view 'titel': did you mean 'title'?
                title.top == titel.bottom + 8
                             ^

                """)
    }

    @Test("syntax errors and the constraints the rest of the scene breaks: one run reports both, in file order")
    func syntaxErrorsAndBrokenConstraints() {
        let scene = """
            view card intrinsic 10by10
            view box
            box.height == 100
            box.height == 50
            box.top == nowhere.top
            box.width == 20 @0

            """
        let result = runCommand(["-"], stdin: scene)
        #expect(result.status == 65)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError == """
                <stdin>:1:21: error: bad size '10by10': expected WIDTHxHEIGHT, such as 200x44
                view card intrinsic 10by10
                                    ^
                <stdin>:4:1: error: constraint broken to satisfy the others: box.height == 50   (active, broken)
                box.height == 50
                ^
                <stdin>:5:12: error: unknown view 'nowhere'
                box.top == nowhere.top
                           ^
                <stdin>:6:18: error: bad priority '0': expected a number from 1 to 1000, or required, high, low or \
                fitting
                box.width == 20 @0
                                 ^

                """)
    }

    @Test("a scene with errors places a broken stack constraint at the stack's declaration")
    func sceneErrorsPlaceKitConstraints() {
        let scene = """
            stack row spacing 8
            view a in row intrinsic 20x10
            a.trailing == row.trailing - 5
            view b intrinsic 1by1

            """
        let result = runCommand(["-", "--strict"], stdin: scene)
        #expect(result.status == 65)
        #expect(
            result.standardError == """
                <stdin>:1:1: error: constraint broken to satisfy the others: 'SV-canvas-connection' \
                row.trailing == a.trailing   (active, broken)
                stack row spacing 8
                ^
                <stdin>:4:18: error: bad size '1by1': expected WIDTHxHEIGHT, such as 200x44
                view b intrinsic 1by1
                                 ^

                """)
    }

    @Test("csv: a scene without a scroll view is laid out at offset 0")
    func csvOffsetWithoutScrollView() {
        let result = runCommand(["-", "--format", "csv"], stdin: "view a intrinsic 20x10\nH:|[a]\nV:|[a]\n")
        #expect(result.status == 0)
        #expect(result.standardOutput == "offset,a.y,a.height\n0,0,10\n")
    }

    @Test("svg: the views of a broken constraint are dashed, as ambiguous ones are")
    func svgMarksBrokenConstraintViews() {
        let scene = """
            view a
            view b
            H:|[a(10)][b(10)]
            V:|[a(10)]
            V:|[b(10)]
            b.width == 30

            """
        let svg = runCommand(["-", "--format", "svg"], stdin: scene).standardOutput
        let rectangles = svg.split(separator: "\n").filter { $0.contains("<rect") && $0.contains("<title>") }
        let a = rectangles.first { $0.contains("View &apos;a&apos;") }
        let b = rectangles.first { $0.contains("View &apos;b&apos;") }
        #expect(b?.contains("stroke-dasharray=\"4 2\"") == true)
        #expect(b?.contains("; a constraint broken</title>") == true)
        #expect(a?.contains("stroke-dasharray") == false)
    }

    @Test("a file that cannot be read exits 66")
    func missingFile() {
        let result = runCommand(["/nonexistent/scene.scene"])
        #expect(result.status == 66)
        #expect(result.standardError == "layout-dump: error: cannot read '/nonexistent/scene.scene': no such file\n")
    }

    @Test("broken constraints: a warning and exit 0, or an error and exit 1 under --strict")
    func strict() {
        let relaxed = runCommand(["Examples/conflicts.scene"])
        #expect(relaxed.status == 0)
        #expect(
            relaxed.standardError == """
                Examples/conflicts.scene:12:1: warning: constraint broken to satisfy the others: 'card-max' \
                card.height <= 150   (active, broken)
                layout-dump: note: --explain shows the conflicting constraints

                """)
        let strict = runCommand(["Examples/conflicts.scene", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.standardError.hasPrefix("Examples/conflicts.scene:12:1: error: constraint broken"))
        #expect(strict.standardOutput == relaxed.standardOutput)
        let clean = runCommand(["Examples/form.scene", "--strict"])
        #expect(clean.status == 0 && clean.standardError.isEmpty)
    }

    @Test("what the layout kit reports besides conflicts is a warning too, and fails --strict")
    func otherDiagnostics() {
        let message =
            "Unable to activate constraint with anchors a.top == b.top   (inactive) because they have no "
            + "common ancestor."
        let layout = OffsetLayout(
            offset: nil, label: nil, tree: "", views: [], constraints: [],
            diagnostics: [DiagnosticState(kind: .noCommonAncestor, message: message)])
        let result = LayoutResult(
            scene: Scene(), barKind: nil, scrollViewName: nil, presentPanels: [], layouts: [layout, layout])
        let (text, fails) = LayoutDumpCommand.problems(
            in: result, sceneName: "s.scene", isStrict: false, explains: false)
        #expect(
            text == """
                s.scene: warning: the layout kit reported: \(message)
                layout-dump: note: --explain shows what the kit reported

                """)
        #expect(fails == false)
        let (strictText, strictFails) = LayoutDumpCommand.problems(
            in: result, sceneName: "s.scene", isStrict: true, explains: true)
        #expect(strictText == "s.scene: error: the layout kit reported: \(message)\n")
        #expect(strictFails)
        let clean = LayoutResult(scene: Scene(), barKind: nil, scrollViewName: nil, presentPanels: [], layouts: [])
        #expect(LayoutDumpCommand.problems(in: clean, sceneName: "s", isStrict: true, explains: false) == ("", false))
    }

    @Test("no arguments: the default scene, labelled offsets")
    func noArguments() {
        let result = runCommand([])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.contains("offset 0, expanded: "))
        #expect(result.standardOutput.contains("offset 74, half-collapsed: "))
        #expect(result.standardOutput.contains("offset 148, collapsed: "))
        #expect(result.standardOutput.contains("<View 'screen'; frame = (0 0; 390 844)>"))
    }

    @Test("--offset replaces the default offsets, in the order given")
    func offsets() {
        let result = runCommand(["--offset", "30", "--offset", "-20", "--format", "csv"])
        let rows = result.standardOutput.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] }
        #expect(rows == ["30", "-20"])
    }
}
