import Layout

/// Constraint statements in visual-format notation.
extension SceneParser {
    mutating func visualFormat(_ token: Token) throws {
        let names = self.names
        let failed = failedNames
        let order = declaredNames
        let parser = SceneVisualFormat(text: token.text, at: token.location) { name, location in
            guard let entry = names[name] else {
                if failed.contains(name) { throw AlreadyReported() }
                throw SceneError(Self.unknownNameMessage(name, names: names, order: order), at: location)
            }
            if let what = entry.kind.layoutPartName {
                throw SceneError(
                    "'\(name)' is \(what) of a collection's layout, not a view: visual format needs views",
                    at: location)
            }
            guard entry.kind.isView else {
                throw SceneError(
                    "'\(name)' is the safe-area guide, not a view: visual format needs views", at: location)
            }
            return SceneVisualFormat.NameInfo(parent: entry.parent)
        }
        let group = try parser.parse()
        for c in group { try check(c) }
        scene.constraintGroups.append(group)
    }
}
