import Testing

@testable import Cassowary

@Suite("Publishing reports the variables that changed")
struct ChangeReportingTests {
    @Test func onlyChangedVariablesAreReported() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        try solver.add(y == x + 10)
        try solver.add(z == 5)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(1, for: x)
        var changed: [String] = []
        solver.updateVariables { changed.append($0.name) }
        #expect(Set(changed) == ["x", "y", "z"])
        #expect(y.value == 11)

        changed = []
        try solver.suggestValue(2, for: x)
        solver.updateVariables { changed.append($0.name) }
        #expect(Set(changed) == ["x", "y"])
        #expect(y.value == 12)

        changed = []
        solver.updateVariables { changed.append($0.name) }
        #expect(changed.isEmpty)
    }
}

/// Publishing only what changed: the values the solver marks as changed
/// after each kind of operation are all the values that changed.
@Suite("Publishing only what changed")
struct DirtyTrackingTests {
    /// A stack of `p` panels whose heights are edit variables.
    private func stack(_ p: Int) throws -> (Solver, top: [Variable], h: [Variable]) {
        let solver = Solver()
        let top = (0...p).map { Variable("top\($0)") }
        let h = (0..<p).map { Variable("h\($0)") }
        try solver.add(top[0] == 0)
        for i in 0..<p { try solver.add(top[i + 1] == top[i] + h[i]) }
        for v in h { try solver.addEditVariable(v, strength: .strong) }
        for (i, v) in h.enumerated() { try solver.suggestValue(Double(10 + i), for: v) }
        return (solver, top, h)
    }

    private func expectTops(_ top: [Variable], _ h: [Variable]) {
        var y = 0.0
        for i in h.indices {
            #expect(top[i].value == y, "top\(i)")
            y += h[i].value
        }
        #expect(top[h.count].value == y)
    }

    @Test func suggestionsMoveOnlyThePanelsBelow() throws {
        let (solver, top, h) = try stack(40)
        solver.updateVariables()
        expectTops(top, h)
        for (n, k) in [20, 39, 0, 20].enumerated() {
            try solver.suggestValue(Double(50 + n), for: h[k])
            var changed: Set<String> = []
            solver.updateVariables { changed.insert($0.name) }
            #expect(h[k].value == Double(50 + n))
            expectTops(top, h)
            #expect(changed.isSubset(of: Set([h[k].name] + top[(k + 1)...].map(\.name))))
            #expect(changed.contains(h[k].name))
        }
    }

    @Test func removingAndAddingBackAConstraintPublishesTheNewValues() throws {
        let (solver, top, h) = try stack(10)
        let pin = (top[10] == 30) | .required
        solver.updateVariables()
        try solver.removeEditVariable(h[9])
        try solver.add(pin)
        solver.updateVariables()
        #expect(top[10].value == 30)
        #expect(h[9].value == 30 - top[9].value)
        try solver.remove(pin)
        solver.updateVariables()
        #expect(h[9].value == 0)  // free again: parametric at 0
        try solver.add(pin)
        try solver.suggestValue(1, for: h[0])
        solver.updateVariables()
        expectTops(top, h)
        #expect(top[10].value == 30)
    }

    @Test func removingAnEditVariablePublishesTheValueItLeaves() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(y == x + 10)
        try solver.add((x == 3) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(7, for: x)
        solver.updateVariables()
        #expect((x.value, y.value) == (7, 17))
        try solver.removeEditVariable(x)
        var changed: Set<String> = []
        solver.updateVariables { changed.insert($0.name) }
        #expect((x.value, y.value) == (3, 13))
        #expect(changed == ["x", "y"])
    }

    /// After `reset()`, a variable added again takes its new value even when
    /// that equals what a new symbol starts at.
    @Test func resetPublishesVariablesAddedAgain() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x == 5)
        try solver.add(y == x)
        solver.updateVariables()
        #expect((x.value, y.value) == (5, 5))
        solver.reset()
        try solver.add((x >= 0) | .weak)
        var changed: [String] = []
        solver.updateVariables { changed.append($0.name) }
        #expect(x.value == 0)
        #expect(y.value == 5)  // not in the solver any more
        #expect(changed == ["x"])
    }
}
