/// The definitions flattened for evaluation: for each step, the definition's
/// slot (its constant is read live), the serial it defines, and its terms;
/// and the later steps that read each step's value, so that an evaluation
/// after a change visits only the steps the change reaches.
///
/// A class, built once and then only read: an evaluation takes it with one
/// retain instead of copying nine arrays, and a snapshot of the tableau
/// shares it.
final class DefinitionProgram: @unchecked Sendable {
    @exclusivity(unchecked) var slots: [Int32] = []
    @exclusivity(unchecked) var targets: [Int32] = []
    @exclusivity(unchecked) var ends: [Int32] = []
    @exclusivity(unchecked) var sources: [Int32] = []
    @exclusivity(unchecked) var coefficients: [Double] = []
    /// The steps that read step `k`'s value are
    /// `dependents[dependentEnds[k - 1]..<dependentEnds[k]]`.
    @exclusivity(unchecked) var dependentEnds: [Int32] = []
    @exclusivity(unchecked) var dependents: [Int32] = []

    /// The range of `sources` and `coefficients` of step `k`.
    @inline(__always) func terms(of k: Int) -> Range<Int> {
        (k == 0 ? 0 : Int(ends[k - 1]))..<Int(ends[k])
    }

    /// The range of `dependents` of step `k`.
    @inline(__always) func dependents(of k: Int) -> Range<Int> {
        (k == 0 ? 0 : Int(dependentEnds[k - 1]))..<Int(dependentEnds[k])
    }

    /// Fills ``dependents`` from the terms, given the step that defines each
    /// source (or -1 for a source no step defines).
    func linkDependents(stepOf: (Int32) -> Int32) {
        var counts = [Int32](repeating: 0, count: slots.count)
        var producer = [Int32](repeating: -1, count: sources.count)
        for t in sources.indices {
            let k = stepOf(sources[t])
            producer[t] = k
            if k >= 0 { counts[Int(k)] += 1 }
        }
        dependentEnds = []
        dependentEnds.reserveCapacity(slots.count)
        var total: Int32 = 0
        for c in counts {
            total += c
            dependentEnds.append(total)
        }
        dependents = [Int32](repeating: 0, count: Int(total))
        var next = [Int32](repeating: 0, count: slots.count)
        for k in slots.indices { next[k] = k == 0 ? 0 : dependentEnds[k - 1] }
        for step in slots.indices {
            for t in terms(of: step) where producer[t] >= 0 {
                let k = Int(producer[t])
                dependents[Int(next[k])] = Int32(step)
                next[k] += 1
            }
        }
    }

    func append(_ slot: Int32, _ basic: Symbol, _ row: Row) {
        slots.append(slot)
        targets.append(Int32(basic.serial))
        for (s, c) in row.cells {
            sources.append(Int32(s.serial))
            coefficients.append(c)
        }
        ends.append(Int32(sources.count))
    }
}
