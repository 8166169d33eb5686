import Foundation

/// Names one queue of views waiting for reuse: those of a reuse key in one
/// container (the collection view, or an orthogonal section's scroller).
///
/// One key for both, so that a dequeue hashes once rather than once per
/// level of a dictionary of dictionaries.
struct ReuseQueueKey: Hashable {
    let reuseKey: ReuseKey
    let container: ObjectIdentifier
}
