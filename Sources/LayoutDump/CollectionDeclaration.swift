import CollectionLayout
import Layout

/// A collection view of a scene with a compositional layout: its settings
/// and, flat in file order, the sections, groups, items, headers, footers
/// and backgrounds declared in it (each names its parent). The view itself
/// is a ``ViewDeclaration`` of kind `collection` among the scene's views.
struct CollectionDeclaration: Sendable {
    /// The collection view's name.
    package var name: String
    /// The scroll direction (UIKit's default: vertical).
    package var scrollDirection: CollectionViewScrollDirection = .vertical
    /// The space between sections.
    package var interSectionSpacing: Double = 0
    /// What the sections' insets are measured from; nil keeps the default.
    package var contentInsetsReference: ContentInsetsReference?
    /// The sections, in order.
    package var sections: [SectionDeclaration] = []

    package init(name: String) { self.name = name }
}

/// A section of a collection: its item count, top-level group and settings.
struct SectionDeclaration: Sendable {
    package var name: String
    package var location: SourceLocation
    /// How many items the section holds.
    package var itemCount = 0
    package var contentInsets = DirectionalEdgeInsets.zero
    package var interGroupSpacing: Double = 0
    package var orthogonalBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    package var clipsToBackground = false
    package var supplementariesFollowContentInsets = true
    package var contentInsetsReference: ContentInsetsReference?
    /// What the items measure to, by item index, repeating (empty: each
    /// item keeps its estimate).
    package var measures: [MeasuredSize] = []
    /// The top-level group; nil until declared.
    package var group: GroupDeclaration?
    /// Headers and footers, in order.
    package var supplementaries: [SupplementaryDeclaration] = []
    /// Background decorations, in order.
    package var backgrounds: [BackgroundDeclaration] = []

    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// What item `index` measures to, if the section says.
    package func measure(ofItem index: Int) -> MeasuredSize? {
        measures.isEmpty ? nil : measures[index % measures.count]
    }
}

/// The size a view measures to (its content's intrinsic size); nil on an
/// axis left free.
package struct MeasuredSize: Hashable, Sendable {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// A dimension as a scene writes it: `44`, `fractional-width 0.5`,
/// `fractional-height 1`, `estimated 216`, `uniform 216`.
enum DimensionDeclaration: Hashable, Sendable {
    case absolute(Double)
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case estimated(Double)
    case uniform(Double)

    /// The layout's dimension.
    var dimension: CollectionLayoutDimension {
        switch self {
        case .absolute(let v): return .absolute(CGFloat(v))
        case .fractionalWidth(let v): return .fractionalWidth(CGFloat(v))
        case .fractionalHeight(let v): return .fractionalHeight(CGFloat(v))
        case .estimated(let v): return .estimated(CGFloat(v))
        case .uniform(let v): return .uniformAcrossSiblings(estimate: CGFloat(v))
        }
    }
}

/// An item or a group inside a group.
indirect enum SubitemDeclaration: Sendable {
    case item(ItemDeclaration)
    case group(GroupDeclaration)
}

/// An item: its size and insets.
struct ItemDeclaration: Sendable {
    package var name: String
    package var width = DimensionDeclaration.fractionalWidth(1)
    package var height = DimensionDeclaration.fractionalHeight(1)
    package var contentInsets = DirectionalEdgeInsets.zero

    package init(name: String) { self.name = name }
}

/// A group: its axis, size, how it places its subitems, spacing and insets.
struct GroupDeclaration: Sendable {
    /// How a group places its subitems.
    package enum Arrangement: Hashable, Sendable {
        /// Cycling through the subitems while they fit.
        case subitems
        /// `count` copies of its one subitem, sharing the group's length.
        case count(Int)
        /// `count` copies of its one subitem, each at its own size.
        case repeating(Int)
    }

    package var name: String
    package var location: SourceLocation
    package var axis: LayoutConstraint.Axis
    package var width = DimensionDeclaration.fractionalWidth(1)
    package var height: DimensionDeclaration
    package var arrangement = Arrangement.subitems
    /// The inter-item spacing, nil for none set.
    package var spacing: CollectionLayoutSpacing?
    package var contentInsets = DirectionalEdgeInsets.zero
    package var subitems: [SubitemDeclaration] = []

    package init(name: String, axis: LayoutConstraint.Axis, height: DimensionDeclaration, location: SourceLocation) {
        self.name = name
        self.location = location
        self.axis = axis
        self.height = height
    }
}

/// A header or footer of a section.
struct SupplementaryDeclaration: Sendable {
    /// The element kind: `header`, `footer` or the one given.
    package var kind: String
    package var width = DimensionDeclaration.fractionalWidth(1)
    package var height: DimensionDeclaration
    package var alignment: RectAlignment
    package var pinned = false
    /// Whether it takes space (UIKit's `extendsBoundary`).
    package var extendsBoundary = true
    package var zIndex: Int?
    /// What its view measures to, for an estimated dimension.
    package var measure: MeasuredSize?

    package init(kind: String, height: DimensionDeclaration, alignment: RectAlignment) {
        self.kind = kind
        self.height = height
        self.alignment = alignment
    }
}

/// A background decoration of a section.
struct BackgroundDeclaration: Sendable {
    package var kind = "background"
    package var contentInsets = DirectionalEdgeInsets.zero
    package var zIndex: Int?

    package init() {}
}
