import Layout
import Testing

@Suite("Constraint descriptions print numbers that read back")
struct ConstraintNumberTextTests {
    let root = makeRoot()

    /// The numbers of a description, read back.
    func numbers(_ c: LayoutConstraint) -> [Double] {
        c.description.split(separator: " ").compactMap {
            Double($0.hasPrefix("@") ? String($0.dropFirst()) : String($0))
        }
    }

    @Test(
        "multipliers, constants and priorities read back to the same value",
        arguments: [0.00001, 1.0 / 3, 0.1, 2.5e-9, 123_456.789_012_3])
    func readBack(value: Double) {
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let c = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: CGFloat(value), constant: CGFloat(value))
        #expect(numbers(c) == [value, value])
        let d = a.widthAnchor.constraint(equalToConstant: CGFloat(-value))
        #expect(numbers(d) == [-value])
    }

    @Test("a multiplier of 0.00001 is not 0; whole numbers print without a fraction")
    func examples() {
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        #expect(
            a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.00001).description
                == "a.width == b.width * 1e-05   (inactive)")
        let c = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: -8)
        c.priority = LayoutPriority(250.25)
        #expect(c.description == "a.top == b.bottom - 8 @250.25   (inactive)")
        #expect(a.heightAnchor.constraint(equalToConstant: -0.0).description == "a.height == 0   (inactive)")
    }
}
