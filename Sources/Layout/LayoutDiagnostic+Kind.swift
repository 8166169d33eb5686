extension LayoutDiagnostic {
    /// How many kinds of diagnostic there are: the cases.
    static let kindCount = 7

    static let unsatisfiableKind = 0
    static let noCommonAncestorKind = 2
    static let withdrawalFailedKind = 3
    static let invalidValueKind = 6

    /// The diagnostic's case, as a number below ``kindCount``: with its
    /// constraint, what the ``DiagnosticLog`` keys it by.
    var kindIndex: Int {
        switch self {
        case .unsatisfiable: return 0
        case .refusedPriorityChange: return 1
        case .noCommonAncestor: return 2
        case .withdrawalFailed: return 3
        case .invalidConstraint: return 4
        case .overflow: return 5
        case .invalidValue: return 6
        }
    }
}
