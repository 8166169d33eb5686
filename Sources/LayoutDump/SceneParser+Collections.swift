import CollectionLayout
import Layout

/// Where a section is: its collection's index in the scene and its own.
struct SectionPath {
    var collection: Int
    var section: Int
}

/// Where a group is: its section, and the subitem indices from the
/// section's top-level group down to it (empty for the top-level group).
struct GroupPath {
    var section: SectionPath
    var subitems: [Int]
}

/// The statements of a collection view's compositional layout: the
/// collection's own options, `section`, `group`, `item`, `header`, `footer`
/// and `background`.
extension SceneParser {
    /// The most items a section may hold.
    static let maximumItems = 100_000
    /// The most sections, groups, items, headers, footers and backgrounds a scene may declare.
    static let maximumLayoutElements = 2000

    static let orthogonalBehaviors: [(names: [String], value: CollectionLayoutSectionOrthogonalScrollingBehavior)] = [
        (["none"], .none), (["continuous"], .continuous),
        (["continuous-group-leading-boundary", "continuousGroupLeadingBoundary"], .continuousGroupLeadingBoundary),
        (["paging"], .paging), (["group-paging", "groupPaging"], .groupPaging),
        (["group-paging-centered", "groupPagingCentered"], .groupPagingCentered),
    ]

    static let insetsReferences: [(names: [String], value: ContentInsetsReference)] = [
        (["automatic"], .automatic), (["none"], .none), (["safe-area", "safeArea"], .safeArea),
        (["layout-margins", "layoutMargins"], .layoutMargins),
        (["readable-content", "readableContent"], .readableContent),
    ]

    static let rectAlignments: [(names: [String], value: RectAlignment)] = [
        (["top"], .top), (["top-leading", "topLeading"], .topLeading), (["leading"], .leading),
        (["bottom-leading", "bottomLeading"], .bottomLeading), (["bottom"], .bottom),
        (["bottom-trailing", "bottomTrailing"], .bottomTrailing), (["trailing"], .trailing),
        (["top-trailing", "topTrailing"], .topTrailing),
    ]

    // MARK: The collection view's options

    /// Reads an option only a collection view has; false for any other option.
    mutating func collectionOption(_ option: Token, _ s: inout TokenStream) throws -> Bool {
        switch option.text {
        case "horizontal": pendingCollection?.scrollDirection = .horizontal
        case "vertical": pendingCollection?.scrollDirection = .vertical
        case "inter-section":
            let value = try spacingValue(&s, after: "inter-section")
            pendingCollection?.interSectionSpacing = value
        case "insets-reference":
            let value = try insetsReference(&s)
            pendingCollection?.contentInsetsReference = value
        default: return false
        }
        return true
    }

    // MARK: Statements

    /// `section cards in list items 9 insets 8 orthogonal continuous inter-group 12`
    mutating func section(_ s: inout TokenStream, at location: SourceLocation) throws {
        let name = try newName(&s, what: "a section name")
        do {
            let collectionToken = try parentToken(&s, of: "section", expecting: "a collection view")
            let entry = try resolve(collectionToken)
            guard entry.kind == .collection, let collection = collectionIndex[collectionToken.text] else {
                throw SceneError(
                    "'\(collectionToken.text)' is not a collection view: a section goes in one, declared with "
                        + "'collection \(collectionToken.text)'", at: collectionToken.location)
            }
            var section = SectionDeclaration(name: name, location: location)
            try sectionOptions(&s, &section)
            try countLayoutElement(at: location)
            let path = SectionPath(collection: collection, section: scene.collections[collection].sections.count)
            scene.collections[collection].sections.append(section)
            sectionPaths[name] = path
            declare(name, NameEntry(kind: .section, parent: collectionToken.text, location: location))
        } catch {
            failedNames.insert(name)
            throw error
        }
    }

    mutating func sectionOptions(_ s: inout TokenStream, _ section: inout SectionDeclaration) throws {
        let options = [
            "items", "insets", "inter-group", "orthogonal", "clips-to-background", "supplementaries-ignore-insets",
            "insets-reference", "measures",
        ]
        var seen: Set<String> = []
        while let option = s.peek {
            try checkOption(option, among: options, seen: &seen, s: s)
            s.next()
            switch option.text {
            case "items":
                let (value, token) = try number(&s, after: "items")
                guard value == value.rounded(), value >= 0, value <= Double(Self.maximumItems) else {
                    throw SceneError(
                        "bad item count '\(token.text)': expected a whole number from 0 to \(Self.maximumItems)",
                        at: token.location)
                }
                section.itemCount = Int(value)
            case "insets": section.contentInsets = try insets(&s)
            case "inter-group": section.interGroupSpacing = try spacingValue(&s, after: "inter-group")
            case "orthogonal":
                let token = try s.word("a scrolling behaviour after 'orthogonal'")
                guard let value = Self.orthogonalBehaviors.first(where: { $0.names.contains(token.text) })?.value
                else {
                    throw unknownOption(
                        token, kind: "scrolling behaviour", among: Self.orthogonalBehaviors.map(\.names[0]))
                }
                section.orthogonalBehavior = value
            case "clips-to-background": section.clipsToBackground = true
            case "supplementaries-ignore-insets": section.supplementariesFollowContentInsets = false
            case "insets-reference": section.contentInsetsReference = try insetsReference(&s)
            default: section.measures = try measures(&s)
            }
        }
    }

    /// `group row in two_columns horizontal width fractional-width 1 height 44 count 2 spacing 10`
    mutating func group(_ s: inout TokenStream, at location: SourceLocation) throws {
        let name = try newName(&s, what: "a group name")
        var parentName: String?
        do {
            let parentToken = try parentToken(&s, of: "group", expecting: "a section or a group")
            parentName = parentToken.text
            let parent = try layoutParent(parentToken, allowsSection: true)
            let axisToken = try s.word("the group's axis, 'horizontal' or 'vertical', after '\(parentToken.text)'")
            let axis: LayoutConstraint.Axis
            switch axisToken.text {
            case "horizontal": axis = .horizontal
            case "vertical": axis = .vertical
            default:
                throw SceneError(
                    "expected the group's axis, 'horizontal' or 'vertical', found '\(axisToken.text)'",
                    at: axisToken.location)
            }
            var group = GroupDeclaration(name: name, axis: axis, height: .absolute(0), location: location)
            var sawHeight = false
            var countToken: Token?
            var seen: Set<String> = []
            let options = ["width", "height", "count", "repeat", "spacing", "insets"]
            while let option = s.peek {
                try checkOption(option, among: options, seen: &seen, s: s)
                if option.text == "count" || option.text == "repeat", seen.contains("count"), seen.contains("repeat") {
                    throw SceneError("'count' and 'repeat' cannot be combined", at: option.location)
                }
                s.next()
                switch option.text {
                case "width": group.width = try dimension(&s, after: "width")
                case "height":
                    group.height = try dimension(&s, after: "height")
                    sawHeight = true
                case "count", "repeat":
                    let (value, token) = try number(&s, after: option.text)
                    guard value == value.rounded(), value >= 1, value <= 1000 else {
                        throw SceneError(
                            "bad count '\(token.text)': expected a whole number from 1 to 1000", at: token.location)
                    }
                    group.arrangement = option.text == "count" ? .count(Int(value)) : .repeating(Int(value))
                    countToken = token
                case "spacing": group.spacing = try spacing(&s)
                default: group.contentInsets = try insets(&s)
                }
            }
            guard sawHeight else {
                throw SceneError(
                    "group '\(name)' needs a height, such as 'height 44', 'height fractional-width 0.2' or "
                        + "'height estimated 44'", at: s.end)
            }
            if let countToken, case .group(let parentPath) = parent {
                try checkElementBudget(of: group, in: parentPath, at: countToken)
            }
            try countLayoutElement(at: location)
            let path = try add(.group(group), to: parent, at: location)
            groupPaths[name] = path
            declare(name, NameEntry(kind: .group, parent: parentToken.text, location: location))
        } catch {
            failedNames.insert(name)
            if let parentName { failedLayoutParents.insert(parentName) }
            throw error
        }
    }

    /// `item cell in row width fractional-width 0.2 height fractional-height 1 insets 5`
    mutating func item(_ s: inout TokenStream, at location: SourceLocation) throws {
        let name = try newName(&s, what: "an item name")
        var parentName: String?
        do {
            let parentToken = try parentToken(&s, of: "item", expecting: "a group")
            parentName = parentToken.text
            let parent = try layoutParent(parentToken, allowsSection: false)
            var item = ItemDeclaration(name: name)
            var seen: Set<String> = []
            while let option = s.peek {
                try checkOption(option, among: ["width", "height", "insets"], seen: &seen, s: s)
                s.next()
                switch option.text {
                case "width": item.width = try dimension(&s, after: "width")
                case "height": item.height = try dimension(&s, after: "height")
                default: item.contentInsets = try insets(&s)
                }
            }
            try countLayoutElement(at: location)
            _ = try add(.item(item), to: parent, at: location)
            declare(name, NameEntry(kind: .item, parent: parentToken.text, location: location))
        } catch {
            failedNames.insert(name)
            if let parentName { failedLayoutParents.insert(parentName) }
            throw error
        }
    }

    /// `header in kitchens height 44 pinned z 2`, `footer in kitchens height estimated 50 measures 36`
    mutating func supplementary(_ s: inout TokenStream, isHeader: Bool, at location: SourceLocation) throws {
        let keyword = isHeader ? "header" : "footer"
        let path = try sectionPath(&s, of: keyword)
        var supplementary = SupplementaryDeclaration(
            kind: keyword, height: .absolute(0), alignment: isHeader ? .top : .bottom)
        var sawHeight = false
        var seen: Set<String> = []
        let options = ["kind", "width", "height", "alignment", "pinned", "overlaps", "z", "measures"]
        while let option = s.peek {
            try checkOption(option, among: options, seen: &seen, s: s)
            s.next()
            switch option.text {
            case "kind":
                let token = try s.word("an element kind after 'kind', such as 'title'")
                supplementary.kind = token.text
            case "width": supplementary.width = try dimension(&s, after: "width")
            case "height":
                supplementary.height = try dimension(&s, after: "height")
                sawHeight = true
            case "alignment":
                let token = try s.word("an alignment after 'alignment'")
                guard let value = Self.rectAlignments.first(where: { $0.names.contains(token.text) })?.value else {
                    throw unknownOption(token, kind: "alignment", among: Self.rectAlignments.map(\.names[0]))
                }
                supplementary.alignment = value
            case "pinned": supplementary.pinned = true
            case "overlaps": supplementary.extendsBoundary = false
            case "z": supplementary.zIndex = try zIndex(&s)
            default:
                let sizes = try measures(&s)
                guard sizes.count == 1 else {
                    throw SceneError(
                        "a \(keyword) measures to one size: its view is the same in every section",
                        at: s.previousLocation)
                }
                supplementary.measure = sizes[0]
            }
        }
        guard sawHeight else {
            throw SceneError(
                "a \(keyword) needs a height, such as 'height 44' or 'height estimated 50'", at: s.end)
        }
        let section = scene.collections[path.collection].sections[path.section]
        if section.supplementaries.contains(where: { $0.kind == supplementary.kind }) {
            throw SceneError(
                "duplicate \(keyword): section '\(section.name)' already has a '\(supplementary.kind)'; give this "
                    + "one another kind, such as 'kind title'", at: location)
        }
        try countLayoutElement(at: location)
        scene.collections[path.collection].sections[path.section].supplementaries.append(supplementary)
    }

    /// `background in dishes insets leading 8 trailing 8`
    mutating func background(_ s: inout TokenStream, at location: SourceLocation) throws {
        let path = try sectionPath(&s, of: "background")
        var background = BackgroundDeclaration()
        var seen: Set<String> = []
        while let option = s.peek {
            try checkOption(option, among: ["kind", "insets", "z"], seen: &seen, s: s)
            s.next()
            switch option.text {
            case "kind": background.kind = try s.word("an element kind after 'kind'").text
            case "insets": background.contentInsets = try insets(&s)
            default: background.zIndex = try zIndex(&s)
            }
        }
        let section = scene.collections[path.collection].sections[path.section]
        if section.backgrounds.contains(where: { $0.kind == background.kind }) {
            throw SceneError(
                "duplicate background: section '\(section.name)' already has a '\(background.kind)'; give this one "
                    + "another kind, such as 'kind shade'", at: location)
        }
        try countLayoutElement(at: location)
        scene.collections[path.collection].sections[path.section].backgrounds.append(background)
    }

    // MARK: Checks at the end of the file

    /// Every section needs a group, every group a subitem.
    mutating func checkCollectionsComplete() {
        for collection in scene.collections {
            for section in collection.sections {
                guard errors.count < Self.maximumErrors else { return }
                guard let group = section.group else {
                    if !failedLayoutParents.contains(section.name) {
                        errors.append(
                            SceneError(
                                "section '\(section.name)' has no group: declare one with 'group NAME in "
                                    + "\(section.name) horizontal height 44'", at: section.location))
                    }
                    continue
                }
                checkSubitems(of: group)
            }
        }
    }

    private mutating func checkSubitems(of group: GroupDeclaration) {
        guard errors.count < Self.maximumErrors else { return }
        if group.subitems.isEmpty, !failedLayoutParents.contains(group.name) {
            errors.append(
                SceneError(
                    "group '\(group.name)' has no items: declare one with 'item NAME in \(group.name)'",
                    at: group.location))
        }
        for case .group(let inner) in group.subitems { checkSubitems(of: inner) }
    }

    // MARK: Parts

    /// `in NAME` after a layout element's name (or keyword).
    func parentToken(_ s: inout TokenStream, of keyword: String, expecting what: String) throws -> Token {
        guard let token = s.peek, token.kind == .word, token.text == "in" else {
            throw s.expected("'in' and \(what), as in '\(keyword) NAME in \(exampleParent(for: keyword))'")
        }
        s.next()
        return try s.word("\(what) after 'in'")
    }

    private func exampleParent(for keyword: String) -> String {
        switch keyword {
        case "section": return "list"
        case "item": return "row"
        default: return "cards"
        }
    }

    /// `in SECTION` for a header, a footer or a background.
    mutating func sectionPath(_ s: inout TokenStream, of keyword: String) throws -> SectionPath {
        guard let inToken = s.peek, inToken.kind == .word, inToken.text == "in" else {
            throw s.expected("'in' and a section, as in '\(keyword) in cards'")
        }
        s.next()
        let token = try s.word("a section after 'in'")
        let entry = try resolve(token)
        guard entry.kind == .section, let path = sectionPaths[token.text] else {
            throw SceneError(
                "'\(token.text)' is not a section: a \(keyword) goes in a section, declared with "
                    + "'section NAME in COLLECTION'", at: token.location)
        }
        return path
    }

    /// Where a group or an item goes: a section (top-level group) or a group.
    mutating func layoutParent(_ token: Token, allowsSection: Bool) throws -> LayoutParent {
        let entry = try resolve(token)
        if entry.kind == .group, let path = groupPaths[token.text] { return .group(path) }
        if entry.kind == .section, let path = sectionPaths[token.text] {
            guard allowsSection else {
                throw SceneError(
                    "'\(token.text)' is a section: an item goes in a group, and a section's group in the section "
                        + "('group NAME in \(token.text) horizontal height 44')", at: token.location)
            }
            return .section(path)
        }
        throw SceneError(
            "'\(token.text)' is not \(allowsSection ? "a section or a group" : "a group"): declare "
                + "\(allowsSection ? "it with 'section' or 'group'" : "it with 'group'")", at: token.location)
    }

    /// What a group or item is put in.
    enum LayoutParent {
        case section(SectionPath)
        case group(GroupPath)
    }

    /// Adds a subitem (or a section's top-level group) and returns where a
    /// group went.
    mutating func add(_ element: SubitemDeclaration, to parent: LayoutParent, at location: SourceLocation) throws
        -> GroupPath
    {
        switch parent {
        case .section(let path):
            guard case .group(let group) = element else { return GroupPath(section: path, subitems: []) }
            let section = scene.collections[path.collection].sections[path.section]
            if let existing = section.group {
                throw SceneError(
                    "section '\(section.name)' already has its group '\(existing.name)': put this one in it "
                        + "('group \(group.name) in \(existing.name) …')", at: location)
            }
            scene.collections[path.collection].sections[path.section].group = group
            return GroupPath(section: path, subitems: [])
        case .group(let path):
            var index = 0
            var failure: SceneError?
            modifyGroup(at: path) { group in
                switch group.arrangement {
                case .count(let n), .repeating(let n):
                    if !group.subitems.isEmpty {
                        let word = { if case .count = group.arrangement { return "count" } else { return "repeat" } }()
                        failure = SceneError(
                            "group '\(group.name)' places \(word) \(n) copies of one subitem and has it already",
                            at: location)
                        return
                    }
                case .subitems: break
                }
                index = group.subitems.count
                group.subitems.append(element)
            }
            if let failure { throw failure }
            return GroupPath(section: path.section, subitems: path.subitems + [index])
        }
    }

    /// Changes the group at `path` in place.
    mutating func modifyGroup(at path: GroupPath, _ change: (inout GroupDeclaration) -> Void) {
        func descend(_ group: inout GroupDeclaration, _ rest: ArraySlice<Int>) {
            guard let first = rest.first else {
                change(&group)
                return
            }
            guard case .group(var inner) = group.subitems[first] else { return }
            descend(&inner, rest.dropFirst())
            group.subitems[first] = .group(inner)
        }
        let section = path.section
        guard var top = scene.collections[section.collection].sections[section.section].group else { return }
        descend(&top, path.subitems[...])
        scene.collections[section.collection].sections[section.section].group = top
    }

    /// Refuses a `count` or `repeat` group whose copies, multiplied by the
    /// counts of the groups it is nested in, would make one top-level group
    /// place more items than ``ElementBudget/maximumItemsPerGroup``: each
    /// count is within its own limit, but three nested `count 999` would make
    /// a billion (the layout checks the same before it allocates).
    func checkElementBudget(of group: GroupDeclaration, in parent: GroupPath, at token: Token) throws {
        let section = parent.section
        guard var current = scene.collections[section.collection].sections[section.section].group else { return }
        var factors: [Int] = []
        func note(_ arrangement: GroupDeclaration.Arrangement) {
            if case .count(let n) = arrangement { factors.append(n) }
            if case .repeating(let n) = arrangement { factors.append(n) }
        }
        note(current.arrangement)
        for index in parent.subitems {
            guard index < current.subitems.count, case .group(let inner) = current.subitems[index] else { return }
            current = inner
            note(current.arrangement)
        }
        note(group.arrangement)
        let items = factors.reduce(1) { $0 * $1 }
        guard items > ElementBudget.maximumItemsPerGroup else { return }
        throw SceneError(
            "too many items: group '\(group.name)' makes its section's group place \(items) items ("
                + factors.map(String.init).joined(separator: " × ") + "), more than the budget of "
                + "\(ElementBudget.maximumItemsPerGroup)", at: token.location)
    }

    mutating func countLayoutElement(at location: SourceLocation) throws {
        guard layoutElementCount < Self.maximumLayoutElements else {
            throw SceneError(
                "too many sections, groups, items, headers, footers and backgrounds: at most "
                    + "\(Self.maximumLayoutElements)", at: location)
        }
        layoutElementCount += 1
    }

    /// An option word, known and given once.
    func checkOption(_ option: Token, among options: [String], seen: inout Set<String>, s: TokenStream) throws {
        guard option.kind == .word, options.contains(option.text) else {
            if option.kind == .word { throw unknownOption(option, among: options) }
            throw s.expected("an option (\(options.joined(separator: ", ")))")
        }
        guard seen.insert(option.text).inserted else {
            throw SceneError("'\(option.text)' given twice", at: option.location)
        }
    }

    /// `44`, `absolute 44`, `fractional-width 0.5`, `fractional-height 1`, `estimated 216`, `uniform 216`.
    func dimension(_ s: inout TokenStream, after keyword: String) throws -> DimensionDeclaration {
        let kinds = ["absolute", "fractional-width", "fractional-height", "estimated", "uniform"]
        var kind = "absolute"
        if let token = s.peek, token.kind == .word {
            guard kinds.contains(token.text) else { throw unknownOption(token, kind: "dimension", among: kinds) }
            kind = token.text
            s.next()
        } else if s.peek == nil || !(s.peek?.kind == .number || s.peek?.kind == .symbol) {
            throw s.expected(
                "a dimension after '\(keyword)': a number of points, or fractional-width, fractional-height, "
                    + "estimated or uniform and a number")
        }
        let (value, token) = try number(&s, after: kind == "absolute" ? keyword : kind)
        switch kind {
        case "absolute":
            guard value >= 0 else {
                throw SceneError(
                    "bad \(keyword) '\(token.text)': expected a number of points, 0 or more", at: token.location)
            }
            return .absolute(value)
        case "fractional-width", "fractional-height":
            guard value > 0, value <= 100 else {
                throw SceneError(
                    "bad fraction '\(token.text)': expected a positive fraction of the container, such as 0.5",
                    at: token.location)
            }
            return kind == "fractional-width" ? .fractionalWidth(value) : .fractionalHeight(value)
        default:
            guard value > 0 else {
                throw SceneError(
                    "bad estimate '\(token.text)': expected a positive number of points", at: token.location)
            }
            return kind == "estimated" ? .estimated(value) : .uniform(value)
        }
    }

    /// `insets 5` (every edge) or `insets top 8 leading 16 …` (the edges given).
    func insets(_ s: inout TokenStream) throws -> DirectionalEdgeInsets {
        var result = DirectionalEdgeInsets.zero
        if let token = s.peek, token.kind == .number || token.kind == .symbol {
            let all = CGFloat(try insetValue(&s, after: "insets"))
            return DirectionalEdgeInsets(top: all, leading: all, bottom: all, trailing: all)
        }
        let edges = ["top", "leading", "bottom", "trailing"]
        var seen: Set<String> = []
        while let token = s.peek, token.kind == .word, edges.contains(token.text) {
            guard seen.insert(token.text).inserted else {
                throw SceneError("inset '\(token.text)' given twice", at: token.location)
            }
            s.next()
            let value = CGFloat(try insetValue(&s, after: token.text))
            switch token.text {
            case "top": result.top = value
            case "leading": result.leading = value
            case "bottom": result.bottom = value
            default: result.trailing = value
            }
        }
        guard !seen.isEmpty else {
            if let token = s.peek, token.kind == .word, let guess = suggestion(for: token.text, among: edges) {
                throw SceneError("unknown edge '\(token.text)': did you mean '\(guess)'?", at: token.location)
            }
            throw s.expected("a number, or edges and numbers (top 8 leading 16 bottom 8 trailing 16), after 'insets'")
        }
        return result
    }

    private func insetValue(_ s: inout TokenStream, after keyword: String) throws -> Double {
        let (value, token) = try number(&s, after: keyword)
        guard value >= 0 else {
            throw SceneError("bad inset '\(token.text)': expected a number of points, 0 or more", at: token.location)
        }
        return value
    }

    /// `10` or `fixed 10` (exactly), `flexible 10` (at least).
    func spacing(_ s: inout TokenStream) throws -> CollectionLayoutSpacing {
        var flexible = false
        if let token = s.peek, token.kind == .word {
            guard token.text == "fixed" || token.text == "flexible" else {
                throw unknownOption(token, kind: "spacing", among: ["fixed", "flexible"])
            }
            flexible = token.text == "flexible"
            s.next()
        }
        let value = CGFloat(try spacingValue(&s, after: flexible ? "flexible" : "spacing"))
        return flexible ? .flexible(value) : .fixed(value)
    }

    func spacingValue(_ s: inout TokenStream, after keyword: String) throws -> Double {
        let (value, token) = try number(&s, after: keyword)
        guard value >= 0 else {
            throw SceneError("bad spacing '\(token.text)': expected a number of points, 0 or more", at: token.location)
        }
        return value
    }

    func insetsReference(_ s: inout TokenStream) throws -> ContentInsetsReference {
        let token = try s.word("what insets are measured from after 'insets-reference'")
        guard let value = Self.insetsReferences.first(where: { $0.names.contains(token.text) })?.value else {
            throw unknownOption(token, kind: "insets reference", among: Self.insetsReferences.map(\.names[0]))
        }
        return value
    }

    func zIndex(_ s: inout TokenStream) throws -> Int {
        let (value, token) = try number(&s, after: "z")
        guard value == value.rounded(), abs(value) <= 1000 else {
            throw SceneError("bad z '\(token.text)': expected a whole number from -1000 to 1000", at: token.location)
        }
        return Int(value)
    }

    /// `measures 200 236 218` (heights), `measures width 80 120` (widths) or
    /// `measures 120x200 130x210` (sizes): what each item measures to, in
    /// item order, repeating.
    func measures(_ s: inout TokenStream) throws -> [MeasuredSize] {
        var axis = "height"
        if let token = s.peek, token.kind == .word {
            guard token.text == "width" || token.text == "height" else {
                throw SceneError(
                    "expected sizes (120x200), heights or 'width' and widths after 'measures', found '\(token.text)'",
                    at: token.location)
            }
            axis = token.text
            s.next()
        }
        var result: [MeasuredSize] = []
        var sawSize = false, sawNumber = false
        while let token = s.peek, token.kind == .number || token.kind == .size {
            guard result.count < Self.maximumItems else {
                throw SceneError("too many sizes: at most \(Self.maximumItems)", at: token.location)
            }
            s.next()
            try checkRange(token.value, token.text, at: token.location)
            if token.kind == .size {
                try checkRange(token.value2, token.text, at: token.location)
                guard axis == "height", !sawNumber else {
                    throw SceneError(
                        "'\(token.text)' is a size among \(axis)s: give every measure as WIDTHxHEIGHT, or every "
                            + "one as a number", at: token.location)
                }
                sawSize = true
                result.append(MeasuredSize(width: token.value, height: token.value2))
            } else {
                guard !sawSize else {
                    throw SceneError(
                        "'\(token.text)' is a number among sizes: give every measure as WIDTHxHEIGHT, or every "
                            + "one as a number", at: token.location)
                }
                sawNumber = true
                result.append(
                    axis == "width"
                        ? MeasuredSize(width: token.value, height: nil) : MeasuredSize(width: nil, height: token.value))
            }
        }
        guard !result.isEmpty else {
            throw s.expected("what the views measure to after 'measures': heights (200 236), or sizes (120x200)")
        }
        return result
    }
}
