/// An entry of the explicit stack of a depth-first walk of the definitions:
/// a slot, and whether its references have been pushed already.
struct WalkStep: Sendable {
    let slot: Int32
    let ready: Bool
}
