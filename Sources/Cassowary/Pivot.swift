/// One pivot of a simplex run, journalled so that it can be undone: the
/// symbol that entered the basis and the one that left it.
///
/// A struct rather than a tuple: an array of tuples needs its element
/// metadata built at run time on every allocation, which showed in the
/// profile of building small solvers.
struct Pivot: Sendable {
    let entering: Symbol
    let leaving: Symbol
}
