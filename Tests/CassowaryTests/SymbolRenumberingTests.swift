import Testing

@testable import Cassowary

@Suite("Renumbering symbols: retired serials are dropped, every choice stays the same")
struct SymbolRenumberingTests {
    /// A dump with the serials of the solver's symbols replaced by their rank
    /// among the serials it names: two dumps agree when the tableaus agree up
    /// to a renumbering that keeps the symbols' order.
    private func normalized(_ dump: String) -> String {
        let pattern = try! Regex(#"\b([sedv])([0-9]+)\b"#)
        let serials = Set(dump.matches(of: pattern).compactMap { Int($0.output[2].substring!) })
        let rank = Dictionary(uniqueKeysWithValues: serials.sorted().enumerated().map { ($1, $0) })
        return dump.replacing(pattern) { match in
            "\(match.output[1].substring!)#\(rank[Int(match.output[2].substring!)!]!)"
        }
    }

    @Test(arguments: [UInt64(3), 21, 77])
    func renumberingKeepsEveryChoice(seed: UInt64) {
        var plain = RandomSystem(seed: seed)
        var renumbered = RandomSystem(seed: seed)
        var dropped = 0
        for step in 0..<300 {
            let a = plain.step()
            let b = renumbered.step()
            // Renumbered before the values are published: pending
            // evaluations and publications carry over.
            let before = renumbered.solver.tableau.serialCount
            renumbered.solver.tableau.compactSymbols()
            dropped += before - renumbered.solver.tableau.serialCount
            plain.solver.updateVariables()
            renumbered.solver.updateVariables()
            #expect("\(a)" == "\(b)", "seed \(seed), step \(step)")
            let values = (plain.variables.map(\.value.bitPattern), renumbered.variables.map(\.value.bitPattern))
            #expect(values.0 == values.1, "seed \(seed), step \(step): \(a)")
            let dumps = (normalized(plain.solver.debugDescription), normalized(renumbered.solver.debugDescription))
            guard dumps.0 == dumps.1 else {
                Issue.record("seed \(seed), step \(step) after \(a):\n\(dumps.0)\n---\n\(dumps.1)")
                return
            }
        }
        #expect(dropped > 20, "the runs must retire serials for renumbering to drop")
    }

    /// A chain of views toggled as a stack toggles its arranged views: the
    /// constraints of one view leave and come back.
    @Test func togglingKeepsTheSerialsBounded() throws {
        let count = 30
        let tops = (0..<count).map { Variable("top\($0)") }
        let solver = Solver()
        try solver.add(tops[0] == 0)
        var links: [Constraint] = []
        for i in 1..<count {
            let link = tops[i] >= tops[i - 1] + 10
            links.append(link)
            try solver.add(link)
            try solver.add((tops[i] == tops[i - 1] + 20) | .weak)
        }
        solver.updateVariables()
        let built = solver.tableau.serialCount
        var largest = (serials: 0, capacity: 0)
        for k in 0..<1500 {
            let link = links[k % links.count]
            try solver.remove(link)
            try solver.add(link)
            largest.serials = max(largest.serials, solver.tableau.serialCount)
            largest.capacity = max(largest.capacity, solver.tableau.symbols.capacity)
        }
        solver.updateVariables()
        // Without renumbering: two serials more per toggle, 3,000 in all.
        #expect(largest.serials <= 2 * built + 2 * Tableau.retiredSerialAllowance + 4)
        #expect(largest.capacity <= 4 * built + 4 * Tableau.retiredSerialAllowance)
        for i in 1..<count { #expect(tops[i].value - tops[i - 1].value == 20) }
    }

    @Test func variablesKnownToTwoSolversAreFoundAfterRenumbering() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let first = Solver()
        let second = Solver()
        try first.addEditVariable(x, strength: .strong)
        var churn: [Constraint] = []
        for k in 0..<40 {
            let c = (y >= Double(k)) | .weak
            try first.add(c)
            churn.append(c)
        }
        // The second solver registers x last: the first one's cached serial is a hint no longer.
        try second.add(x == 3)
        try first.add(x + y == 50)
        for c in churn { try first.remove(c) }
        first.tableau.compactSymbols()
        #expect(first.tableau.serialCount < 20)
        try first.suggestValue(12, for: x)
        first.updateVariables()
        #expect(x.value == 12 && y.value == 38)
        try first.removeEditVariable(x)
        #expect(!first.hasEditVariable(x))
        second.updateVariables()
        #expect(x.value == 3)
    }
}
