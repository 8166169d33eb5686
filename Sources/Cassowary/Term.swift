/// A variable multiplied by a coefficient, such as `3 * x`.
public struct Term: Sendable {
    /// The variable.
    public let variable: Variable
    /// The coefficient that multiplies the variable.
    public let coefficient: Double

    /// Creates the term `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's value with the variable's last published value.
    public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
    /// The term as text, such as `3 * x`.
    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}
