import Foundation

/// The `update` statement: a batch update of a collection view, checked
/// against its sections' item counts once the whole scene is read.
extension SceneParser {
    /// The most changes one `update` statement may make.
    static let maximumUpdateChanges = 1000
    /// The most `update` statements a scene may have.
    static let maximumUpdates = 20

    /// `update feed delete 1:0 insert 0:3 0:4 move 0:2 to 0:7 reload 0:1`
    mutating func update(_ s: inout TokenStream, at location: SourceLocation) throws {
        let nameToken = try s.word("the name of a collection view after 'update'")
        let entry = try resolve(nameToken)
        guard entry.kind == .collection else {
            throw SceneError(
                "'\(nameToken.text)' is not a collection view: only a collection's items can be updated",
                at: nameToken.location)
        }
        guard scene.updates.count < Self.maximumUpdates else {
            throw SceneError("too many updates: at most \(Self.maximumUpdates)", at: location)
        }
        var declaration = CollectionUpdateDeclaration(collection: nameToken.text, location: location)
        let kinds = ["insert", "delete", "move", "reload"]
        guard s.peek != nil else {
            throw s.expected("a change after the collection's name (\(kinds.joined(separator: ", ")))")
        }
        while let keyword = s.peek {
            guard keyword.kind == .word else { throw s.expected("a change (insert, delete, move or reload)") }
            guard kinds.contains(keyword.text) else { throw unknownOption(keyword, kind: "change", among: kinds) }
            s.next()
            if keyword.text == "move" {
                let (from, fromLocation) = try indexPath(&s, after: "move")
                guard let to = s.peek, to.kind == .word, to.text == "to" else {
                    throw s.expected("'to' and the index path after the update, as in 'move 0:2 to 0:7'")
                }
                s.next()
                let (target, targetLocation) = try indexPath(&s, after: "to")
                declaration.changes.append((.move(from: from, to: target), fromLocation, targetLocation))
            } else {
                guard s.peek?.kind == .number else {
                    throw s.expected("an index path SECTION:ITEM after '\(keyword.text)', such as 0:3")
                }
                while let next = s.peek, next.kind == .number {
                    let (path, pathLocation) = try indexPath(&s, after: keyword.text)
                    let change: CollectionUpdateDeclaration.Change
                    switch keyword.text {
                    case "insert": change = .insert(path)
                    case "delete": change = .delete(path)
                    default: change = .reload(path)
                    }
                    declaration.changes.append((change, pathLocation, nil))
                }
            }
            guard declaration.changes.count <= Self.maximumUpdateChanges else {
                throw SceneError(
                    "too many changes: at most \(Self.maximumUpdateChanges) in one update", at: keyword.location)
            }
        }
        scene.updates.append(declaration)
    }

    /// `0:3`: a section and an item, whole numbers from 0.
    private func indexPath(_ s: inout TokenStream, after keyword: String) throws -> (IndexPath, SourceLocation) {
        let example = "expected an index path SECTION:ITEM after '\(keyword)', such as 0:3"
        guard let section = s.peek, section.kind == .number else {
            if let token = s.peek, token.kind == .symbol, token.text == "-" {
                throw SceneError("bad index path: \(example), with whole numbers from 0", at: token.location)
            }
            throw s.expected("an index path SECTION:ITEM after '\(keyword)', such as 0:3")
        }
        s.next()
        guard let colon = s.peek, colon.kind == .symbol, colon.text == ":" else {
            throw SceneError("bad index path '\(section.text)': \(example)", at: section.location)
        }
        s.next()
        guard let item = s.peek, item.kind == .number else {
            throw s.expected("an item number after '\(section.text):'")
        }
        s.next()
        for token in [section, item] where token.value != token.value.rounded() || token.value > largestSceneNumber {
            throw SceneError(
                "bad index path '\(section.text):\(item.text)': expected whole numbers from 0 to "
                    + "\(formatNumber(largestSceneNumber))", at: token.location)
        }
        return (IndexPath(item: Int(item.value), section: Int(section.value)), section.location)
    }

    /// Checks each update, in file order, against its collection's item
    /// counts before it (the sections' `items`, then each earlier update's
    /// result), works out the counts after it, and drops (reporting) those
    /// that contradict the counts.
    mutating func checkUpdates() {
        var counts: [String: [Int]] = [:]
        for collection in scene.collections where collection.sections.allSatisfy(\.isComplete) {
            counts[collection.name] = collection.sections.map(\.itemCount)
        }
        var kept: [CollectionUpdateDeclaration] = []
        for var update in scene.updates {
            // A collection with an incomplete section was reported already.
            guard let before = counts[update.collection] else { continue }
            do {
                update.countsAfter = try Self.countsAfter(update, before: before)
                counts[update.collection] = update.countsAfter
                kept.append(update)
            } catch let error as SceneError {
                guard errors.count < Self.maximumErrors else { break }
                errors.append(error)
            } catch {}
        }
        scene.updates = kept
    }

    /// The item counts after `update`, by UIKit's rules: the counts before,
    /// less the items deleted or moved away, plus those inserted or moved in.
    ///
    /// - Throws: ``SceneError`` at the first index path that names no item
    ///   on its side of the update, or one named twice.
    static func countsAfter(_ update: CollectionUpdateDeclaration, before: [Int]) throws -> [Int] {
        let name = update.collection
        func text(_ p: IndexPath) -> String { "\(p.section):\(p.item)" }
        func checkSection(_ p: IndexPath, at location: SourceLocation) throws {
            guard p.section < before.count else {
                let range = before.isEmpty ? "it has none" : "its sections are 0 to \(before.count - 1)"
                throw SceneError("no section \(p.section) in '\(name)': \(range)", at: location)
            }
        }
        var oldNamed: [IndexPath: SourceLocation] = [:]
        var newNamed: [IndexPath: SourceLocation] = [:]
        var after = before
        var arriving: [(IndexPath, SourceLocation, String)] = []
        func takeOld(_ p: IndexPath, _ verb: String, at location: SourceLocation) throws {
            try checkSection(p, at: location)
            guard p.item < before[p.section] else {
                throw SceneError(
                    "\(verb) \(text(p)): section \(p.section) of '\(name)' has \(before[p.section]) items before the "
                        + "update\(before[p.section] > 0 ? ", \(p.section):0 to \(p.section):\(before[p.section] - 1)" : "")",
                    at: location)
            }
            if let previous = oldNamed[p] {
                throw SceneError(
                    "\(text(p)) is named twice before the update: already at \(previous); an item is deleted, "
                        + "reloaded or moved once", at: location)
            }
            oldNamed[p] = location
        }
        func takeNew(_ p: IndexPath, _ verb: String, at location: SourceLocation) throws {
            try checkSection(p, at: location)
            if let previous = newNamed[p] {
                throw SceneError(
                    "\(text(p)) is named twice after the update: already at \(previous); each place after the "
                        + "update takes one inserted or moved item", at: location)
            }
            newNamed[p] = location
            arriving.append((p, location, verb))
        }
        for (change, location, target) in update.changes {
            switch change {
            case .delete(let p):
                try takeOld(p, "delete", at: location)
                after[p.section] -= 1
            case .reload(let p):
                try takeOld(p, "reload", at: location)
            case .move(let from, let to):
                try takeOld(from, "move", at: location)
                after[from.section] -= 1
                try takeNew(to, "move \(text(from)) to", at: target ?? location)
                after[to.section] += 1
            case .insert(let p):
                try takeNew(p, "insert", at: location)
                after[p.section] += 1
            }
        }
        for (p, location, verb) in arriving where p.item >= after[p.section] {
            throw SceneError(
                "\(verb) \(text(p)): section \(p.section) of '\(name)' has \(after[p.section]) items after the "
                    + "update (\(before[p.section]) before), \(p.section):0 to \(p.section):\(after[p.section] - 1)",
                at: location)
        }
        for (section, count) in after.enumerated() where count > maximumItems {
            throw SceneError(
                "too many items: section \(section) of '\(name)' would hold \(count), at most \(maximumItems)",
                at: update.location)
        }
        return after
    }
}
