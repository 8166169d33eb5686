import Layout

/// A visual-format line of a scene, read by `Layout`'s Visual Format Language
/// parser into ``ConstraintDeclaration``s: names are the scene's views, `|` is
/// the superview of the view next to it, and there are no metrics (numbers
/// only); priorities may also be the scene's names (`@high`). Errors are
/// ``SceneError``s at the line and column of the element at fault.
struct SceneVisualFormat: VisualFormatResolver {
    /// What the line needs to know about a name.
    struct NameInfo {
        /// The superview's name, nil for the screen.
        var parent: String?
    }

    let text: String
    let start: SourceLocation
    let lookup: (String, SourceLocation) throws -> NameInfo

    init(text: String, at start: SourceLocation, lookup: @escaping (String, SourceLocation) throws -> NameInfo) {
        self.text = text
        self.start = start
        self.lookup = lookup
    }

    /// The constraints of the line, in the order UIKit makes them: each
    /// view's size, then the connections left to right.
    func parse() throws -> [ConstraintDeclaration] {
        var parser = VisualFormatParser(format: text, resolver: self)
        let line: VisualFormatLine
        do {
            line = try parser.parse()
        } catch let error as VisualFormatError {
            throw SceneError(error.message, at: location(error.column))
        }
        return try line.constraints.map { c in
            let isSize = !c.isSpacing
            func reference(_ side: VisualFormatConstraint.Side) throws -> AnchorReference {
                let at = location(isSize ? c.column : side.column)
                switch side.item {
                case .view(let name):
                    return AnchorReference(item: name, attribute: side.attribute, location: at)
                case .superview(let name):
                    guard let parent = try lookup(name, at).parent else {
                        throw SceneError("'|' stands for the superview, and '\(name)' has none", at: at)
                    }
                    return AnchorReference(item: parent, attribute: side.attribute, location: at)
                }
            }
            return ConstraintDeclaration(
                first: try reference(c.first), relation: c.relation, second: try c.second.map(reference),
                constant: c.constant, priority: c.priority, location: location(c.column))
        }
    }

    /// The scene location of a 1-based column of the line.
    private func location(_ column: Int) -> SourceLocation {
        SourceLocation(line: start.line, column: start.column + column - 1)
    }

    func checkView(_ name: String, column: Int) throws {
        _ = try lookup(name, location(column))
    }

    func constant(named name: String, column: Int, viewsAllowed: Bool) throws -> Double? {
        guard viewsAllowed else {
            throw SceneError("unknown metric '\(name)': scenes have no metrics, write a number", at: location(column))
        }
        return nil
    }

    func priority(_ text: String, column: Int) throws -> Float {
        try parsePriority(text, at: location(column))
    }

    func checkNumber(_ value: Double, text: String, column: Int) throws {
        try checkRange(value, text, at: location(column))
    }
}
