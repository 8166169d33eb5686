import Testing

@testable import Cassowary

#if CASSOWARY_CHECKS
    /// The debug invariant checks: after an operation on a large tableau only
    /// what it touched is checked, and that check still finds what an
    /// operation breaks.
    struct InvariantCheckTests {
        /// A chain of 100 inequalities held at their minimum by weak pulls
        /// down: more rows than are checked whole after every operation,
        /// with core rows (the slacks) and definitions (the variables).
        static func chain() throws -> Solver {
            let x = variables(101, prefix: "x")
            let solver = Solver()
            try solver.add(x[0] >= 0)
            for i in 0..<100 {
                try solver.add(x[i + 1] >= x[i] + 1)
                try solver.add((x[i + 1] == 0) | .weak)
            }
            #expect(solver.tableau.rows.count > Tableau.wholeCheckRowLimit)
            return solver
        }

        static func slots(_ tableau: Tableau, _ role: RowRole) -> [Int32] {
            tableau.rows.indices.filter { tableau.roles[$0] == role }.map(Int32.init)
        }

        @Test func aSoundTableauPassesBothChecks() throws {
            var tableau = try Self.chain().tableau
            #expect(tableau.invariantViolation() == nil)
            #expect(tableau.touchedInvariantViolation() == nil)
            #expect(tableau.touchedSlots.isEmpty)
        }

        @Test func aTouchedCoreRowReferencingABasicSymbolIsCaught() throws {
            var tableau = try Self.chain().tableau
            let core = Self.slots(tableau, .core)
            let basic = tableau.basics[Int(core[1])]
            tableau.insertIntoRow(core[0], basic, 1)
            #expect(tableau.touchedInvariantViolation()?.contains("basic symbol") == true)
        }

        @Test func aCycleThroughATouchedDefinitionIsCaught() throws {
            var tableau = try Self.chain().tableau
            let definitions = Self.slots(tableau, .definition)
            let (a, b) = (definitions[10], definitions[20])
            tableau.insertIntoRow(a, tableau.basics[Int(b)], 0.5)
            tableau.insertIntoRow(b, tableau.basics[Int(a)], 0.5)
            #expect(tableau.touchedInvariantViolation()?.contains("cycle") == true)
        }

        @Test func aRowWhoseCellsTheColumnsMissIsCaught() throws {
            var tableau = try Self.chain().tableau
            let slot = Self.slots(tableau, .core)[3]
            let symbol = tableau.rows[Int(slot)].symbols.first!
            tableau.symbols[symbol.serial].coreColumn.remove(slot)
            tableau.noteTouched(slot: slot)
            #expect(tableau.touchedInvariantViolation()?.contains("column") == true)
            #expect(tableau.invariantViolation()?.contains("column") == true)
        }

        @Test func theWholeCheckCatchesAnUntouchedInfeasibleRow() throws {
            var tableau = try Self.chain().tableau
            let slot = Self.slots(tableau, .core).first { !tableau.basics[Int($0)].isDummy }!
            tableau.rows[Int(slot)].constant = -1
            #expect(tableau.invariantViolation()?.contains("infeasible") == true)
        }
    }
#endif
