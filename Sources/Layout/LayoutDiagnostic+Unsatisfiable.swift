import Foundation

extension LayoutDiagnostic {
    /// Whether the diagnostic reports a constraint left out for a conflict.
    var isUnsatisfiable: Bool {
        if case .unsatisfiable = self { return true }
        return false
    }
}
