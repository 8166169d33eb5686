/// What a ``VisualFormatParser`` asks of its caller about the names and
/// numbers of a line: the public API answers from its `views` and `metrics`
/// dictionaries, a scene file from its declarations. Each method may throw
/// its caller's own error.
package protocol VisualFormatResolver {
    /// Checks the name of a view in `[name]` or in a view predicate `(==name)`.
    func checkView(_ name: String, column: Int) throws
    /// What a name stands for where a constant may be: a metric's value, or,
    /// where `viewsAllowed` (a view's predicate), nil for a view.
    func constant(named name: String, column: Int, viewsAllowed: Bool) throws -> Double?
    /// The priority written after `@`: a number's text (possibly signed) or a name.
    func priority(_ text: String, column: Int) throws -> Float
    /// Checks a number written in the line.
    func checkNumber(_ value: Double, text: String, column: Int) throws
}
