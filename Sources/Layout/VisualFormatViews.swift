/// The views dictionary of a visual format line as its caller gave it:
/// any values (views and layout guides), or views only, read without
/// converting the dictionary.
enum VisualFormatViews {
    case any([String: Any])
    case views([String: View])

    /// The value of a name, or nil when the dictionary has no such key.
    subscript(name: String) -> Any? {
        switch self {
        case .any(let values): return values[name]
        case .views(let views): return views[name]
        }
    }

    /// The item of a name, or nil when the dictionary has no such key or
    /// its value is neither a view nor a layout guide.
    func item(_ name: String) -> LayoutItem? {
        switch self {
        case .any(let values): return values[name] as? LayoutItem
        case .views(let views): return views[name]
        }
    }
}
