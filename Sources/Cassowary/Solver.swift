import UncheckedAccess

/// An incremental solver for systems of linear constraints: the Cassowary
/// algorithm in kiwi's form.
///
/// Add and remove constraints, mark variables as edit variables and suggest
/// values for them, change a held constraint's constant; then call
/// ``updateVariables()`` to publish the solution into each variable's
/// ``Variable/value``. Every required constraint holds; among the solutions
/// that satisfy them, the solver picks one that minimises the errors of the
/// other constraints, level by level and then by weight (see ``Strength``).
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let solver = Solver()
/// try solver.add(x + y == 20)
/// try solver.add((x >= 10) | .strong)
/// try solver.addEditVariable(y, strength: .strong)
/// try solver.suggestValue(5, for: y)
/// solver.updateVariables()        // x.value == 15, y.value == 5
/// ```
///
/// A call that throws leaves the solver exactly as it was. The same sequence
/// of calls gives bit-identical results on every run. A solver is not
/// thread-safe: use it, and its variables and constraints, from one thread at
/// a time. It is not `Sendable`: give each thread or task its own solver, or
/// confine one to an actor.
public final class Solver {
    #if CASSOWARY_CHECKS
        /// The system. Debug builds check every access at run time, so a
        /// caller that re-enters the solver from the closure of
        /// ``updateVariables(onChange:)`` traps there.
        var tableau: Tableau
    #else
        /// The system, read and written without run-time exclusivity checks
        /// in release builds: the check of every access cost a fifth of a
        /// suggestion on a small system.
        let tableauStorage: UncheckedAccessStorage<Tableau>
        /// The system (see `tableauStorage`).
        var tableau: Tableau {
            get { tableauStorage.value }
            _modify { yield &tableauStorage.value }
        }
    #endif

    /// The recorder of this solver's calls (see ``SolverStreamRecorder``):
    /// the one current when the solver was created, usually none.
    let recorder: SolverStreamRecorder?
    /// The solver's number in its recorder's stream (0 when not recorded).
    let streamNumber: Int

    /// Creates an empty solver.
    public init() {
        #if CASSOWARY_CHECKS
            tableau = Tableau()
        #else
            tableauStorage = UncheckedAccessStorage(Tableau())
        #endif
        recorder = SolverStreamRecorder.current
        streamNumber = recorder?.solverCreated() ?? 0
    }

    /// Creates an empty solver with room for a system of about `variables`
    /// variables and `constraints` constraints, for a client that knows the
    /// size of what it is about to add: the solver's storage then grows
    /// once, not once per doubling. Only capacity differs from ``init()``:
    /// rounded up to a power of two, it is the capacity that doubling from
    /// the default would reach, so that what capacity decides (when the
    /// symbols are renumbered) is decided as it would be. The room is made
    /// at the first addition: a solver that never takes a constraint costs
    /// no storage.
    package init(variables: Int, constraints: Int) {
        func roundedUp(_ n: Int) -> Int { 1 << (Int.bitWidth - (n - 1).leadingZeroBitCount) }
        let tableau = Tableau(
            reservingAtFirstAddition: roundedUp(max(64, variables + 2 * constraints)),
            slots: roundedUp(max(32, constraints)))
        #if CASSOWARY_CHECKS
            self.tableau = tableau
        #else
            tableauStorage = UncheckedAccessStorage(tableau)
        #endif
        recorder = SolverStreamRecorder.current
        streamNumber = recorder?.solverCreated(capacity: (variables, constraints)) ?? 0
    }

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if the solver holds it
    ///   already; ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is
    ///   required and conflicts with the required constraints held (with an
    ///   irreducible set of them); ``SolverError/nonFiniteValue`` for a NaN or
    ///   infinite coefficient, constant or weight, or one beyond
    ///   ``maximumMagnitude``;
    ///   ``SolverError/iterationLimitExceeded`` if the simplex reached its
    ///   pivot limit. The solver is unchanged.
    /// - Complexity: proportional to the rows the new row touches, not to the
    ///   size of the system, for most layout constraints.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try checkMagnitudes(of: constraint)
        if _slowPath(recorder != nil) { return try recordingAdd(constraint) }
        try tableau.add(constraint)
        check()
    }

    /// Adds a constraint if it fits with the required constraints held, and
    /// otherwise throws ``SolverError/unsatisfiableConstraint(_:conflicts:)``
    /// with no conflicts, without looking for them: for a caller that only
    /// asks whether the constraint fits now (explaining a conflict costs many
    /// times the attempt). Otherwise the same as ``add(_:)``.
    package func addIfSatisfiable(_ constraint: Constraint) throws(SolverError) {
        try checkMagnitudes(of: constraint)
        if _slowPath(recorder != nil) { return try recordingAddIfSatisfiable(constraint) }
        try tableau.add(constraint, explainingConflicts: false)
        check()
    }

    /// Adds several constraints in order, stopping at the first that throws.
    ///
    /// - Throws: what ``add(_:)`` throws; the constraints before the failing one stay added.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        for c in constraints { try add(c) }
    }

    /// Removes a constraint.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if the solver does not hold it;
    ///   ``SolverError/iterationLimitExceeded`` if the simplex reached its pivot
    ///   limit (the constraint stays held).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        if _slowPath(recorder != nil) { return try recordingRemove(constraint) }
        try tableau.remove(constraint)
        tableau.compactSymbolsIfSparse()
        check()
    }

    /// Whether the solver holds the constraint.
    public func contains(_ constraint: Constraint) -> Bool {
        tableau.holds(constraint)
    }

    /// The constraints held, in the order they were added (edit variables'
    /// constraints included).
    public var constraints: [Constraint] { tableau.heldConstraints() }

    /// Makes a variable an edit variable: a constraint `variable == value` of
    /// the given strength whose value ``suggestValue(_:for:)`` moves. Like
    /// kiwi, the initial value is 0.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it is one already;
    ///   ``SolverError/badRequiredStrength`` for a required strength;
    ///   ``SolverError/nonFiniteValue`` for a weight beyond ``maximumMagnitude``;
    ///   ``SolverError/iterationLimitExceeded`` if the simplex reached its pivot limit.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if !Solver.accepts(strength.weight), !hasEditVariable(variable) { throw .nonFiniteValue }
        if _slowPath(recorder != nil) { return try recordingAddEditVariable(variable, strength: strength) }
        try tableau.addEditVariable(variable, strength: strength)
        check()
    }

    /// Stops a variable being an edit variable, removing its constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one;
    ///   ``SolverError/iterationLimitExceeded`` if the simplex reached its pivot limit.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        if _slowPath(recorder != nil) { return try recordingRemoveEditVariable(variable) }
        try tableau.removeEditVariable(variable)
        tableau.compactSymbolsIfSparse()
        check()
    }

    /// Whether the variable is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.editTagIndex(of: variable) != nil
    }

    /// Suggests a value for an edit variable; the solver re-optimises
    /// incrementally (dual simplex) from the current solution.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit
    ///   variable; ``SolverError/nonFiniteValue`` for NaN, infinity or a
    ///   value beyond ``maximumMagnitude``;
    ///   ``SolverError/iterationLimitExceeded`` if the simplex reached its pivot
    ///   limit (the suggestion is not taken).
    /// - Complexity: proportional to the rows that hold the edit's error
    ///   symbols and the pivots needed, independent of the system's size for
    ///   a typical edit.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try checkMagnitude(ofSuggestion: value, for: variable)
        if _slowPath(recorder != nil) { return try recordingSuggestValue(value, for: variable) }
        try tableau.suggestValue(value, for: variable)
        check()
    }

    /// Sets the constant term of a held constraint's expression in this
    /// solver, incrementally: the same result as removing the constraint and
    /// adding it back with the new constant, without either. Afterwards
    /// ``constant(for:)`` returns `constant`.
    ///
    /// The constraint itself is immutable: its ``Constraint/expression`` keeps
    /// the constant it was made with, and another solver holding it keeps its
    /// own constant.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if the solver does not
    ///   hold it; ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is
    ///   required and the new constant conflicts with the other required
    ///   constraints; ``SolverError/nonFiniteValue`` for NaN, infinity or a
    ///   constant beyond ``maximumMagnitude``;
    ///   ``SolverError/iterationLimitExceeded`` if the simplex reached its pivot
    ///   limit. The solver is unchanged.
    /// - Complexity: like ``suggestValue(_:for:)``.
    public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
        try checkMagnitude(ofConstant: constant, for: constraint)
        if _slowPath(recorder != nil) { return try recordingSetConstant(constant, for: constraint) }
        try tableau.setConstant(constant, for: constraint)
        check()
    }

    /// The constant term of a held constraint's expression in this solver:
    /// the constraint's own until ``setConstant(_:for:)`` moves it.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if the solver does not
    ///   hold it, as ``setConstant(_:for:)`` does.
    public func constant(for constraint: Constraint) throws(SolverError) -> Double {
        try tableau.constant(for: constraint)
    }

    /// Publishes the current solution into the ``Variable/value`` of every
    /// variable the solver knows.
    ///
    /// Only the values that changed since the last call are written (and
    /// the definitions whose inputs changed evaluated), unless another
    /// solver overwrote one of this one's variables since.
    ///
    /// - Complexity: O(values that changed + cells of the definitions that
    ///   compute them), after a change of constants or suggested values;
    ///   after constraints were added or removed, also the cells of the
    ///   definition rows those changes rewrote, not the whole system.
    public func updateVariables() {
        if _slowPath(recorder != nil) { return recordingUpdateVariables() }
        tableau.updateVariables()
        #if CASSOWARY_CHECKS
            tableau.checkPublished()
        #endif
    }

    /// Publishes the current solution like ``updateVariables()`` and calls
    /// `onChange` once for every variable whose ``Variable/value`` changed,
    /// so a caller can update only what depends on those variables.
    package func updateVariables(onChange: (Variable) -> Void) {
        if _slowPath(recorder != nil) { return recordingUpdateVariables(onChange: onChange) }
        tableau.updateVariables(onChange: onChange)
        #if CASSOWARY_CHECKS
            tableau.checkPublished()
        #endif
    }

    /// Whether a variable's value could change without changing how well the
    /// constraints are met: the optimum leaves it free (an ambiguous layout).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        tableau.isAmbiguous(variable)
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        if _slowPath(recorder != nil) { return recordingReset() }
        tableau = Tableau()
    }

    /// The most pivots one simplex run may take before the call throws
    /// ``SolverError/iterationLimitExceeded``, when lowered from the default
    /// (nil): for tests of how callers handle that error.
    package var maximumPivots: Int? {
        get { tableau.maximumPivots }
        set { tableau.maximumPivots = newValue }
    }

    func check() {
        #if CASSOWARY_CHECKS
            tableau.checkInvariants()
        #endif
    }
}
