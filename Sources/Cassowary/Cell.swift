/// One cell of a row: a symbol and its coefficient.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}
