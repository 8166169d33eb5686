// The public calls of a solver that a recorder watches (see
// ``SolverStreamRecorder``), out of line: each public method tests its
// stored `recorder` against nil and, only when it is set, hands the whole
// call to one of these, which writes the call's line and then does what the
// method does. The methods stay as small, and as inlinable, as without a
// recorder: a test and a branch.
extension Solver {
    @inline(never)
    func recordingAdd(_ constraint: Constraint) throws(SolverError) {
        recorder!.add(constraint, on: streamNumber)
        try tableau.add(constraint)
        check()
    }

    @inline(never)
    func recordingAddIfSatisfiable(_ constraint: Constraint) throws(SolverError) {
        recorder!.add(constraint, on: streamNumber)
        try tableau.add(constraint, explainingConflicts: false)
        check()
    }

    @inline(never)
    func recordingRemove(_ constraint: Constraint) throws(SolverError) {
        recorder!.remove(constraint, on: streamNumber)
        try tableau.remove(constraint)
        tableau.compactSymbolsIfSparse()
        check()
    }

    @inline(never)
    func recordingAddEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        recorder!.addEditVariable(variable, strength: strength, on: streamNumber)
        try tableau.addEditVariable(variable, strength: strength)
        check()
    }

    @inline(never)
    func recordingRemoveEditVariable(_ variable: Variable) throws(SolverError) {
        recorder!.removeEditVariable(variable, on: streamNumber)
        try tableau.removeEditVariable(variable)
        tableau.compactSymbolsIfSparse()
        check()
    }

    @inline(never)
    func recordingSuggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        recorder!.suggestValue(value, for: variable, on: streamNumber)
        try tableau.suggestValue(value, for: variable)
        check()
    }

    @inline(never)
    func recordingSetConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
        recorder!.setConstant(constant, for: constraint, on: streamNumber)
        try tableau.setConstant(constant, for: constraint)
        check()
    }

    @inline(never)
    func recordingUpdateVariables() {
        recorder!.updateVariables(on: streamNumber)
        tableau.updateVariables()
        #if CASSOWARY_CHECKS
            tableau.checkPublished()
        #endif
    }

    @inline(never)
    func recordingUpdateVariables(onChange: (Variable) -> Void) {
        recorder!.updateVariables(on: streamNumber)
        tableau.updateVariables(onChange: onChange)
        #if CASSOWARY_CHECKS
            tableau.checkPublished()
        #endif
    }

    @inline(never)
    func recordingReset() {
        recorder!.reset(on: streamNumber)
        tableau = Tableau()
    }
}
