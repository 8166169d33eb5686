import CollapsingBar
import CollectionLayout
import Foundation
import Layout

/// A scene made into views and active constraints.
final class BuiltScene {
    /// The scene it was built from.
    let scene: Scene
    /// The root view.
    let screen: View
    /// The views by scene name (`screen`, the declared views, rows, the bar and its panels).
    private(set) var views: [String: View] = [:]
    /// The bar, if the scene has one.
    private(set) var bar: CollapsingNavBar?
    /// The scroll view the offsets drive: the bar's, else the first declared.
    private(set) var scrollView: ScrollView?
    /// Where each constraint of the scene was written.
    private(set) var locations: [ObjectIdentifier: SourceLocation] = [:]
    /// The diagnostics the layout kit reported, in order.
    private(set) var reported: [LayoutDiagnostic] = []
    /// The collection views, in declaration order, with their data sources
    /// (held here: a collection view's data source is weak).
    private(set) var collections: [(view: CollectionView, dataSource: SceneDataSource)] = []

    init(scene: Scene) {
        self.scene = scene
        screen = View(name: "screen")
    }

    /// The scene location of a constraint, if the scene wrote it.
    func location(of constraint: LayoutConstraint) -> SourceLocation? {
        locations[ObjectIdentifier(constraint)]
    }

    fileprivate func register(_ name: String, _ view: View) { views[name] = view }
    fileprivate func addCollection(_ view: CollectionView, _ dataSource: SceneDataSource) {
        collections.append((view, dataSource))
    }
    fileprivate func setBar(_ bar: CollapsingNavBar) { self.bar = bar }
    fileprivate func setScrollView(_ scrollView: ScrollView) { self.scrollView = scrollView }
    fileprivate func record(_ diagnostic: LayoutDiagnostic) { reported.append(diagnostic) }
    fileprivate func remember(_ c: LayoutConstraint, at location: SourceLocation) {
        locations[ObjectIdentifier(c)] = location
    }
}

/// Makes a ``Scene`` into views and constraints, as UIKit code would: the
/// view tree first (in declaration order), then the constraints (activated
/// statement by statement, in file order), a first layout pass, the scroll
/// views at rest at their top, and last the bar attached to its scroll view.
enum SceneBuilder {
    static func build(_ scene: Scene) -> BuiltScene {
        let built = BuiltScene(scene: scene)
        let screen = built.screen
        screen.onDiagnostic = { [unowned built] in built.record($0) }
        // Before any view or constraint: leading and trailing resolve by it.
        screen.userInterfaceLayoutDirection = scene.direction
        screen.contentScaleFactor = CGFloat(scene.screen.scale)
        screen.frame = CGRect(x: 0, y: 0, width: scene.screen.width, height: scene.screen.height)
        let insets = scene.screen.safeArea
        screen.safeAreaInsets = EdgeInsets(
            top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        built.register("screen", screen)

        for (index, declaration) in scene.views.enumerated() {
            if let bar = scene.bar, bar.position == index { addBar(bar, to: built) }
            addView(declaration, to: built)
        }
        if let bar = scene.bar, bar.position >= scene.views.count { addBar(bar, to: built) }
        if built.scrollView == nil {
            for declaration in scene.views {
                if let scroll = built.views[declaration.name] as? ScrollView {
                    built.setScrollView(scroll)
                    break
                }
            }
        }

        for group in scene.constraintGroups {
            var batch: [LayoutConstraint] = []
            for declaration in group {
                guard let c = makeConstraint(declaration, in: built) else { continue }
                built.remember(c, at: declaration.location)
                batch.append(c)
            }
            LayoutConstraint.activate(batch)
        }
        screen.layoutIfNeeded()
        // Scroll views start at rest at their top, as UIKit's do (the kit's
        // start at offset 0, which with a safe area is already scrolled: a
        // bar attached then would keep that as its collapse origin).
        for declaration in scene.views {
            if let scroll = built.views[declaration.name] as? ScrollView {
                scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: scroll.restingTopOffset)
            }
        }
        if let bar = built.bar, let scroll = built.scrollView {
            bar.attach(to: scroll)
            screen.layoutIfNeeded()
        }
        return built
    }

    private static func addView(_ d: ViewDeclaration, to built: BuiltScene) {
        let view: View
        switch d.kind {
        case .view: view = View(name: d.name)
        case .stack: view = StackView(name: d.name)
        case .scroll: view = ScrollView(name: d.name)
        case .collection:
            let declaration =
                built.scene.collections.first { $0.name == d.name } ?? CollectionDeclaration(name: d.name)
            let (collectionView, dataSource) = makeCollectionView(declaration)
            built.addCollection(collectionView, dataSource)
            view = collectionView
        }
        let parent = built.views[d.parent] ?? built.screen
        if let stack = parent as? StackView {
            stack.addArrangedSubview(view)
        } else {
            parent.addSubview(view)
        }
        built.register(d.name, view)
        if case .stack(let options) = d.kind, let stack = view as? StackView {
            stack.axis = options.axis
            stack.spacing = CGFloat(options.spacing)
            stack.distribution = options.distribution
            stack.alignment = options.alignment
        }
        for axis in [ViewDeclaration.Axis.horizontal, .vertical] {
            if let priority = d.hugging[axis] {
                view.setContentHuggingPriority(LayoutPriority(priority), for: axis.layoutAxis)
            }
            if let priority = d.resistance[axis] {
                view.setContentCompressionResistancePriority(LayoutPriority(priority), for: axis.layoutAxis)
            }
        }
        if d.intrinsicWidth != nil || d.intrinsicHeight != nil {
            view.intrinsicContentSize = CGSize(
                width: d.intrinsicWidth.map { CGFloat($0) } ?? View.noIntrinsicMetric,
                height: d.intrinsicHeight.map { CGFloat($0) } ?? View.noIntrinsicMetric)
        }
        if d.isHidden { view.isHidden = true }
        if d.fillsParent { pin(view, toEdgesOf: parent, in: built, at: d.location) }
        if case .scroll(let options) = d.kind, let scroll = view as? ScrollView {
            addRows(options, to: scroll, built: built, at: d.location)
        }
    }

    private static func addRows(
        _ options: ScrollOptions, to scroll: ScrollView, built: BuiltScene, at location: SourceLocation
    ) {
        let height = CGFloat(options.rowHeight)
        var constraints: [LayoutConstraint] = []
        var previous: View?
        if options.rows > 0 {
            for index in 1...options.rows {
                let row = View(name: "row\(index)")
                scroll.addSubview(row)
                built.register(row.name, row)
                constraints += [
                    row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? scroll.topAnchor),
                    row.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                    row.widthAnchor.constraint(equalTo: scroll.widthAnchor),
                    row.heightAnchor.constraint(equalToConstant: height),
                ]
                previous = row
            }
        }
        for c in constraints { built.remember(c, at: location) }
        LayoutConstraint.activate(constraints)
        let contentHeight = options.contentHeight.map { CGFloat($0) } ?? height * CGFloat(options.rows)
        scroll.contentSize = CGSize(width: CGFloat(built.scene.screen.width), height: contentHeight)
    }

    private static func addBar(_ d: BarDeclaration, to built: BuiltScene) {
        let bar = CollapsingNavBar.sceneBar()
        bar.pinToTop(of: built.screen)
        built.setBar(bar)
        built.register("bar", bar)
        for panel in CollapsingNavBar.Panel.allCases {
            let view = bar.view(for: panel)
            built.register(panel.viewName, view)
            if d.hiddenPanels.contains(panel) { view.isHidden = true }
        }
        if !d.hiddenPanels.isEmpty { bar.panelsDidChange() }
        if let scroll = built.views[d.scrollView] as? ScrollView {
            built.setScrollView(scroll)
            // The scroll view fills the screen under the bar.
            pin(scroll, toEdgesOf: built.screen, in: built, at: d.location)
        }
    }

    /// Pins `view`'s four edges to `parent`'s, remembering the constraints
    /// as written at `location`.
    private static func pin(_ view: View, toEdgesOf parent: View, in built: BuiltScene, at location: SourceLocation) {
        let edges = [
            view.topAnchor.constraint(equalTo: parent.topAnchor),
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ]
        for c in edges { built.remember(c, at: location) }
        LayoutConstraint.activate(edges)
    }

    /// The layout constraint of a declaration (inactive), or nil when a name
    /// does not resolve (the parser makes sure they all do).
    static func makeConstraint(_ d: ConstraintDeclaration, in built: BuiltScene) -> LayoutConstraint? {
        guard let first = anchors(of: d.first.item, in: built) else { return nil }
        let second: AnchorProviding?
        if let ref = d.second {
            guard let source = anchors(of: ref.item, in: built) else { return nil }
            second = source
        } else {
            second = nil
        }
        let k = CGFloat(d.constant)
        let c: LayoutConstraint
        switch (first.xAnchor(d.first.attribute), first.yAnchor(d.first.attribute), d.second?.attribute) {
        case (let a?, _, let attribute?):
            guard let b = second?.xAnchor(attribute) else { return nil }
            c = relate(a, d.relation, b, constant: k)
        case (_, let a?, let attribute?):
            guard let b = second?.yAnchor(attribute) else { return nil }
            c = relate(a, d.relation, b, constant: k)
        default:
            guard let a = first.dimension(d.first.attribute) else { return nil }
            if let attribute = d.second?.attribute {
                guard let b = second?.dimension(attribute) else { return nil }
                let m = CGFloat(d.multiplier)
                switch d.relation {
                case .equal: c = a.constraint(equalTo: b, multiplier: m, constant: k)
                case .lessThanOrEqual: c = a.constraint(lessThanOrEqualTo: b, multiplier: m, constant: k)
                case .greaterThanOrEqual: c = a.constraint(greaterThanOrEqualTo: b, multiplier: m, constant: k)
                }
            } else {
                switch d.relation {
                case .equal: c = a.constraint(equalToConstant: k)
                case .lessThanOrEqual: c = a.constraint(lessThanOrEqualToConstant: k)
                case .greaterThanOrEqual: c = a.constraint(greaterThanOrEqualToConstant: k)
                }
            }
        }
        c.identifier = d.identifier
        c.priority = LayoutPriority(d.priority)
        return c
    }

    private static func relate<T>(
        _ a: LayoutAnchor<T>, _ relation: LayoutConstraint.Relation, _ b: LayoutAnchor<T>, constant: CGFloat
    ) -> LayoutConstraint {
        switch relation {
        case .equal: return a.constraint(equalTo: b, constant: constant)
        case .lessThanOrEqual: return a.constraint(lessThanOrEqualTo: b, constant: constant)
        case .greaterThanOrEqual: return a.constraint(greaterThanOrEqualTo: b, constant: constant)
        }
    }

    private static func anchors(of name: String, in built: BuiltScene) -> AnchorProviding? {
        if name == "safe" { return built.screen.safeAreaLayoutGuide }
        return built.views[name]
    }
}

extension ViewDeclaration.Axis {
    var layoutAxis: LayoutConstraint.Axis { self == .horizontal ? .horizontal : .vertical }
}
