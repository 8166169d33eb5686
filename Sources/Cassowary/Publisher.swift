/// A solver's identity to the variables it knows.
///
/// A solver publishes only the values that changed; a variable that two
/// solvers publish remembers which one wrote it last and tells that one when
/// the other overwrites it, so that the next publication writes everything
/// again. The identity also tags the symbol a variable caches for the solver
/// that registered it last.
@usableFromInline final class Publisher {
    /// Whether another solver overwrote a value that this one published.
    var wasOverwritten = false
}
