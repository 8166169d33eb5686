import Foundation

/// The sections and items of a collection by identifier, to apply to a
/// ``CollectionViewDiffableDataSource`` (UIKit's `NSDiffableDataSourceSnapshot`).
///
/// A value: edit a copy, then apply it. Identifiers are unique across the
/// snapshot. Editing with an identifier the snapshot does not hold (or,
/// when adding, one it already holds or one named twice) throws
/// ``CollectionViewError/snapshot(_:)`` naming it and changes nothing;
/// UIKit traps.
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    @usableFromInline var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The items marked for reloading: dequeued and measured again when applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring: their cells configured again in place.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reloading.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Queries

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// Every item, section by section.
    ///
    /// - Complexity: O(items).
    public var itemIdentifiers: [ItemIdentifierType] {
        sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] }
    }

    /// The number of items in a section; 0 for a section the snapshot does not hold.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemsBySection[identifier]?.count ?? 0
    }

    /// The items of a section, in order; empty for a section the snapshot does not hold.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[identifier] ?? []
    }

    /// The section holding an item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// An item's index in ``itemIdentifiers``, or nil.
    ///
    /// - Complexity: O(sections + items of its section).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let items = itemsBySection[section],
            let index = items.firstIndex(of: identifier)
        else { return nil }
        var before = 0
        for other in sectionIdentifiers {
            if other == section { break }
            before += itemsBySection[other]?.count ?? 0
        }
        return before + index
    }

    /// A section's index, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIdentifiers.firstIndex(of: identifier)
    }

    // MARK: Items

    /// Adds items at the end of a section (by default the last one).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) throws(CollectionViewError) {
        guard let section = sectionIdentifier ?? sectionIdentifiers.last else {
            throw .snapshot("appendItems: the snapshot has no section to append to")
        }
        try checkSection(section, "appendItems")
        try checkNew(identifiers, "appendItems")
        itemsBySection[section, default: []].append(contentsOf: identifiers)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    /// Inserts items before an item.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) throws(CollectionViewError) {
        try insert(identifiers, at: beforeIdentifier, after: false, "insertItems(_:beforeItem:)")
    }

    /// Inserts items after an item.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) throws(CollectionViewError) {
        try insert(identifiers, at: afterIdentifier, after: true, "insertItems(_:afterItem:)")
    }

    /// Deletes items.
    ///
    /// - Complexity: O(items named + items of their sections).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) throws(CollectionViewError) {
        try checkKnown(identifiers, "deleteItems")
        let removed = Set(identifiers)
        var sections: Set<SectionIdentifierType> = []
        for identifier in identifiers {
            if let section = sectionOfItem.removeValue(forKey: identifier) { sections.insert(section) }
        }
        for section in sections { itemsBySection[section]?.removeAll { removed.contains($0) } }
        forgetMarks(ofItems: removed)
    }

    /// Deletes every item; the sections stay.
    public mutating func deleteAllItems() {
        for section in sectionIdentifiers { itemsBySection[section] = [] }
        sectionOfItem = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    /// Moves an item before another.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) throws(CollectionViewError) {
        try move(identifier, to: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item after another.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) throws(CollectionViewError) {
        try move(identifier, to: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks items to be dequeued and measured again when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(CollectionViewError) {
        try checkKnown(identifiers, "reloadItems")
        reloadedItemIdentifiers.append(contentsOf: identifiers)
    }

    /// Marks items whose cells are configured again in place when applied
    /// (no dequeue of a new cell; the measured size stays).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) throws(CollectionViewError) {
        try checkKnown(identifiers, "reconfigureItems")
        reconfiguredItemIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) throws(CollectionViewError) {
        try checkNewSections(identifiers, "appendSections")
        sectionIdentifiers.append(contentsOf: identifiers)
        for identifier in identifiers { itemsBySection[identifier] = [] }
    }

    /// Inserts sections before a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) throws(CollectionViewError) {
        try insertSections(identifiers, at: toIdentifier, after: false, "insertSections(_:beforeSection:)")
    }

    /// Inserts sections after a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) throws(CollectionViewError) {
        try insertSections(identifiers, at: toIdentifier, after: true, "insertSections(_:afterSection:)")
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) throws(CollectionViewError) {
        var seen: Set<SectionIdentifierType> = []
        for identifier in identifiers {
            try checkSection(identifier, "deleteSections")
            guard seen.insert(identifier).inserted else {
                throw .snapshot("deleteSections: the section \(identifier) is named twice")
            }
        }
        var removedItems: Set<ItemIdentifierType> = []
        for identifier in identifiers {
            for item in itemsBySection.removeValue(forKey: identifier) ?? [] {
                sectionOfItem[item] = nil
                removedItems.insert(item)
            }
        }
        sectionIdentifiers.removeAll { seen.contains($0) }
        reloadedSectionIdentifiers.removeAll { seen.contains($0) }
        forgetMarks(ofItems: removedItems)
    }

    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) throws(CollectionViewError) {
        try moveSection(identifier, to: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) throws(CollectionViewError) {
        try moveSection(identifier, to: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks sections whose items are all dequeued and measured again when applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) throws(CollectionViewError) {
        for identifier in identifiers { try checkSection(identifier, "reloadSections") }
        reloadedSectionIdentifiers.append(contentsOf: identifiers)
    }

    /// Marks every item the sections hold now to be configured again in
    /// place when applied, as ``reconfigureItems(_:)`` does: no new cells,
    /// the measured sizes stay.
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) throws(CollectionViewError) {
        for identifier in identifiers { try checkSection(identifier, "reconfigureSections") }
        for identifier in identifiers {
            reconfiguredItemIdentifiers.append(contentsOf: itemsBySection[identifier] ?? [])
        }
    }

    // MARK: Checks and edits

    private func checkSection(_ identifier: SectionIdentifierType, _ request: String) throws(CollectionViewError) {
        guard itemsBySection[identifier] != nil else {
            throw .snapshot("\(request): the snapshot has no section \(identifier)")
        }
    }

    private func checkKnown(_ identifiers: [ItemIdentifierType], _ request: String) throws(CollectionViewError) {
        for identifier in identifiers where sectionOfItem[identifier] == nil {
            throw .snapshot("\(request): the snapshot has no item \(identifier)")
        }
    }

    private func checkNew(_ identifiers: [ItemIdentifierType], _ request: String) throws(CollectionViewError) {
        var seen: Set<ItemIdentifierType> = []
        seen.reserveCapacity(identifiers.count)
        for identifier in identifiers {
            if sectionOfItem[identifier] != nil {
                throw .snapshot("\(request): the item \(identifier) is already in the snapshot")
            }
            if !seen.insert(identifier).inserted {
                throw .snapshot("\(request): the item \(identifier) is named twice")
            }
        }
    }

    private func checkNewSections(
        _ identifiers: [SectionIdentifierType], _ request: String
    ) throws(CollectionViewError) {
        var seen: Set<SectionIdentifierType> = []
        for identifier in identifiers {
            if itemsBySection[identifier] != nil {
                throw .snapshot("\(request): the section \(identifier) is already in the snapshot")
            }
            if !seen.insert(identifier).inserted {
                throw .snapshot("\(request): the section \(identifier) is named twice")
            }
        }
    }

    private mutating func insert(
        _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool, _ request: String
    ) throws(CollectionViewError) {
        try checkKnown([anchor], request)
        try checkNew(identifiers, request)
        guard let section = sectionOfItem[anchor], let index = itemsBySection[section]?.firstIndex(of: anchor) else {
            return
        }
        itemsBySection[section]?.insert(contentsOf: identifiers, at: after ? index + 1 : index)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    private mutating func move(
        _ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool, _ request: String
    ) throws(CollectionViewError) {
        try checkKnown([identifier, anchor], request)
        guard identifier != anchor else {
            throw .snapshot("\(request): the item \(identifier) cannot move relative to itself")
        }
        guard let from = sectionOfItem[identifier] else { return }
        itemsBySection[from]?.removeAll { $0 == identifier }
        guard let to = sectionOfItem[anchor], let index = itemsBySection[to]?.firstIndex(of: anchor) else { return }
        itemsBySection[to]?.insert(identifier, at: after ? index + 1 : index)
        sectionOfItem[identifier] = to
    }

    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, after: Bool, _ request: String
    ) throws(CollectionViewError) {
        try checkSection(anchor, request)
        try checkNewSections(identifiers, request)
        guard let index = sectionIdentifiers.firstIndex(of: anchor) else { return }
        sectionIdentifiers.insert(contentsOf: identifiers, at: after ? index + 1 : index)
        for identifier in identifiers { itemsBySection[identifier] = [] }
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool, _ request: String
    ) throws(CollectionViewError) {
        try checkSection(identifier, request)
        try checkSection(anchor, request)
        guard identifier != anchor else {
            throw .snapshot("\(request): the section \(identifier) cannot move relative to itself")
        }
        sectionIdentifiers.removeAll { $0 == identifier }
        guard let index = sectionIdentifiers.firstIndex(of: anchor) else { return }
        sectionIdentifiers.insert(identifier, at: after ? index + 1 : index)
    }

    private mutating func forgetMarks(ofItems removed: Set<ItemIdentifierType>) {
        guard !removed.isEmpty else { return }
        reloadedItemIdentifiers.removeAll { removed.contains($0) }
        reconfiguredItemIdentifiers.removeAll { removed.contains($0) }
    }

    /// The snapshot without its reload and reconfigure marks (what the data source keeps once applied).
    @usableFromInline var withoutMarks: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }
}
