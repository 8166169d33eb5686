/// One definition as ``DefinitionProgram`` evaluates it, by slot: its level,
/// the serial it defines, where its terms are, and whether it waits for
/// evaluation.
struct DefinitionStep: Sendable {
    /// Above the level of every definition it reads.
    var level: Int32 = 0
    /// The serial of the symbol the definition defines.
    var target: Int32 = 0
    /// Its terms are `terms[termStart..<termEnd]` of the program.
    var termStart: Int32 = 0
    var termEnd: Int32 = 0
    /// Whether it waits in the program's queue or heap.
    var isQueued = false
    /// Whether it is in the program's list of reshaped definitions.
    var isReshaped = false
}
