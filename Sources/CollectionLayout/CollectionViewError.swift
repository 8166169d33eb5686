import Foundation

/// A request a ``CollectionView`` refused, or a data source's mistake it
/// recovered from; nothing else changed.
public enum CollectionViewError: Error, Hashable, CustomStringConvertible {
    /// An index path names no item (or no section) of the data.
    case indexPathOutOfRange(IndexPath, request: String)
    /// A dequeue named an identifier registered for no class of that kind.
    case unregisteredIdentifier(String, elementKind: String?)
    /// The data source returned a view that was not dequeued for that
    /// element during the request.
    case notDequeued(IndexPath, elementKind: String?)
    /// A dequeue inside a request named another element than the one asked for.
    case mismatchedDequeue(requested: IndexPath, requestedKind: String?, dequeued: IndexPath, dequeuedKind: String?)
    /// A dequeue outside the data source's request for a view.
    case dequeueOutsideRequest(IndexPath, elementKind: String?)
    /// The data source gave a negative number of items.
    case invalidItemCount(section: Int, count: Int)
    /// A batch update the data source's counts contradict: after the update
    /// `section` (nil: the number of sections) holds `countAfter`, where
    /// the changes given (`changes`) make `countBefore` plus inserts minus
    /// deletes something else.
    case inconsistentUpdate(section: Int?, countBefore: Int, countAfter: Int, changes: [String])
    /// A snapshot edit or an applied snapshot named an unknown or a
    /// duplicate identifier; the sentence names it.
    case snapshot(String)

    /// A sentence saying what went wrong and what the collection view did.
    public var description: String {
        func element(_ indexPath: IndexPath, _ kind: String?) -> String {
            kind.map { "the supplementary '\($0)' at \(indexPath)" } ?? "the cell at \(indexPath)"
        }
        switch self {
        case .indexPathOutOfRange(let indexPath, let request):
            return "CollectionView: \(request): the index path \(indexPath) is out of range; nothing was changed."
        case .unregisteredIdentifier(let identifier, let kind):
            let what = kind.map { "supplementary views of kind '\($0)'" } ?? "cells"
            return "CollectionView: no class is registered for \(what) with the identifier '\(identifier)'; "
                + "a blank view that will not be reused stands in."
        case .notDequeued(let indexPath, let kind):
            return "CollectionView: the data source returned a view for \(element(indexPath, kind)) that was not "
                + "dequeued for it in this request; it is shown but not reused."
        case .mismatchedDequeue(let requested, let requestedKind, let dequeued, let dequeuedKind):
            return "CollectionView: asked for \(element(requested, requestedKind)), the data source dequeued "
                + "\(element(dequeued, dequeuedKind))."
        case .dequeueOutsideRequest(let indexPath, let kind):
            return "CollectionView: \(element(indexPath, kind)) was dequeued outside the data source's request; "
                + "the view is not placed."
        case .invalidItemCount(let section, let count):
            return "CollectionView: the data source gave \(count) items for section \(section); "
                + "the previous data stays."
        case .inconsistentUpdate(let section, let before, let after, let changes):
            let what = section.map { "section \($0) had \(before) items" } ?? "there were \(before) sections"
            return "CollectionView: invalid update: \(what) before the update and \(after) after it, which the "
                + "changes given (\(changes.joined(separator: "; "))) do not account for; nothing was changed."
        case .snapshot(let reason):
            return "CollectionView: snapshot: \(reason); nothing was changed."
        }
    }
}
