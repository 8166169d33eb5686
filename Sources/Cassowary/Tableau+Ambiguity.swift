// Ambiguity: whether the optimum leaves a variable free.
//
// On the optimal face every parametric symbol with a non-zero reduced cost
// stays at zero; a variable is ambiguous when it can still move on that face.
// If its canonical row names no zero-cost symbol it cannot; otherwise a small
// simplex on a copy of the tableau, with those symbols fixed, pushes it down
// and up and sees whether it moves. A variable that is parametric itself has
// its own cell in its canonical row, so the same test covers it.
//
// "Zero" is up to each level's round-off: after a removal, the costs that
// cancelled leave residues of a few ulps of the weights (2.5e-8 on a level
// weighing 5e6). Read exactly, such a residue fixes a free slack at zero and
// hides the direction in which the variable moves.

extension Tableau {
    /// Whether the variable could change without changing how well the
    /// constraints are met (or it is unknown to the solver).
    ///
    /// - Complexity: O(cells of its definition) when it is determined; a copy
    ///   of the tableau and two small optimisations when it may not be.
    mutating func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = knownSymbol(for: variable) else { return true }
        var row = Row()
        row.insert(symbol, 1)
        row = canonicalize(row, writeBack: false)
        guard row.symbols.contains(where: { !$0.isDummy && isCostFree($0) }) else { return false }
        return canMove(row, by: 1) || canMove(row, by: -1)
    }

    /// Whether moving `symbol` leaves every level's objective as it is: its
    /// reduced costs are zero, up to each level's round-off.
    func isCostFree(_ symbol: Symbol) -> Bool {
        objectiveColumn(symbol.serial).allSatisfy { objectives[Int($0)].isNegligible(symbol) }
    }

    /// Whether `k · row` can decrease on the optimal face, on a copy of the tableau.
    private func canMove(_ row: Row, by k: Double) -> Bool {
        var face = self
        // Fix at zero every parametric symbol that would worsen the optimum.
        var fixed = [Bool](repeating: false, count: serialCount)
        for serial in 0..<serialCount where symbols[serial].basicSlot < 0 && !isCostFree(symbols[serial].symbol) {
            fixed[serial] = true
            face.eraseSymbol(symbols[serial].symbol)
        }
        var target = Row(constant: row.constant * k)
        for (s, c) in row.cells where !fixed[s.serial] { target.append(s, c * k) }
        let start = target.constant
        let slot = face.allocate(target, basic: .invalid, role: .objective)
        var pivots = 0
        while pivots < 10_000 {
            var entering = Symbol.invalid
            var downward = false
            for (s, c) in face.rows[Int(slot)].cells where !s.isDummy && !fixed[s.serial] {
                if c < -epsilon, face.isCostFree(s) {
                    entering = s
                    break
                }
                if c > epsilon, s.isExternal, face.isCostFree(s) {
                    entering = s
                    downward = true
                    break
                }
            }
            guard entering.isValid else { break }
            guard let leaving = face.leavingSlot(for: entering, downward: downward) else { return true }
            face.pivot(leaving, entering: entering)
            pivots += 1
        }
        let tolerance = 1e-7 * max(1, abs(start))
        return face.rows[Int(slot)].constant < start - tolerance
    }
}
