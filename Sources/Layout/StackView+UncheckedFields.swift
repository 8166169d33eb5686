import Foundation

extension StackView {
    /// The fields of ``StackView`` that its hot paths read and write, kept in one
    /// `UncheckedAccessStorage`; each is documented where its property forwards to it.
    struct UncheckedFields {
        var axis: LayoutConstraint.Axis = .horizontal
        var spacing: CGFloat = 0
        var distribution: StackView.Distribution = .fill
        var alignment: StackView.Alignment = .fill
        var isLayoutMarginsRelativeArrangement: Bool = false
        var items: [Item] = []
        var itemsByView: [ObjectIdentifier: Item] = [:]
        var hiddenSet: StackViewHiddenSet?
        var customSpacings: [ObjectIdentifier: CGFloat] = [:]
        var leadingConnection: LayoutConstraint?
        var trailingConnection: LayoutConstraint?
        var canvasFit: LayoutConstraint?
        var spanningFit: LayoutConstraint?
        var gapReference: (guide: LayoutGuide, fit: LayoutConstraint)?
        var hasBuilt: Bool = false
        var isUpdating: Bool = false
        var fullUpdateCount: Int = 0
        var deferred: [(StackView) -> Void] = []
        var suspensions: [ObjectIdentifier: [LayoutConstraint.Axis]] = [:]
        var arrangementSolving: StackView.ArrangementSolving = .undecided
        var needsSolvingArrangement: Bool = false
        var heldSizesBeforeBuild: Bool = false
        var contentSize: (hug: LayoutConstraint, resist: LayoutConstraint)?
        var closedFormRows: [ClosedFormRow] = []
        var contentTakers: (stretching: Int, shrinking: Int) = (-1, -1)
        var placedAcross: (minX: Double, width: Double) = (.nan, .nan)
    }
}
