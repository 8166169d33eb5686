import Testing

@testable import Cassowary

/// Variables and constraints cache the dense id they have in the solver that
/// registered them last; these tests use one variable or constraint in two
/// solvers, where that cache is stale for one of them.
@Suite("Variables and constraints shared by two solvers")
struct SharedObjectTests {
    @Test func eachSolverFindsAVariableTheOtherRegisteredSince() throws {
        let x = Variable("x")
        let y = Variable("y")
        let first = Solver()
        let second = Solver()
        try first.addEditVariable(x, strength: .strong)
        try first.add(y == x + 1)
        try second.add(x == 3)  // x's cached id is now the second solver's
        #expect(first.hasEditVariable(x))
        #expect(!second.hasEditVariable(x))
        try first.suggestValue(5, for: x)
        try first.add((x <= 100) | .weak)  // must reuse x's symbol, not make a new one
        first.updateVariables()
        #expect(x.value == 5)
        #expect(y.value == 6)
        try second.addEditVariable(x, strength: .weak)
        #expect(second.hasEditVariable(x))
        #expect(!first.isAmbiguous(x))
    }

    @Test func eachSolverFindsAConstraintTheOtherRegisteredSince() throws {
        let x = Variable("x")
        let c = (x == 10) | .strong
        let first = Solver()
        let second = Solver()
        try first.add(c)
        try second.add(c)  // c's cached index is now the second solver's
        #expect(first.contains(c) && second.contains(c))
        try first.setConstant(-20, for: c)
        #expect(try first.constant(for: c) == -20)
        #expect(try second.constant(for: c) == -10)
        try first.remove(c)
        #expect(!first.contains(c))
        #expect(second.contains(c))
        #expect(throws: SolverError.self) { try first.setConstant(-30, for: c) }
        try first.add(c)
        #expect(try first.constant(for: c) == -10)
    }

    /// Each solver publishes only the values that changed; after the other
    /// solver wrote into a shared variable, a solver writes all its values again.
    @Test func aSolverRepublishesWhatAnotherOverwrote() throws {
        let x = Variable("x")
        let y = Variable("y")
        let first = Solver()
        let second = Solver()
        try first.add(x == 1)
        try first.add(y == 2)
        try second.add(x == 10)
        first.updateVariables()
        #expect((x.value, y.value) == (1, 2))
        second.updateVariables()
        #expect((x.value, y.value) == (10, 2))
        var changed: [String] = []
        first.updateVariables { changed.append($0.name) }  // nothing changed in the first solver
        #expect((x.value, y.value) == (1, 2))
        #expect(changed == ["x"])
        changed = []
        first.updateVariables { changed.append($0.name) }
        #expect(changed.isEmpty)
    }

    /// A value a client assigns outside any solver (a stack view's closed
    /// form) overwrites a solver's like another solver's does: the solver
    /// publishes its own again at its next update, and only then.
    @Test func aSolverRepublishesWhatAClientAssignedOutsideIt() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x == 1)
        try solver.add(y == 2)
        solver.updateVariables()
        x.assignOutsideSolver(7)
        #expect((x.value, y.value) == (7, 2))
        var changed: [String] = []
        solver.updateVariables { changed.append($0.name) }  // nothing changed in the solver
        #expect((x.value, y.value) == (1, 2))
        #expect(changed == ["x"])
        changed = []
        solver.updateVariables { changed.append($0.name) }
        #expect(changed.isEmpty)
    }
}
