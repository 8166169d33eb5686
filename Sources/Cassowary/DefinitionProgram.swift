/// The definitions flattened for evaluation: for each step, the definition's
/// slot (its constant is read live), the serial it defines, and its terms.
struct DefinitionProgram: Sendable {
    var slots: [Int32] = []
    var targets: [Int32] = []
    var ends: [Int32] = []
    var sources: [Int32] = []
    var coefficients: [Double] = []

    mutating func append(_ slot: Int32, _ basic: Symbol, _ row: Row) {
        slots.append(slot)
        targets.append(Int32(basic.serial))
        for (s, c) in row.cells {
            sources.append(Int32(s.serial))
            coefficients.append(c)
        }
        ends.append(Int32(sources.count))
    }
}
