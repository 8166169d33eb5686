import Testing

@testable import Layout

/// The numbering of a fitting key's items: by first appearance, the same
/// number for the same object, however many objects there are.
@Suite("First-appearance numbers")
struct FirstAppearanceNumbersTests {
    final class Item {}

    @Test(arguments: [1, 17, 300, 5000])
    func objectsAreNumberedInTheOrderTheyFirstAppear(count: Int) {
        let items = (0..<count).map { _ in Item() }
        var numbers = FirstAppearanceNumbers(expected: 4)
        var rng = SystemRandomNumberGenerator()
        var expected: [ObjectIdentifier: Int] = [:]
        // Each item appears once in order, with earlier ones asked again in between.
        for (index, item) in items.enumerated() {
            expected[ObjectIdentifier(item)] = index
            #expect(numbers.number(ObjectIdentifier(item)) == index)
            let earlier = items[Int.random(in: 0...index, using: &rng)]
            #expect(numbers.number(ObjectIdentifier(earlier)) == expected[ObjectIdentifier(earlier)])
        }
        #expect(numbers.count == count)
        for item in items.shuffled() {
            #expect(numbers.number(ObjectIdentifier(item)) == expected[ObjectIdentifier(item)])
        }
        #expect(numbers.count == count)
    }
}
