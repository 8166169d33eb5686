/// How a dump shows a view: under its own name, renamed, renamed without
/// its subviews, or not at all.
package enum DumpName: Hashable, Sendable {
    /// Its own name.
    case own
    /// Another name; its subviews as usual.
    case renamed(String)
    /// Another name, and none of its subviews.
    case leaf(String)
    /// Left out with its subviews.
    case omitted
}
