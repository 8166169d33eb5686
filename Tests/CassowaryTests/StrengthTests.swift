import Cassowary
import Testing

@Suite("Strengths: kiwi's weights and strict levels")
struct StrengthTests {
    @Test func namedStrengthsHaveKiwisWeights() {
        #expect(Strength.strong.level == 0)
        #expect(Strength.strong.weight == 1_000_000)
        #expect(Strength.medium.level == 0)
        #expect(Strength.medium.weight == 1000)
        #expect(Strength.weak.level == 0)
        #expect(Strength.weak.weight == 1)
        #expect(Strength.required.isRequired)
        #expect(!Strength.strong.isRequired)
        #expect(Strength.required.weight == 1_001_001_000)
    }

    @Test func createSumsThePartsOnLevelZero() {
        let s = Strength(strong: 1, medium: 2, weak: 3)
        #expect(s.level == 0)
        #expect(s.weight == 1_002_003)
        #expect(Strength(strong: 0, medium: 0, weak: 0).weight == 0)
        #expect(Strength(strong: 0.5, medium: 0, weak: 0).weight == 500_000)
    }

    @Test func createMultipliesByTheWeightBeforeClamping() {
        #expect(Strength(strong: 1, medium: 1, weak: 1, weight: 2).weight == 2_002_002)
        // 600 × 2 = 1200 is clamped to 1000; 0.25 × 2 = 0.5.
        #expect(Strength(strong: 0, medium: 600, weak: 0.25, weight: 2).weight == 1_000_000.5)
        #expect(Strength(strong: 0, medium: 0, weak: 10, weight: 0.5).weight == 5)
    }

    @Test func createClampsEachPartToZeroThroughAThousand() {
        #expect(Strength(strong: 2000, medium: 0, weak: 0).weight == 1_000_000_000)
        #expect(Strength(strong: 0, medium: 5000, weak: 0).weight == 1_000_000)
        #expect(Strength(strong: 0, medium: 0, weak: 1e9).weight == 1000)
        #expect(Strength(strong: -5, medium: 1, weak: -1).weight == 1000)
        #expect(Strength(strong: 1, medium: 1, weak: 1, weight: -1).weight == 0)
    }

    @Test func createAtKiwisRequiredIsRequired() {
        #expect(Strength(strong: 1000, medium: 1000, weak: 1000) == .required)
        #expect(Strength(strong: 5000, medium: 5000, weak: 5000) == .required)
        #expect(Strength(strong: 500, medium: 500, weak: 500, weight: 2) == .required)
        #expect(Strength(strong: 1000, medium: 1000, weak: 1000, weight: 7).isRequired)
        let justBelow = Strength(strong: 1000, medium: 1000, weak: 999)
        #expect(!justBelow.isRequired)
        #expect(justBelow.level == 0)
        #expect(justBelow.weight == 1_001_000_999)
        #expect(!Strength(strong: 1000, medium: 1000, weak: 1000, weight: 0.999).isRequired)
    }

    @Test func createEqualsTheNamedStrengths() {
        #expect(Strength(strong: 1, medium: 0, weak: 0) == .strong)
        #expect(Strength(strong: 0, medium: 1, weak: 0) == .medium)
        #expect(Strength(strong: 0, medium: 0, weak: 1) == .weak)
    }

    @Test func levels() {
        let s = Strength(level: 250)
        #expect(s.level == 250)
        #expect(s.weight == 1)
        #expect(!s.isRequired)
        let t = Strength(level: 750, weight: 3)
        #expect(t.level == 750)
        #expect(t.weight == 3)
        #expect(Strength(level: -4).level == 0)
        #expect(Strength(level: 2, weight: -1).weight == 0)
        let top = Strength(level: .max)
        #expect(!top.isRequired)
        #expect(top < .required)
    }

    @Test func orderedByLevelThenWeight() {
        #expect(Strength.weak < .medium)
        #expect(Strength.medium < .strong)
        #expect(Strength.strong < .required)
        // Level 1 beats any level-0 weight, even kiwi's strongest non-required one.
        #expect(Strength.strong < Strength(level: 1, weight: 0.001))
        #expect(Strength(strong: 1000, medium: 1000, weak: 999) < Strength(level: 1, weight: 0))
        #expect(Strength(level: 250, weight: 1_000_000) < Strength(level: 251, weight: 1))
        #expect(Strength(level: 5, weight: 1) < Strength(level: 5, weight: 2))
        #expect(!(Strength(level: 5, weight: 2) < Strength(level: 5, weight: 2)))
        #expect(Strength(level: 999_999, weight: 1e300) < .required)
        let sorted = [Strength.required, Strength(level: 2), .weak, Strength(level: 1, weight: 5), .strong].sorted()
        #expect(sorted == [.weak, .strong, Strength(level: 1, weight: 5), Strength(level: 2), .required])
    }

    @Test func descriptions() {
        #expect(Strength.required.description == "required")
        #expect(Strength.strong.description == "strong")
        #expect(Strength.medium.description == "medium")
        #expect(Strength.weak.description == "weak")
        #expect(Strength(strong: 0, medium: 2, weak: 0).description == "weight 2000")
        #expect(Strength(level: 750).description == "level 750")
        #expect(Strength(level: 750, weight: 2).description == "level 750 weight 2")
    }
}
