import CollapsingBar
import Layout

/// Reads a scene file (see <doc:SceneFormat>) into a ``Scene``.
///
/// Each line is one statement; names are declared before they are used. The
/// parser reports every error it finds, one per statement (a statement with
/// an error is skipped, and uses of a name whose declaration failed are not
/// reported again), up to ``maximumErrors``.
public struct SceneParser {
    /// The most errors reported for one file.
    public static let maximumErrors = 20
    /// The most views a scene may declare (rows included).
    public static let maximumViews = 2000
    /// The most offsets a scene may ask for.
    public static let maximumOffsets = 1000
    /// The most rows a scroll view may hold.
    public static let maximumRows = 500

    /// Parses a scene.
    ///
    /// - Throws: ``SceneErrors`` with every error found.
    public static func parse(_ source: String) throws -> Scene {
        var parser = SceneParser()
        return try parser.parse(source)
    }

    // MARK: State

    /// What a name stands for.
    enum NameKind: Equatable {
        case screen, safeArea, view, stack, scroll, bar, panel, collection, section, group, item

        /// Whether the name is a view (not the safe-area guide, nor a part of a compositional layout).
        var isView: Bool { ![.safeArea, .section, .group, .item].contains(self) }
        /// `a section`, `a group` or `an item` for a part of a compositional layout, else nil.
        var layoutPartName: String? {
            switch self {
            case .section: return "a section"
            case .group: return "a group"
            case .item: return "an item"
            default: return nil
            }
        }
        /// Whether the name is a scroll view (a collection view is one).
        var isScrollView: Bool { self == .scroll || self == .collection }
    }

    struct NameEntry {
        var kind: NameKind
        var parent: String?
        var location: SourceLocation?
    }

    var scene = Scene()
    var names: [String: NameEntry] = [
        "screen": NameEntry(kind: .screen, parent: nil, location: nil),
        "safe": NameEntry(kind: .safeArea, parent: "screen", location: nil),
    ]
    /// Declared names in order (for suggestions that do not depend on hashing).
    var declaredNames = ["screen", "safe"]
    /// Names whose declaration had an error: their uses are not reported again.
    var failedNames: Set<String> = []
    var errors: [SceneError] = []
    /// The line at which the parser stopped, having found ``maximumErrors``.
    var stoppedAtLine: Int?
    var planLocation: SourceLocation?
    var viewCount = 0
    /// The collection being declared (its options are read with the view's).
    var pendingCollection: CollectionDeclaration?
    /// Each collection's index in the scene's collections.
    var collectionIndex: [String: Int] = [:]
    /// Where each section is: its collection's index and its own.
    var sectionPaths: [String: SectionPath] = [:]
    /// Where each group is: its section and the subitem indices down to it.
    var groupPaths: [String: GroupPath] = [:]
    /// The elements of a compositional layout declared so far (one statement each).
    var layoutElementCount = 0
    /// Sections and groups that a statement with an error meant to put a
    /// group or item in: they are not reported again as empty.
    var failedLayoutParents: Set<String> = []

    /// A statement that cannot go on because of an error reported before.
    struct AlreadyReported: Error {}

    static let keywords = [
        "screen", "view", "stack", "scroll", "bar", "offsets", "sweep", "direction", "collection", "section", "group",
        "item", "header", "footer", "background", "update",
    ]

    mutating func parse(_ source: String) throws -> Scene {
        SceneLines.forEach(in: source) { lineNumber, line in
            do {
                let (tokens, lexError) = Lexer.tokens(of: line, lineNumber: lineNumber)
                if let lexError {
                    // The statement is lost; so is the name it declares, if any.
                    if tokens.count >= 2, tokens[0].kind == .word,
                        ["view", "stack", "scroll", "collection", "section", "group", "item"].contains(tokens[0].text),
                        tokens[1].kind == .word, names[tokens[1].text] == nil
                    {
                        failedNames.insert(tokens[1].text)
                    }
                    throw lexError
                }
                guard !tokens.isEmpty else { return true }
                var stream = TokenStream(
                    tokens: tokens, end: SourceLocation(line: lineNumber, column: line.count + 1))
                try statement(&stream)
            } catch let error as SceneError {
                errors.append(error)
                if errors.count >= Self.maximumErrors {
                    stoppedAtLine = lineNumber
                    return false
                }
            } catch {
                // AlreadyReported: nothing to add.
            }
            return true
        }
        if errors.count < Self.maximumErrors { checkCollectionsComplete() }
        if errors.count < Self.maximumErrors { checkUpdates() } else { scene.updates = [] }
        if let planLocation, errors.count < Self.maximumErrors,
            !names.values.contains(where: { $0.kind.isScrollView })
        {
            errors.append(SceneError("offsets need a scroll view: declare one with 'scroll NAME'", at: planLocation))
        }
        if !errors.isEmpty {
            var failure = SceneErrors(errors: errors, partialScene: scene)
            failure.stoppedAtLine = stoppedAtLine
            throw failure
        }
        return scene
    }
}
