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
