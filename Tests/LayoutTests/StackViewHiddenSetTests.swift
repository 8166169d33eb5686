import TestSupport
import Testing

@testable import Layout

@Suite("The hidden set of a stack view's arranged views")
struct StackViewHiddenSetTests {
    @Test(
        "The nearest visible positions are those a scan finds, across word boundaries",
        arguments: [0, 1, 2, 63, 64, 65, 127, 128, 130, 200])
    func neighboursMatchAScan(count: Int) {
        var random = SplitMix64(seed: UInt64(count) + 1)
        for density in [0, 2, 50, 98, 100] {
            var hidden = (0..<count).map { _ in Int(random.next() % 100) < density }
            var set = StackViewHiddenSet(hidden)
            for _ in 0..<3 {
                for index in 0..<count {
                    let previous = hidden[..<index].lastIndex { !$0 }
                    let next = hidden[(index + 1)...].firstIndex { !$0 }
                    #expect(set.previousVisible(before: index) == previous, "\(count), \(density)%, before \(index)")
                    #expect(set.nextVisible(after: index) == next, "\(count), \(density)%, after \(index)")
                }
                #expect(set.previousVisible(before: count) == hidden.lastIndex { !$0 })
                #expect(set.nextVisible(after: -1) == hidden.firstIndex { !$0 })
                // Flip a few positions, as views are hidden and shown.
                for _ in 0..<min(count, 7) {
                    let index = Int(random.next() % UInt64(count))
                    hidden[index].toggle()
                    set.set(index, hidden: hidden[index])
                }
            }
        }
    }
}
