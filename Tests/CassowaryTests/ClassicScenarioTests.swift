import Cassowary
import Testing

@Suite("Classic Cassowary scenarios")
struct ClassicScenarioTests {
    @Test func readmeExample() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 20)
        try solver.add((x >= 10) | .strong)
        try solver.add(Constraint(2 * x - y, .lessThanOrEqual, strength: .weak))
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(5, for: y)
        solver.updateVariables()
        expectValue(x, 15)
        expectValue(y, 5)

        // x - 3y - 1 == 0 with x + y == 20: y = 19 / 4.
        let c = x == 3 * y + 1
        try solver.add(c)
        solver.updateVariables()
        expectValue(x, 15.25)
        expectValue(y, 4.75)

        // x - 3y - 7 == 0: y = 13 / 4.
        try solver.setConstant(-7, for: c)
        #expect(try solver.constant(for: c) == -7)
        solver.updateVariables()
        expectValue(x, 16.75)
        expectValue(y, 3.25)

        try solver.remove(c)
        solver.updateVariables()
        expectValue(x, 15)
        expectValue(y, 5)
    }

    /// The midpoint of a segment: xm == (xl + xr) / 2, xl + 10 <= xr, xr <= 100, xl >= 0.
    struct Midpoint {
        let xl = Variable("xl")
        let xm = Variable("xm")
        let xr = Variable("xr")
        let solver = Solver()

        init() throws {
            try solver.add(xm == (xl + xr) / 2)
            try solver.add(xl + 10 <= xr)
            try solver.add(xr <= 100)
            try solver.add(xl >= 0)
        }

        func values() -> [Double] { published(solver, [xl, xm, xr]) }

        func suggest(xm m: Double, xl l: Double) throws -> [Double] {
            try solver.suggestValue(m, for: xm)
            try solver.suggestValue(l, for: xl)
            return values()
        }
    }

    @Test func midpointWithEqualEdits() throws {
        let m = try Midpoint()
        try m.solver.addEditVariable(m.xm, strength: .strong)
        try m.solver.addEditVariable(m.xl, strength: .strong)
        // Both edits start at 0: xm >= xl + 5 and xl >= 0 make xm = 5 the cheapest.
        #expect(close(m.values(), [0, 5, 10]))
        #expect(close(try m.suggest(xm: 50, xl: 30), [30, 50, 70]))
        #expect(close(try m.suggest(xm: 60, xl: 30), [30, 60, 90]))
        // xr = 2·90 - 30 = 150 > 100: lowering xm costs 1 per 2 of xr, raising xl 1 per 1, so xm gives.
        #expect(close(try m.suggest(xm: 90, xl: 30), [30, 65, 100]))
        #expect(close(try m.suggest(xm: 50, xl: 30), [30, 50, 70]))
    }

    @Test func midpointWithAStrongerEdit() throws {
        let m = try Midpoint()
        try m.solver.addEditVariable(m.xm, strength: .strong)
        try m.solver.addEditVariable(m.xl, strength: .medium)
        #expect(close(m.values(), [0, 5, 10]))
        #expect(close(try m.suggest(xm: 90, xl: 30), [80, 90, 100]))
        #expect(close(try m.suggest(xm: 10, xl: 30), [5, 10, 15]))
        #expect(close(try m.suggest(xm: 50, xl: 30), [30, 50, 70]))
        // Without the edit on xl, the solution for xm alone is ambiguous; bring back a weak wish.
        try m.solver.removeEditVariable(m.xl)
        try m.solver.add((m.xl == 0) | .weak)
        #expect(close(m.values(), [0, 50, 100]))
        try m.solver.suggestValue(20, for: m.xm)
        #expect(close(m.values(), [0, 20, 40]))
    }

    @Test func midpointAddRemoveReAdd() throws {
        let m = try Midpoint()
        try m.solver.addEditVariable(m.xm, strength: .strong)
        try m.solver.suggestValue(70, for: m.xm)
        let leftWish = (m.xl == 60) | .medium
        try m.solver.add(leftWish)
        // xl = 60, xm = 70, so xr = 80.
        #expect(close(m.values(), [60, 70, 80]))
        let tight = m.xr <= 75
        try m.solver.add(tight)
        // xr = 140 - xl <= 75: xm (strong) keeps 70 if xl = 65 (the medium wish pays 5).
        #expect(close(m.values(), [65, 70, 75]))
        try m.solver.remove(leftWish)
        try m.solver.add((m.xl == 0) | .weak)
        // xl now wishes for 0, but with xm at 70, xr <= 75 still pins xl at 65.
        #expect(close(m.values(), [65, 70, 75]))
        try m.solver.remove(tight)
        #expect(close(m.values(), [40, 70, 100]))
        try m.solver.add(tight)
        #expect(close(m.values(), [65, 70, 75]))
    }

    /// Two buttons in a container: 10 margins, 10 between, equal widths of at least 80.
    @Test func twoEqualButtonsInAResizableContainer() throws {
        let width = Variable("width")
        let l1 = Variable("l1")
        let r1 = Variable("r1")
        let l2 = Variable("l2")
        let r2 = Variable("r2")
        let solver = Solver()
        try solver.add([
            l1 == 10, l2 == r1 + 10, r2 == width - 10, r1 - l1 == r2 - l2, r1 - l1 >= 80,
        ])
        try solver.addEditVariable(width, strength: .strong)
        let all = [width, l1, r1, l2, r2]
        try solver.suggestValue(330, for: width)
        #expect(close(published(solver, all), [330, 10, 160, 170, 320]))
        try solver.suggestValue(230, for: width)
        #expect(close(published(solver, all), [230, 10, 110, 120, 220]))
        // Too narrow: the buttons keep 80 and the container is 190 wide.
        try solver.suggestValue(100, for: width)
        #expect(close(published(solver, all), [190, 10, 90, 100, 180]))
        try solver.suggestValue(1030, for: width)
        #expect(close(published(solver, all), [1030, 10, 510, 520, 1020]))
    }

    @Test func twoEditsAddedAndRemovedInTurn() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x <= y)
        try solver.add((x == 0) | .weak)
        try solver.add((y == 0) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(10, for: x)
        #expect(close(published(solver, [x, y]), [10, 10]))
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(5, for: y)
        #expect(close(published(solver, [x, y]), [10, 10]))
        try solver.removeEditVariable(x)
        #expect(close(published(solver, [x, y]), [0, 5]))
        try solver.suggestValue(-3, for: y)
        #expect(close(published(solver, [x, y]), [-3, -3]))
        try solver.removeEditVariable(y)
        #expect(close(published(solver, [x, y]), [0, 0]))
    }
}
