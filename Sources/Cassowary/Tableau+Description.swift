// A readable dump of the tableau and the constraints held.

extension Tableau {
    /// The objectives, core rows and definitions, each in symbol order, then
    /// the constraints held in the order they were added.
    func dump() -> String {
        func name(_ s: Symbol) -> String {
            if let v = variable(ofSerial: s.serial), !v.name.isEmpty { return "\(v.name)" }
            return s.description
        }
        func text(_ row: Row) -> String {
            var parts = [formatNumber(row.constant)]
            for (s, c) in row.cells { parts.append("\(formatNumber(c)) \(name(s))") }
            return parts.joined(separator: " + ")
        }
        var lines: [String] = []
        for id in levelOrder {
            let objective = objectives[Int(id)]
            let row = Row(constant: objective.constant, unsortedCells: objective.cells { symbols[$0].symbol })
            lines.append("objective level \(objective.level): \(text(row))")
        }
        let core = rows.indices.filter { roles[$0] == .core }.sorted { basics[$0] < basics[$1] }
        let definitions = rows.indices.filter { roles[$0] == .definition }.sorted { basics[$0] < basics[$1] }
        lines.append("rows:")
        for i in core { lines.append("  \(name(basics[i])) = \(text(rows[i]))") }
        lines.append("definitions:")
        for i in definitions { lines.append("  \(name(basics[i])) = \(text(rows[i]))") }
        lines.append("constraints:")
        for tag in heldTags() {
            let c = tag.constraint
            let expression = LinearExpression(c.expression.terms, constant: tag.constant)
            lines.append(
                "  \(expression) \(c.relation) 0 | \(c.strength)   [marker \(tag.marker)\(tag.other.isValid ? ", other \(tag.other)" : "")]"
            )
        }
        if editCount > 0 {
            lines.append("edit variables:")
            let list = externals.map { symbols[$0.serial].editTag }.filter { $0 >= 0 }.map { tags[Int($0)]! }
            for edit in list.sorted(by: { $0.order < $1.order }) {
                let v = edit.constraint.expression.terms[0].variable
                lines.append("  \(v) suggested \(formatNumber(-edit.constant)) | \(edit.constraint.strength)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
