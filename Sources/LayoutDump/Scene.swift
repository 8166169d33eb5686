import CollapsingBar
import Foundation
import Layout

/// A parsed scene file: a screen, a tree of views, constraints, optionally a
/// collapsing bar over a scroll view, and the scroll offsets to lay out at.
///
/// A scene only describes; ``LayoutRunner`` makes the views and constraints
/// and lays them out. See <doc:SceneFormat>.
public struct Scene: Sendable {
    /// The screen: the root view's size, its pixel grid and its safe area.
    public var screen = Screen()
    /// Where the `screen` statement is, if the scene has one.
    public var screenLocation: SourceLocation?
    /// The views, stacks and scroll views, in the order they are declared
    /// (the order they are added to their superviews).
    public var views: [ViewDeclaration] = []
    /// The collapsing bar, if the scene has one.
    public var bar: BarDeclaration?
    /// The constraints, in the order they are activated: one group per
    /// statement (a visual-format line makes several).
    public var constraintGroups: [[ConstraintDeclaration]] = []
    /// The scroll offsets the scene asks for (`offsets` or `sweep`), if any.
    public var offsets: OffsetPlan?
    /// The direction the screen lays out in (`direction rtl`; default left
    /// to right): the root view's `userInterfaceLayoutDirection`.
    public var direction = UserInterfaceLayoutDirection.leftToRight
    /// Where the `direction` statement is, if the scene has one.
    public var directionLocation: SourceLocation?
    /// The compositional layouts of the scene's collection views, in the
    /// order the views are declared.
    var collections: [CollectionDeclaration] = []
    /// The batch updates of collection views (`update` statements), in file
    /// order, applied after the offsets.
    var updates: [CollectionUpdateDeclaration] = []

    /// Creates an empty scene on the default screen.
    public init() {}

    /// Every constraint, in activation order.
    public var constraints: [ConstraintDeclaration] { constraintGroups.flatMap { $0 } }
}

/// A view, stack view or scroll view of a scene.
public struct ViewDeclaration: Sendable {
    /// What kind of view.
    public enum Kind: Sendable {
        /// A plain view.
        case view
        /// A stack view.
        case stack(StackOptions)
        /// A scroll view, with a number of rows and the content height.
        case scroll(ScrollOptions)
        /// A collection view with a compositional layout (a scroll view);
        /// its layout is among the scene's collections.
        case collection
    }

    /// The name, unique in the scene.
    public var name: String
    /// What kind of view.
    public var kind: Kind
    /// The superview's name (`screen` unless told otherwise). A view in a
    /// stack view is one of its arranged views.
    public var parent: String
    /// The intrinsic content size; nil on an axis without one.
    public var intrinsicWidth: Double?
    /// The intrinsic content height, if any.
    public var intrinsicHeight: Double?
    /// Whether the view is hidden.
    public var isHidden = false
    /// Whether the view fills its superview (four edge constraints).
    public var fillsParent = false
    /// Content-hugging priorities set, per axis.
    public var hugging: [Axis: Float] = [:]
    /// Compression-resistance priorities set, per axis.
    public var resistance: [Axis: Float] = [:]
    /// Where the declaration is.
    public var location: SourceLocation

    /// An axis of a size priority.
    public enum Axis: Hashable, Sendable {
        /// Widths.
        case horizontal
        /// Heights.
        case vertical
    }

    /// Creates a plain view in the screen.
    public init(name: String, kind: Kind = .view, parent: String = "screen", location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.parent = parent
        self.location = location
    }
}

/// The settings of a stack view.
public struct StackOptions: Hashable, Sendable {
    /// The axis (UIKit's default: horizontal).
    public var axis: LayoutConstraint.Axis = .horizontal
    /// The spacing between neighbours.
    public var spacing: Double = 0
    /// How the views are sized along the axis.
    public var distribution: StackView.Distribution = .fill
    /// How the views are placed across the axis.
    public var alignment: StackView.Alignment = .fill

    /// The default settings.
    public init() {}
}

/// The settings of a scroll view.
public struct ScrollOptions: Hashable, Sendable {
    /// How many row views the scroll view holds (named `row1`…`rowN`).
    public var rows = 0
    /// The height of each row.
    public var rowHeight: Double = 44
    /// The content height; the rows' total height when nil.
    public var contentHeight: Double?

    /// The default settings: no rows.
    public init() {}
}

/// The collapsing navigation bar of a scene.
public struct BarDeclaration: Sendable {
    /// The scroll view the bar attaches to.
    public var scrollView: String
    /// The panels that are hidden (absent).
    public var hiddenPanels: Set<CollapsingNavBar.Panel> = []
    /// Where the declaration is.
    public var location: SourceLocation
    /// How many views were declared before the bar: the bar is added to the
    /// screen after them, and before the views declared after it.
    public var position = 0

    /// Creates a bar over a scroll view with every panel present.
    public init(scrollView: String, location: SourceLocation) {
        self.scrollView = scrollView
        self.location = location
    }
}

/// One side of a constraint: an attribute of a named view (or of `safe`, the
/// screen's safe-area guide).
public struct AnchorReference: Hashable, Sendable, CustomStringConvertible {
    /// The view's name.
    public var item: String
    /// The attribute.
    public var attribute: LayoutConstraint.Attribute
    /// Where the reference is.
    public var location: SourceLocation

    /// Creates a reference.
    public init(item: String, attribute: LayoutConstraint.Attribute, location: SourceLocation) {
        self.item = item
        self.attribute = attribute
        self.location = location
    }

    /// `item.attribute`.
    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// A constraint of a scene:
/// `first (==, <=, >=) multiplier × second + constant @priority`.
public struct ConstraintDeclaration: Sendable {
    /// An optional identifier, shown in descriptions.
    public var identifier: String?
    /// The constrained anchor.
    public var first: AnchorReference
    /// The relation.
    public var relation: LayoutConstraint.Relation
    /// The other anchor; nil for a width or height against a constant.
    public var second: AnchorReference?
    /// The factor of the second anchor.
    public var multiplier: Double = 1
    /// The constant.
    public var constant: Double = 0
    /// The priority, 1...1000.
    public var priority: Float = 1000
    /// Where the statement (or the visual-format element) is.
    public var location: SourceLocation

    /// Creates a constraint declaration.
    public init(
        identifier: String? = nil, first: AnchorReference, relation: LayoutConstraint.Relation,
        second: AnchorReference?, multiplier: Double = 1, constant: Double = 0, priority: Float = 1000,
        location: SourceLocation
    ) {
        self.identifier = identifier
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
    }
}

/// The scroll offsets to lay out at. An offset is measured from the resting
/// top: 0 is the content at rest (the bar expanded), positive values scroll
/// the content up, negative ones pull it down (overscroll). The scroll
/// view's `contentOffset.y` is the offset minus its adjusted top inset.
public enum OffsetPlan: Hashable, Sendable {
    /// These offsets, in order.
    case list([Double])
    /// From, to (inclusive when a whole number of steps away), by step.
    case sweep(from: Double, to: Double, step: Double)

    /// The offsets, in order.
    public var offsets: [Double] {
        switch self {
        case .list(let values): return values
        case .sweep(let from, let to, let step):
            guard step > 0, to >= from else { return [from] }
            let count = Int(((to - from) / step + 1e-9).rounded(.down))
            return (0...count).map { from + Double($0) * step }
        }
    }

    /// Whether it is a sweep.
    public var isSweep: Bool {
        if case .sweep = self { return true }
        return false
    }

    /// The number of offsets a sweep visits, without making them.
    static func sweepCount(from: Double, to: Double, step: Double) -> Int {
        guard step > 0, to >= from else { return 1 }
        let count = ((to - from) / step + 1e-9).rounded(.down)
        return count > 1e7 ? Int.max : Int(count) + 1
    }
}
