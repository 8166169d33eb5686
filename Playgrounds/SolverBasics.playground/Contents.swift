// Solver basics: the midpoint example under edits.
//
// xm is the midpoint of xl and xr; the segment is at least 10 long and lies
// within 0...100. Dragging the midpoint (an edit variable) moves the ends.
import Cassowary

let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
let solver = Solver()
do {
    try solver.add(xm == (xl + xr) / 2)
    try solver.add(xl + 10 <= xr)
    try solver.add(xr <= 100)
    try solver.add(xl >= 0)
    try solver.addEditVariable(xm, strength: .strong)
    for target in [50.0, 90.0, 2.0, 120.0] {
        try solver.suggestValue(target, for: xm)
        solver.updateVariables()
        print("suggest xm = \(target): xl = \(xl.value), xm = \(xm.value), xr = \(xr.value)")
    }
    // A required constraint that cannot hold is refused, with what it conflicts with.
    try solver.add(xr <= 5)
} catch {
    print(error)
}
