import Testing

@testable import Cassowary

/// A new constraint defines a variable that only definitions read by its row
/// as it stands, keeping definitions short, unless that would close a cycle.
@Suite("Defining a variable that definitions read")
struct LazyDefinitionTests {
    /// The number of cells of the longest definition row.
    private func longestDefinition(_ solver: Solver) -> Int {
        let tableau = solver.tableau
        return tableau.rows.indices.filter { tableau.roles[$0] == .definition }.map { tableau.rows[$0].count }.max()
            ?? 0
    }

    /// A vertical stack as the kit builds it: `bottom[i] == top[i] + height[i]`,
    /// strong heights `20 + i%5`, links `top[i+1] == bottom[i] + 8`.
    private struct Stack {
        let solver = Solver()
        let top: [Variable]
        let bottom: [Variable]
        var links: [Constraint?]

        init(views: Int) throws {
            let top = (0..<views).map { Variable("top\($0)") }
            let bottom = (0..<views).map { Variable("bottom\($0)") }
            (self.top, self.bottom) = (top, bottom)
            let height = (0..<views).map { Variable("height\($0)") }
            try solver.add(top[0] == 0)
            for i in 0..<views {
                try solver.add(bottom[i] == top[i] + height[i])
                try solver.add((height[i] == 20 + Double(i % 5)) | .strong)
            }
            links = (0..<(views - 1)).map { top[$0 + 1] == bottom[$0] + 8 }
            for link in links { try solver.add(link!) }
            solver.updateVariables()
        }

        /// Takes view `k` (not the first nor the last) out of the chain and
        /// links its neighbours, or links it back in.
        mutating func toggle(_ k: Int, bridge: inout Constraint?) throws {
            if let made = bridge {
                try solver.remove(made)
                bridge = nil
                links[k - 1] = top[k] == bottom[k - 1] + 8
                links[k] = top[k + 1] == bottom[k] + 8
                try solver.add(links[k - 1]!)
                try solver.add(links[k]!)
            } else {
                try solver.remove(links[k - 1]!)
                try solver.remove(links[k]!)
                bridge = top[k + 1] == bottom[k - 1] + 8
                try solver.add(bridge!)
            }
            solver.updateVariables()
        }
    }

    @Test func viewsShownAgainKeepTheirDefinitionsShort() throws {
        let views = 60
        var stack = try Stack(views: views)
        // Expanded through the chain above, a view's top would hold a cell
        // for every constraint above it: each link defines it as it stands.
        #expect(longestDefinition(stack.solver) <= 3)
        for k in [30, 10, 50, 31] {
            var bridge: Constraint?
            try stack.toggle(k, bridge: &bridge)
            let hiddenHeight = Double(20 + k % 5) + 8
            expectValue(stack.top[views - 1], Double((0..<(views - 1)).reduce(0) { $0 + 28 + $1 % 5 }) - hiddenHeight)
            try stack.toggle(k, bridge: &bridge)
            expectValue(stack.top[views - 1], Double((0..<(views - 1)).reduce(0) { $0 + 28 + $1 % 5 }))
            expectValue(stack.top[k], Double((0..<k).reduce(0) { $0 + 28 + $1 % 5 }))
        }
        #expect(longestDefinition(stack.solver) <= 3)
    }

    @Test func aDefinitionThatWouldCloseACycleIsRefused() throws {
        let v = Variable("v")
        let solver = Solver()
        // x[0] = v + 0, x[i] = x[i-1] + 1: definitions reading v, 40 deep
        // (past the unlevelled walk's budget).
        let x = (0...40).map { Variable("x\($0)") }
        try solver.add(x[0] == v)
        for i in 1...40 { try solver.add(x[i] == x[i - 1] + 1) }
        for levelled in [false, true] {
            if levelled { solver.updateVariables() }
            // Defining v by x[40] would make it read itself: the constraint is
            // redundant, and held as such.
            let redundant = v == x[40] - 40
            try solver.add(redundant)
            let dump = solver.tableau.dump()
            #expect(throws: SolverError.self) { try solver.add(v == x[40] + 1) }
            #expect(solver.tableau.dump() == dump)
            try solver.remove(redundant)
        }
        // With no cycle, v takes the row's definition as it stands.
        let y = (0...40).map { Variable("y\($0)") }
        try solver.add(y[0] == 5)
        for i in 1...40 { try solver.add(y[i] == y[i - 1] + 1) }
        try solver.add(v == y[40] + 1)
        #expect(
            solver.tableau.rows[Int(solver.tableau.symbols[solver.tableau.knownSymbol(for: v)!.serial].basicSlot)].count
                <= 2)
        solver.updateVariables()
        expectValue(v, 46)
        expectValue(x[40], 86)
    }

    @Test func aCycleThroughTheVariablesReaderIsRefusedAtOnce() throws {
        let v = Variable("v")
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == v + 10)
        try solver.add(v == x - 10)
        #expect(throws: SolverError.self) { try solver.add(v == x + 5) }
        try solver.add((v == 3) | .strong)
        solver.updateVariables()
        expectValue(v, 3)
        expectValue(x, 13)
    }
}
