import TestSupport
import Testing

@testable import Cassowary

@Suite("Objectives cost what their levels hold, not levels × symbols")
struct ObjectiveStorageTests {
    /// `count` variables, each pulled to a value and held under a cap at
    /// optional strengths spread over `levels` levels, and every tenth tied
    /// to the one before it.
    private func chain(count: Int, levels: Int) throws -> Solver {
        let solver = Solver()
        var x: [Variable] = []
        for i in 0..<count {
            x.append(Variable("x\(i)"))
            try solver.add(x[i] >= 0)
            try solver.add((x[i] == Double(i)) | Strength(level: 1 + i % levels))
            try solver.add((x[i] <= Double(i) / 2) | Strength(level: 1 + (7 * i) % levels))
            if i % 10 == 9 { try solver.add((x[i] == x[i - 1] + 1) | Strength(level: 1 + (3 * i) % levels)) }
        }
        return solver
    }

    /// Some 5,000 constraints over 1,000 levels (1,000 over 200 under a
    /// sanitizer): the objectives and their index by symbol hold a few
    /// coefficients per cell, where a dense array per level held one per
    /// symbol. Storage counts coefficients spanned or table room, which no
    /// allocator changes.
    @Test func manyLevelsCostTheirCells() throws {
        let count = SanitizerRuntime.count(full: 1_700, sanitized: 340)
        let levels = SanitizerRuntime.count(full: 1_000, sanitized: 200)
        let solver = try chain(count: count, levels: levels)
        let tableau = solver.tableau
        #expect(tableau.objectives.count == levels)
        let cells = tableau.objectiveColumns.reduce(0) { $0 + $1.count }
        #expect(cells > 0)
        #expect(tableau.objectiveStorage <= 4 * cells + 2 * tableau.serialCount + 16 * levels, "cells \(cells)")
        #expect(tableau.objectiveStorage < tableau.serialCount * levels / 20)
        solver.updateVariables()
    }

    /// A system with a few levels keeps no objective columns: finding the
    /// levels that hold a symbol reads each one.
    @Test func fewLevelsKeepNoColumns() throws {
        let solver = try chain(count: 50, levels: Tableau.levelsWithoutColumns)
        #expect(solver.tableau.objectives.count == Tableau.levelsWithoutColumns)
        #expect(!solver.tableau.keepsObjectiveColumns)
        #expect(solver.tableau.objectiveColumns.isEmpty)
        try solver.add((Variable("y") == 1) | Strength(level: 1_000))
        #expect(solver.tableau.keepsObjectiveColumns)
        #expect(solver.tableau.objectiveColumns.count == solver.tableau.serialCount)
    }

    /// A new symbol costs no level anything: doubling the symbols of a
    /// system over many levels doubles its objective storage, at most.
    @Test func storageGrowsWithTheSymbols() throws {
        let small = SanitizerRuntime.count(full: 400, sanitized: 100)
        let levels = SanitizerRuntime.count(full: 300, sanitized: 60)
        let a = try chain(count: small, levels: levels).tableau
        let b = try chain(count: 2 * small, levels: levels).tableau
        let perSymbol = (
            Double(a.objectiveStorage) / Double(a.serialCount), Double(b.objectiveStorage) / Double(b.serialCount)
        )
        #expect(perSymbol.1 <= 1.5 * perSymbol.0, "storage per symbol \(perSymbol)")
    }
}
