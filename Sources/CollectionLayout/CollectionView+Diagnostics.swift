import Foundation

extension CollectionView {
    /// Reports the layout's overflows (`repeatingSubitem:count:` groups too
    /// short for their items) as `LayoutDiagnostic.overflow(reason:)`
    /// through the root's engine, as the kit reports its own problems: each
    /// distinct overflow once, when it appears, and in the root's
    /// `diagnostics` until a layout no longer has it.
    ///
    /// - Complexity: O(1) while the layout is not laid out again; then
    ///   O(sections).
    func reportOverflows() {
        let layout = collectionViewLayout
        guard overflowRevision != layout.revision else { return }
        overflowRevision = layout.revision
        // Most layouts never overflow: nothing to gather or compare.
        if reportedOverflows.isEmpty && !layout.sections.contains(where: { !$0.overflows.isEmpty }) { return }
        let current = Set(layout.overflowReports)
        guard current != reportedOverflows else { return }
        let gone = Set(reportedOverflows.subtracting(current).map(\.description))
        if !gone.isEmpty {
            withdrawDiagnostics { diagnostic in
                if case .overflow(let reason) = diagnostic { return gone.contains(reason) }
                return false
            }
        }
        let new = current.subtracting(reportedOverflows).sorted {
            ($0.section, $0.required, $0.available, $0.count) < ($1.section, $1.required, $1.available, $1.count)
        }
        reportedOverflows = current
        for overflow in new { reportDiagnostic(.overflow(reason: overflow.description)) }
    }

    /// Reports why the layout refused its last pass (a section whose sizes
    /// or nested counts cannot be laid out) as
    /// `LayoutDiagnostic.invalidValue(reason:constraint:)`, once, in the
    /// root's `diagnostics` until a pass succeeds or fails for another reason.
    func reportLayoutFailure() {
        let failure = collectionViewLayout.failure?.description
        guard failure != reportedFailure else { return }
        if let old = reportedFailure {
            withdrawDiagnostics { diagnostic in
                if case .invalidValue(let reason, nil) = diagnostic { return reason == old }
                return false
            }
        }
        reportedFailure = failure
        if let failure { reportDiagnostic(.invalidValue(reason: failure, constraint: nil)) }
    }
}
