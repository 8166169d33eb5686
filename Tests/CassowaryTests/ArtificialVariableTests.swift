import TestSupport
import Testing

@testable import Cassowary

/// A vertical stack of items with an intrinsic size on both axes, in solver
/// terms, as the layout kit builds it: per item, hugging (`<=`, level 250)
/// and compression resistance (`>=`, level 750) on its width and height,
/// then its edges pinned to the stack's sides and its top to the bottom of
/// the item above. Every item after the first reaches the artificial
/// variable: its width is already defined by its intrinsic constraints, and
/// the stack's width by the first item's, so `trailing == stack.trailing`
/// leaves a row of errors and a dummy, with no subject.
final class TwoAxisStack {
    let solver = Solver()
    let stackLeft = Variable("stack.left")
    let stackWidth = Variable("stack.width")
    let stackTop = Variable("stack.top")
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var tops: [Variable] = []
    var heights: [Variable] = []

    /// A stack of `items` items, each `width` by `height` (by default, a
    /// list of like cells), or of widths cycling through `width` to
    /// `width + 6` (`varied`).
    init(items: Int, width: Double = 40, height: Double = 20, varied: Bool = false) throws {
        try solver.add(stackLeft == 0)
        try solver.add(stackTop == 0)
        for i in 0..<items { try append(width: varied ? width + Double(i % 7) : width, height: height) }
    }

    /// Adds an item with the given intrinsic size.
    func append(width: Double, height: Double) throws {
        let i = lefts.count
        let (left, w, top, h) = (Variable("left\(i)"), Variable("w\(i)"), Variable("top\(i)"), Variable("h\(i)"))
        try solver.add((w <= width) | Strength(level: 250))
        try solver.add((w >= width) | Strength(level: 750))
        try solver.add((h <= height) | Strength(level: 250))
        try solver.add((h >= height) | Strength(level: 750))
        try solver.add(left == stackLeft)
        try solver.add(left + w == stackLeft + stackWidth)
        try solver.add(top == (i == 0 ? stackTop + 0 : tops[i - 1] + heights[i - 1] + 8))
        lefts.append(left)
        widths.append(w)
        tops.append(top)
        heights.append(h)
    }

    var all: [Variable] { [stackLeft, stackWidth, stackTop] + lefts + widths + tops + heights }

    /// Later calls of every kind, with the values published after each.
    func continuation() throws -> [[Double]] {
        var out: [[Double]] = []
        func publish() { out.append(published(solver, all)) }
        publish()
        try solver.addEditVariable(stackWidth, strength: .strong)
        try solver.suggestValue(300, for: stackWidth)
        publish()
        let narrow = (widths[1] <= 30) | Strength(level: 800)
        try solver.add(narrow)
        publish()
        try append(width: 90, height: 30)
        publish()
        try solver.remove(narrow)
        try solver.suggestValue(20, for: stackWidth)
        publish()
        return out
    }
}

@Suite("The artificial variable: no copy of the tableau, and a failure changes nothing")
struct ArtificialVariableTests {
    @Test func everyItemAfterTheFirstTakesTheArtificialPath() throws {
        let stack = try TwoAxisStack(items: 20, varied: true)
        #expect(stack.solver.tableau.artificialAdditions == 19)
        stack.solver.updateVariables()
        for i in 0..<20 {
            expectValue(stack.widths[i], 46)
            expectValue(stack.tops[i], Double(28 * i))
        }
    }

    /// What an addition through the artificial variable records grows with
    /// the rows it changes, not with the whole tableau (the journal
    /// replaced a copy of every array of the tableau per addition). In this
    /// stack the rows it changes do grow: every item's width rows share the
    /// stack's width, written in the first item's symbols, and phase one
    /// pivots one of them in and back out. So an item of a stack four times
    /// larger costs up to four times as much, the cost of those pivots.
    @Test func theJournalGrowsWithTheChangeNotTheTableau() throws {
        let small = SanitizerRuntime.count(full: 100, sanitized: 25)
        var perItem: [Double] = []
        for size in [small, 4 * small] {
            let stack = try TwoAxisStack(items: size)
            let tableau = stack.solver.tableau
            #expect(tableau.artificialAdditions == size - 1)
            perItem.append(Double(tableau.journalledEntries) / Double(size - 1))
        }
        #expect(perItem[1] <= 5 * perItem[0], "journal entries per item: \(perItem)")
    }

    /// An unsatisfiable required constraint on the artificial path: the
    /// dump is the same, character for character, and later calls publish
    /// the same values, bit for bit, as on a solver that never saw it.
    @Test func anUnsatisfiableAdditionChangesNothing() throws {
        let tested = try TwoAxisStack(items: 6)
        let control = try TwoAxisStack(items: 6)
        for stack in [tested, control] { try stack.solver.add(stack.heights[1] <= 30) }
        let dump = tested.solver.debugDescription
        let before = tested.solver.tableau.artificialAdditions
        let conflict = tested.heights[1] >= 40
        let error = thrownError { try tested.solver.add(conflict) }
        #expect(error?.kind == .unsatisfiableConstraint)
        #expect(tested.solver.tableau.artificialAdditions == before + 1, "it must take the artificial path")
        #expect(tested.solver.debugDescription == dump)
        #expect(!tested.solver.contains(conflict))
        try expectSameFuture(tested, control)
    }

    /// The pivot limit, at every count of pivots from none to what the
    /// addition needs: it stops phase one, or the optimisation after it,
    /// and the solver is as before.
    @Test func anAdditionStoppedByThePivotLimitChangesNothing() throws {
        let probe = try TwoAxisStack(items: 6)
        let squeeze = { (s: TwoAxisStack) in s.heights[1] <= s.widths[1] - 30 }
        let artificial = probe.solver.tableau.artificialAdditions
        try probe.solver.add(squeeze(probe))
        #expect(probe.solver.tableau.artificialAdditions == artificial + 1, "it must take the artificial path")
        #expect(!probe.solver.tableau.primalPivots.isEmpty, "the optimisation after phase one must pivot")
        var limit = 0
        while true {
            let tested = try TwoAxisStack(items: 6)
            let control = try TwoAxisStack(items: 6)
            let dump = tested.solver.debugDescription
            tested.solver.maximumPivots = limit
            let error = thrownError { try tested.solver.add(squeeze(tested)) }
            tested.solver.maximumPivots = nil
            if error == nil { break }
            #expect(error?.kind == .iterationLimitExceeded)
            #expect(tested.solver.debugDescription == dump, "limit \(limit)")
            try expectSameFuture(tested, control)
            limit += 1
        }
        #expect(limit >= 3, "the limit must stop the addition at more than one point")
    }

    private func expectSameFuture(
        _ tested: TwoAxisStack, _ control: TwoAxisStack, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = try control.continuation()
        let actual = try tested.continuation()
        for (step, (a, b)) in zip(actual, expected).enumerated() {
            #expect(a.map(\.bitPattern) == b.map(\.bitPattern), "step \(step)", sourceLocation: sourceLocation)
        }
        #expect(tested.solver.debugDescription == control.solver.debugDescription, sourceLocation: sourceLocation)
    }
}
