import Testing

@testable import Cassowary

#if CASSOWARY_CHECKS
    /// A change to a few definition rows evaluates the definitions it reaches,
    /// not every definition of the system.
    @Suite("Evaluating only the definitions a change reaches")
    struct IncrementalEvaluationTests {
        /// A stack of `panels` panels: `top[i+1] == top[i] + h[i]`, strong heights.
        private func stack(_ panels: Int) throws -> (Solver, top: [Variable], h: [Variable]) {
            let top = (0..<panels).map { Variable("top\($0)") }
            let h = (0..<panels).map { Variable("h\($0)") }
            let solver = Solver()
            try solver.add(top[0] == 0)
            for i in 0..<(panels - 1) { try solver.add(top[i + 1] == top[i] + h[i]) }
            for i in 0..<panels { try solver.add((h[i] == 20 + Double(i % 5)) | .strong) }
            solver.updateVariables()
            return (solver, top, h)
        }

        @Test func addingAndRemovingAtTheEndEvaluatesAFewDefinitions() throws {
            let panels = 300
            let (solver, top, h) = try stack(panels)
            let last = panels - 1
            let before = solver.tableau.program.evaluations
            let pin = h[last] == 50
            try solver.add(pin)
            solver.updateVariables()
            let afterAdd = solver.tableau.program.evaluations
            #expect(afterAdd - before < 10)
            #expect(h[last].value == 50)
            try solver.remove(pin)
            solver.updateVariables()
            #expect(solver.tableau.program.evaluations - afterAdd < 10)
            #expect(h[last].value == Double(20 + last % 5))
            #expect(top[last].value == (0..<last).reduce(0) { $0 + Double(20 + $1 % 5) })
        }

        @Test func aChangeInTheMiddleReachesOnlyWhatIsBelow() throws {
            let panels = 300
            let (solver, top, h) = try stack(panels)
            let middle = panels / 2
            let before = solver.tableau.program.evaluations
            let pin = h[middle] == 40
            try solver.add(pin)
            solver.updateVariables()
            let evaluated = solver.tableau.program.evaluations - before
            // The tops below the middle move; the panels above do not.
            #expect(evaluated >= panels - middle - 1)
            #expect(evaluated < panels - middle + 10)
            var y = 0.0
            for i in 0..<panels {
                #expect(top[i].value == y)
                y += i == middle ? 40 : Double(20 + i % 5)
            }
        }
    }
#endif
