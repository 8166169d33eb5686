import Foundation
import Layout

/// What a run of the command printed and how it exited.
public struct CommandResult: Equatable, Sendable {
    /// Standard output.
    public var standardOutput: String
    /// Standard error.
    public var standardError: String
    /// The exit status.
    public var status: Int32

    /// Creates a result.
    public init(standardOutput: String = "", standardError: String = "", status: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.status = status
    }
}

/// Exit statuses (BSD's sysexits where one fits).
public enum ExitStatus {
    /// Laid out; broken constraints, if any, were a warning.
    public static let success: Int32 = 0
    /// Constraints were broken (or the kit reported another problem) and `--strict` was given.
    public static let brokenConstraints: Int32 = 1
    /// EX_USAGE: the command line is wrong.
    public static let usage: Int32 = 64
    /// EX_DATAERR: the scene file has an error.
    public static let sceneError: Int32 = 65
    /// EX_NOINPUT: the scene file cannot be read.
    public static let noInput: Int32 = 66
}

/// The output formats.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// The view tree per offset.
    case text
    /// One object per view per offset.
    case json
    /// A picture, one column per offset.
    case svg
    /// Per offset, each panel's y and height.
    case csv
    /// A page to open in a browser: the picture, a slider through the
    /// offsets, and each view's frame and constraints on hover.
    case html
}

/// The parsed command line.
public struct CommandOptions: Equatable, Sendable {
    /// The scene file; nil for the default scene; `-` for standard input.
    public var scenePath: String?
    /// The output format.
    public var format = OutputFormat.text
    /// Offsets given with `--offset`.
    public var offsets: [Double] = []
    /// A sweep given with `--sweep`.
    public var sweep: OffsetPlan?
    /// Screen overrides.
    public var width: Double?
    /// The screen height override.
    public var height: Double?
    /// The scale override.
    public var scale: Double?
    /// The safe-area top override.
    public var safeTop: Double?
    /// `--constraints`.
    public var showsConstraints = false
    /// `--explain`.
    public var explains = false
    /// `--strict`.
    public var isStrict = false
    /// `--help`.
    public var showsHelp = false
    /// `--orthogonal-section`: the section whose own scroller the offsets drive.
    public var orthogonalSection: Int?
    /// `--direction`: the layout direction, overriding the scene's
    /// `direction` statement; nil to keep the scene's.
    public var direction: UserInterfaceLayoutDirection?
    /// `--update-step`: the clock frames between two recorded frames of an
    /// `update` statement's animation; nil for the default, 6.
    public var updateStep: Int?

    /// The default options.
    public init() {}

    /// The offsets of the command line, if it gives any.
    public var offsetPlan: OffsetPlan? {
        if let sweep { return sweep }
        return offsets.isEmpty ? nil : .list(offsets)
    }
}

/// A mistake on the command line.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong: `Unknown option '--fomat'`.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }
}

/// The `layout-dump` command: arguments in, output and exit status out.
/// `main.swift` only passes the process's arguments and standard input and
/// writes the result.
public enum LayoutDumpCommand {
    /// The command's name.
    public static let name = "layout-dump"

    /// The usage line.
    public static let usage = """
        Usage: layout-dump [<scene>] [--format <format>] [--offset <y> ...] [--sweep <from:to:step>] \
        [--orthogonal-section <n>] [--width <points>] [--height <points>] [--scale <factor>] \
        [--safe-top <points>] [--direction <ltr|rtl>] [--update-step <frames>] [--constraints] [--explain] \
        [--strict]
        """

    /// The help text (`--help`).
    public static let help = """
        OVERVIEW: Lay out a scene of views and constraints and print the frames.

        With no scene, lays out the built-in default scene: the collapsing navigation
        bar, every panel present, over a list on a 390x844 screen with a 47-point
        safe-area top, expanded, half-collapsed and collapsed.

        USAGE: layout-dump [<scene>] [--format <format>] [--offset <y> ...]
                           [--sweep <from:to:step>] [--orthogonal-section <n>]
                           [--width <points>] [--height <points>]
                           [--scale <factor>] [--safe-top <points>]
                           [--direction <ltr|rtl>] [--update-step <frames>]
                           [--constraints] [--explain] [--strict]

        ARGUMENTS:
          <scene>                 A scene file, or - to read the scene from standard
                                  input. The format: Docs/LayoutDump.docc/SceneFormat.md.

        OPTIONS:
          --format <format>       text, json, svg, csv or html. (default: text)
          --offset <y>            Lay out with the scroll view scrolled <y> points from its
                                  resting top (0: the bar expanded; negative: pulled
                                  down). Repeat it for several offsets.
          --sweep <from:to:step>  Lay out at every offset from <from> to <to> by <step>,
                                  as one scroll (e.g. -100:400:50).
          --orthogonal-section <n>
                                  Scroll section <n> of the collection view (one with
                                  an orthogonal behaviour) along its own axis instead:
                                  the offsets move its scroller from its leading edge.
          --width <points>        The screen's width.
          --height <points>       The screen's height.
          --scale <factor>        The screen's pixels per point (1 to 10).
          --safe-top <points>     The safe area's top inset.
          --direction <ltr|rtl>   Lay out left to right or right to left: leading and
                                  trailing follow it, left and right do not. Overrides
                                  the scene's 'direction' statement. (default: ltr)
                                  The HTML page holds both and toggles between them.
          --update-step <frames>  Record an 'update' statement's animation every
                                  <frames> frames of the collection view's 60 Hz
                                  clock, from the update to the animation's end
                                  (1 to 1000). (default: 6)
          --constraints           List every constraint held, as UIKit describes them.
          --explain               Explain unsatisfiable constraints (the conflicting set
                                  and the constraint broken) and ambiguous views, as
                                  UIKit's log does (in SVG: ambiguous views dashed).
          --strict                Exit 1 when constraints had to be broken (or the
                                  layout kit reported another problem).
          -h, --help              Show help information.

        EXIT STATUS:
          0   laid out (broken constraints are a warning on standard error)
          1   constraints were broken (or the layout kit reported another
              problem) and --strict was given
          64  the command line is wrong
          65  the scene has an error (file:line:column: error: ...)
          66  the scene file cannot be read

        EXAMPLES:
          layout-dump
          layout-dump Examples/form.scene --constraints
          layout-dump Examples/form.scene --direction rtl
          layout-dump Examples/default-bar.scene --sweep -100:400:50 --format csv
          layout-dump Examples/default-bar.scene --format svg > bar.svg
          layout-dump --sweep -100:400:10 --format html > bar.html
          layout-dump Examples/search-screen.scene --orthogonal-section 0 --sweep 0:1400:100
          layout-dump Examples/collection-update.scene --update-step 3 --format html

        """

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: the arguments, without the program's name.
    ///   - readFile: reads a scene file (the file system by default).
    ///   - readStandardInput: reads standard input, for the scene `-`.
    public static func run(
        arguments: [String], readFile: (String) throws -> String = readSceneFile,
        readStandardInput: () -> String = { "" }
    ) -> CommandResult {
        let options: CommandOptions
        do {
            options = try parseArguments(arguments)
        } catch let error as UsageError {
            return usageFailure(error)
        } catch {
            return usageFailure(UsageError("\(error)"))
        }
        if options.showsHelp { return CommandResult(standardOutput: help) }

        // Read and parse the scene.
        let sceneName: String
        let source: String
        switch options.scenePath {
        case nil:
            sceneName = DefaultScene.name
            source = DefaultScene.source
        case "-"?:
            sceneName = "<stdin>"
            source = readStandardInput()
        case let path?:
            sceneName = path
            do {
                source = try readFile(path)
            } catch {
                return CommandResult(
                    standardError: "\(name): error: cannot read '\(path)': \(describe(error))\n",
                    status: ExitStatus.noInput)
            }
        }
        var scene: Scene
        do {
            scene = try SceneParser.parse(source)
        } catch let errors as SceneErrors {
            return sceneFailure(errors, sceneName: sceneName, source: source, options: options)
        } catch {
            return CommandResult(standardError: "\(sceneName): error: \(error)\n", status: ExitStatus.sceneError)
        }
        applyScreenOptions(options, to: &scene)
        let hasScrollView = scene.views.contains {
            switch $0.kind {
            case .scroll, .collection: return true
            case .view, .stack: return false
            }
        }
        if options.offsetPlan != nil, !hasScrollView {
            let option = options.sweep != nil ? "--sweep" : "--offset"
            return usageFailure(UsageError("\(option) needs a scene with a scroll view; '\(sceneName)' has none"))
        }
        if let section = options.orthogonalSection {
            if let problem = orthogonalSectionProblem(section, in: scene, sceneName: sceneName) {
                return usageFailure(UsageError(problem))
            }
        }

        // Lay out and format.
        var details: ReportDetails = []
        if options.showsConstraints { details.insert(.constraints) }
        if options.explains { details.insert(.ambiguity) }
        if options.format == .text { details.insert(.tree) }
        // The page shows every view's constraints and marks ambiguous views.
        if options.format == .html { details.formUnion([.constraints, .ambiguity]) }
        let updateStep = options.updateStep ?? LayoutRunner.defaultUpdateStep
        let result = LayoutRunner.run(
            scene, offsets: options.offsetPlan, orthogonalSection: options.orthogonalSection, details: details,
            updateStep: updateStep)
        let output = OutputOptions(
            sceneName: sceneName, showsConstraints: options.showsConstraints, explains: options.explains)
        var text: String
        switch options.format {
        case .text: text = TextFormatter.format(result, output)
        case .json: text = JSONFormatter.format(result, output)
        case .svg: text = SVGFormatter.format(result, output)
        case .csv: text = CSVFormatter.format(result)
        case .html:
            // The page toggles between the two directions: lay the scene
            // out in the other one too.
            var mirrored = scene
            mirrored.direction = scene.direction.opposite
            let other = LayoutRunner.run(
                mirrored, offsets: options.offsetPlan, orthogonalSection: options.orthogonalSection, details: details,
                updateStep: updateStep)
            text = HTMLFormatter.format(result, output, otherDirection: other)
        }
        if !text.hasSuffix("\n") { text += "\n" }

        let (standardError, failed) = problems(
            in: result, sceneName: sceneName, isStrict: options.isStrict, explains: options.explains)
        let status = failed ? ExitStatus.brokenConstraints : ExitStatus.success
        return CommandResult(standardOutput: text, standardError: standardError, status: status)
    }

    /// What a layout that broke constraints, or about which the layout kit
    /// reported anything else, prints on standard error: a warning per
    /// broken constraint (in file order, with the scene line that wrote it;
    /// the kit's own constraints last) and per other diagnostic — errors
    /// under `--strict`, which then fails.
    ///
    /// - Returns: the text for standard error, and whether `--strict` fails.
    static func problems(in result: LayoutResult, sceneName: String, isStrict: Bool, explains: Bool) -> (String, Bool) {
        let broken = result.brokenConstraints.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (let x?, let y?): return x == y ? a.offset < b.offset : x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
        let others = result.otherDiagnostics
        guard !broken.isEmpty || !others.isEmpty || !result.collectionProblems.isEmpty else { return ("", false) }
        let kind = isStrict ? "error" : "warning"
        var text = ""
        for c in broken {
            let place = c.location.map { "\(sceneName):\($0.line):\($0.column)" } ?? sceneName
            text += "\(place): \(kind): constraint broken to satisfy the others: \(c.description)\n"
        }
        for d in others {
            let message = d.message.split(separator: "\n").joined(separator: " ")
            let place = d.location.map { "\(sceneName):\($0.line):\($0.column)" } ?? sceneName
            text += "\(place): \(kind): the layout kit reported: \(message)\n"
        }
        for problem in result.collectionProblems {
            text += "\(sceneName): \(kind): the collection view \(problem)\n"
        }
        if !explains {
            text +=
                "\(name): note: --explain shows \(broken.isEmpty ? "what the kit reported" : "the conflicting constraints")\n"
        }
        return (text, isStrict)
    }

    /// The command line's screen overrides applied to a scene: its size,
    /// scale, safe area and layout direction.
    static func applyScreenOptions(_ options: CommandOptions, to scene: inout Scene) {
        if let direction = options.direction { scene.direction = direction }
        if let width = options.width { scene.screen.width = width }
        if let height = options.height { scene.screen.height = height }
        if let scale = options.scale { scene.screen.scale = scale }
        if let top = options.safeTop { scene.screen.safeArea.top = top }
    }

    /// A scene with errors: its errors and, so that one run shows every
    /// mistake, the constraints that the statements that did parse break
    /// when laid out — each as `file:line:column: error: …`, in file order,
    /// exit status 65. A constraint the kit made (a stack's, an intrinsic
    /// size's) is placed at the declaration of the first view it names, and
    /// the bar's at the bar's.
    static func sceneFailure(
        _ errors: SceneErrors, sceneName: String, source: String, options: CommandOptions
    ) -> CommandResult {
        var report = errors
        var unplaced = ""
        if var scene = errors.partialScene {
            applyScreenOptions(options, to: &scene)
            let result = LayoutRunner.run(scene, offsets: options.offsetPlan, details: [])
            var seen: Set<String> = []
            for layout in result.layouts {
                for constraint in layout.constraints where constraint.isBroken {
                    guard seen.insert(constraint.description).inserted else { continue }
                    let message = "constraint broken to satisfy the others: \(constraint.description)"
                    let declared = constraint.viewIndices.lazy.compactMap { index in
                        scene.views.first { $0.name == layout.views[index].name }?.location
                    }.first
                    if let location = constraint.location ?? declared ?? scene.bar?.location {
                        report.errors.append(SceneError(message, at: location))
                    } else {
                        unplaced += "\(sceneName): error: \(message)\n"
                    }
                }
            }
            report.errors = report.errors.enumerated().sorted { a, b in
                a.element.location == b.element.location
                    ? a.offset < b.offset : a.element.location < b.element.location
            }.map(\.element)
        }
        return CommandResult(
            standardError: report.formatted(file: sceneName, source: source) + unplaced,
            status: ExitStatus.sceneError)
    }

    /// Why `--orthogonal-section` cannot drive section `section` of the
    /// scene's driven collection view (the bar's, else the first), or nil.
    static func orthogonalSectionProblem(_ section: Int, in scene: Scene, sceneName: String) -> String? {
        let barCollection = scene.bar.flatMap { bar in scene.collections.first { $0.name == bar.scrollView } }
        guard let collection = barCollection ?? scene.collections.first else {
            return "--orthogonal-section needs a scene with a collection view; '\(sceneName)' has none"
        }
        let sections = collection.sections.filter(\.isComplete)
        let orthogonal = sections.indices.filter { sections[$0].orthogonalBehavior != .none }
        guard !sections.indices.contains(section) || sections[section].orthogonalBehavior == .none else { return nil }
        let which = sections.indices.contains(section) ? "does not scroll orthogonally" : "does not exist"
        let hint =
            orthogonal.isEmpty
            ? "none of its sections does ('orthogonal continuous' makes one)"
            : "its orthogonal sections: " + orthogonal.map(String.init).joined(separator: ", ")
        return "--orthogonal-section \(section): section \(section) of '\(collection.name)' \(which); \(hint)"
    }

    /// A usage error as swift-argument-parser prints it.
    static func usageFailure(_ error: UsageError) -> CommandResult {
        CommandResult(
            standardError: "Error: \(error.message)\n\(usage)\n  See '\(name) --help' for more information.\n",
            status: ExitStatus.usage)
    }

    /// Reads a file as UTF-8 (invalid bytes become U+FFFD).
    public static func readSceneFile(_ path: String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return String(decoding: data, as: UTF8.self)
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
            return "no such file"
        }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return unsafe String(cString: strerror(code.rawValue)).lowercased()
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoPermissionError {
            return "permission denied"
        }
        return "the file could not be read"
    }

    // MARK: Arguments

    private static let valueOptions: [String: String] = [
        "--format": "--format <format>", "--offset": "--offset <y>", "--sweep": "--sweep <from:to:step>",
        "--width": "--width <points>", "--height": "--height <points>", "--scale": "--scale <factor>",
        "--safe-top": "--safe-top <points>", "--orthogonal-section": "--orthogonal-section <n>",
        "--direction": "--direction <ltr|rtl>", "--update-step": "--update-step <frames>",
    ]
    private static let flags = ["--constraints", "--explain", "--strict", "--help", "-h"]

    /// Parses the arguments (without the program's name).
    ///
    /// - Throws: ``UsageError``.
    public static func parseArguments(_ arguments: [String]) throws -> CommandOptions {
        var options = CommandOptions()
        var index = 0
        var onlyPositionals = false
        // --help wins over any other mistake, as in swift-argument-parser.
        for argument in arguments {
            if argument == "--" { break }
            if argument == "--help" || argument == "-h" {
                options.showsHelp = true
                return options
            }
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                guard options.scenePath == nil else { throw UsageError("Unexpected argument '\(argument)'") }
                options.scenePath = argument
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var attached: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            if flags.contains(name) {
                guard attached == nil else { throw UsageError("The option '\(name)' takes no value") }
                switch name {
                case "--constraints": options.showsConstraints = true
                case "--explain": options.explains = true
                case "--strict": options.isStrict = true
                default: options.showsHelp = true
                }
                continue
            }
            guard let shown = valueOptions[name] else {
                var message = "Unknown option '\(name)'"
                let all = Array(valueOptions.keys).sorted() + flags.filter { $0.hasPrefix("--") }
                if let guess = suggestion(for: name, among: all) { message += ". Did you mean '\(guess)'?" }
                throw UsageError(message)
            }
            let value: String
            if let attached {
                value = attached
            } else {
                guard index < arguments.count else { throw UsageError("Missing value for '\(shown)'") }
                value = arguments[index]
                index += 1
            }
            func invalid(_ why: String) -> UsageError {
                UsageError("The value '\(value)' is invalid for '\(shown)': \(why)")
            }
            switch name {
            case "--format":
                guard let format = OutputFormat(rawValue: value) else {
                    throw invalid("expected text, json, svg, csv or html")
                }
                options.format = format
            case "--offset":
                guard let y = number(value) else {
                    throw invalid(outOfRange(value) ?? "expected a number of points")
                }
                guard options.offsets.count < SceneParser.maximumOffsets else {
                    throw UsageError("Too many offsets: at most \(SceneParser.maximumOffsets)")
                }
                options.offsets.append(y)
            case "--sweep":
                guard options.sweep == nil else { throw UsageError("The option '--sweep' is given twice") }
                let parts = value.split(separator: ":", omittingEmptySubsequences: false).map { number(String($0)) }
                guard parts.count == 3, let from = parts[0], let to = parts[1], let step = parts[2] else {
                    let texts = value.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                    if texts.count == 3, let problem = texts.lazy.compactMap(outOfRange).first {
                        throw invalid(problem)
                    }
                    throw invalid("expected three numbers, FROM:TO:STEP, such as -100:400:50")
                }
                guard step > 0 else { throw invalid("the step must be positive") }
                guard to >= from else { throw invalid("TO is below FROM") }
                let count = OffsetPlan.sweepCount(from: from, to: to, step: step)
                guard count <= SceneParser.maximumOffsets else {
                    throw invalid("it visits more than \(SceneParser.maximumOffsets) offsets")
                }
                options.sweep = .sweep(from: from, to: to, step: step)
            case "--width", "--height":
                guard let v = number(value), v > 0 else { throw invalid("expected a positive number of points") }
                if name == "--width" { options.width = v } else { options.height = v }
            case "--scale":
                guard let v = number(value), v >= 1, v <= 10 else { throw invalid("expected 1 to 10 pixels per point") }
                options.scale = v
            case "--orthogonal-section":
                guard let v = number(value), v >= 0, v == v.rounded() else {
                    throw invalid("expected a section number, 0 or more")
                }
                options.orthogonalSection = Int(v)
            case "--direction":
                guard let direction = UserInterfaceLayoutDirection(sceneName: value) else {
                    throw invalid("expected ltr (left to right) or rtl (right to left)")
                }
                options.direction = direction
            case "--update-step":
                guard let v = number(value), v >= 1, v <= 1000, v == v.rounded() else {
                    throw invalid("expected a whole number of clock frames from 1 to 1000")
                }
                options.updateStep = Int(v)
            case "--safe-top":
                guard let v = number(value), v >= 0 else { throw invalid("expected a number of points, 0 or more") }
                options.safeTop = v
            default:
                throw UsageError("Unknown option '\(name)'")
            }
        }
        if options.sweep != nil, !options.offsets.isEmpty {
            throw UsageError("'--offset' and '--sweep' cannot be combined")
        }
        if options.format == .svg || options.format == .csv, options.showsConstraints {
            throw UsageError("'--constraints' needs '--format text' or '--format json'")
        }
        if options.format == .html, options.showsConstraints {
            throw UsageError(
                "'--constraints' needs '--format text' or '--format json' (the HTML page shows a view's constraints on hover)"
            )
        }
        if options.format == .csv, options.explains {
            throw UsageError("'--explain' needs '--format text', '--format json' or '--format svg'")
        }
        return options
    }

    /// A finite number within the scene's range, in plain decimal notation.
    /// Why a number that is written correctly is refused: it is beyond the
    /// scene format's largest number. Nil for a number in range or one that
    /// is not a number at all.
    private static func outOfRange(_ text: String) -> String? {
        var digits = Substring(text)
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits = digits.dropFirst() }
        guard Lexer.parseDecimal(String(digits)) != nil, let value = Double(text), !(abs(value) <= largestSceneNumber)
        else { return nil }
        return "'\(text)' is out of range: at most \(formatNumber(largestSceneNumber)) points"
    }

    private static func number(_ text: String) -> Double? {
        var digits = Substring(text)
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits = digits.dropFirst() }
        guard Lexer.parseDecimal(String(digits)) != nil, let value = Double(text), value.isFinite,
            abs(value) <= largestSceneNumber
        else { return nil }
        return value
    }
}
