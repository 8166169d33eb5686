/// A problem the layout kit reported (a `LayoutDiagnostic`).
public struct DiagnosticState: Hashable, Sendable {
    /// What kind of problem.
    public enum Kind: String, Hashable, Sendable {
        /// Required constraints conflicted; one was left out.
        case unsatisfiable
        /// A priority change between required and optional was refused.
        case refusedPriorityChange
        /// A constraint between items with no common ancestor was left inactive.
        case noCommonAncestor
        /// The solver could not take a constraint out; it stays in force for now.
        case withdrawalFailed
        /// A constraint pairing attributes of different axes was left inactive.
        case invalidConstraint
        /// Content did not fit its layout and was laid out past the end.
        case overflow
        /// A number could not be laid out and was replaced.
        case invalidValue
    }

    /// What kind of problem.
    public var kind: Kind
    /// UIKit's wording.
    public var message: String
    /// The scene line the problem is about, when one is: for an overflow,
    /// the declaration of the section's group.
    package var location: SourceLocation?

    package init(kind: Kind, message: String, location: SourceLocation? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
    }
}
