import TestSupport
import Testing

@testable import CollectionLayout

@Suite struct LongestIncreasingSubsequenceTests {
    /// The heaviest total weight of an increasing subsequence, by trying
    /// every subsequence.
    static func heaviestByBruteForce(_ values: [Int], _ weights: [Int]) -> Int {
        var best = 0
        for mask in 0..<(1 << values.count) {
            var last = Int.min
            var total = 0
            var increasing = true
            for index in values.indices where mask & (1 << index) != 0 {
                if values[index] <= last {
                    increasing = false
                    break
                }
                last = values[index]
                total += weights[index]
            }
            if increasing { best = max(best, total) }
        }
        return best
    }

    /// The members chosen increase and weigh as much as the heaviest
    /// increasing subsequence, on random small sequences with and without
    /// weights.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func chosenMembersIncreaseAndWeighTheMost(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let count = Int.random(in: 0...10, using: &rng)
            let values = Array((0..<40).shuffled(using: &rng).prefix(count))
            let unit = Bool.random(using: &rng)
            let weights = values.map { _ in unit ? 1 : Int.random(in: 1...9, using: &rng) }
            var steps = 0
            let members = LongestIncreasingSubsequence.members(of: values, weights: weights, steps: &steps)
            let chosen = values.indices.filter { members[$0] }
            #expect(zip(chosen, chosen.dropFirst()).allSatisfy { values[$0] < values[$1] })
            let weight = chosen.reduce(0) { $0 + weights[$1] }
            #expect(weight == Self.heaviestByBruteForce(values, weights), "\(values) \(weights)")
        }
    }

    /// Values that already increase are all kept after one comparison each.
    @Test func increasingValuesAreKeptInLinearSteps() {
        var steps = 0
        let values = Array(stride(from: 0, to: 3000, by: 3))
        let members = LongestIncreasingSubsequence.members(
            of: values, weights: [Int](repeating: 2, count: values.count), steps: &steps)
        #expect(members.allSatisfy { $0 })
        #expect(steps == values.count - 1)
    }
}
