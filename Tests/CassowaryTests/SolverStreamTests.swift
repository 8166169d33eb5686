import Cassowary
import TestSupport
import Testing

/// `SolverStreamRecorder` writes every call a solver receives in the
/// protocol of `cassowary-replay`, and `SolverStream` replays a stream with
/// the same calls.
@Suite("Recording and replaying a solver's calls")
struct SolverStreamTests {
    @Test func recordsEveryCallInTheProtocol() throws {
        let x = Variable("x"), y = Variable("y")
        let unrecorded = Solver()
        let (_, recorder) = try SolverStreamRecorder.recording {
            let a = Solver()
            let sum = x + y == 20
            try a.add(sum)
            try a.add((x >= 10) | Strength(level: 750, weight: 0.5))
            try a.addEditVariable(y, strength: .strong)
            try a.suggestValue(5, for: y)
            a.updateVariables()
            let b = Solver()
            try b.add(sum)
            try b.setConstant(-7, for: sum)
            try a.remove(sum)
            try a.removeEditVariable(y)
            a.reset()
            try unrecorded.add(x == 1)
        }
        #expect(
            recorder.text == """
                solver 1
                var v1
                var v2
                add c1 == required -20.0 1.0 v1 1.0 v2
                add c2 >= 750:0.5 -10.0 1.0 v1
                edit v2 strong
                suggest v2 5.0
                update
                solver 2
                readd c1
                setconst c1 -7.0
                use 1
                remove c1
                unedit v2
                reset

                """)
        #expect(recorder.callCount == 12)  // every line but `var` and `use`
        #expect(recorder.variables.map(\.name) == ["x", "y"])
    }

    @Test func aReplayMakesTheSameCallsWithTheSameResults() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let (_, recorder) = try SolverStreamRecorder.recording {
            let solver = Solver()
            let fixed = width == 120
            try solver.add([left >= 0, right == left + width, (left == 30) | Strength(level: 250), fixed])
            try solver.add((right <= 100) | Strength(level: 750, weight: 2))
            try solver.setConstant(-80, for: fixed)
            try solver.addEditVariable(left, strength: .weak)
            try solver.suggestValue(7, for: left)
            solver.updateVariables()
            let scratch = Solver()
            try scratch.add(fixed)
            scratch.updateVariables()
            solver.updateVariables()
        }
        let stream = try SolverStream(recorder.text)
        #expect(stream.callCount == recorder.callCount)
        let (refused, replayed) = SolverStreamRecorder.recording { stream.replay() }
        #expect(refused == 0)
        #expect(replayed.text == recorder.text)
        #expect(stream.variables.map(\.value) == recorder.variables.map(\.value))
        // v1 left, v2 right, v3 width: the order in which the calls name them.
        #expect(recorder.variables.map(\.value) == [20, 100, 80])
    }

    @Test func refusedCallsAreRecordedAndRefusedAgain() throws {
        let x = Variable("x")
        let (_, recorder) = SolverStreamRecorder.recording {
            let solver = Solver()
            let c = x == 3
            try? solver.add(c)
            try? solver.add(c)  // duplicate
            try? solver.remove(x == 4)  // never added: `c0`
            try? solver.add(x == 5)  // unsatisfiable
        }
        #expect(recorder.text.contains("remove c0\n"))
        let stream = try SolverStream(recorder.text)
        #expect(stream.replay() == 3)
    }

    @Test func unknownLinesAreRefusedWithTheirNumber() {
        #expect(throws: SolverStreamError.self) { try SolverStream("solver 1\nvar v1\npivot v1\n") }
        do {
            _ = try SolverStream("solver 1\nadd c1 == required 0.0 1.0 v9\n")
            Issue.record("an undeclared variable was accepted")
        } catch {
            #expect(error.line == 2)
        }
    }
}
