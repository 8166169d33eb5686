/// What the formatters print besides frames.
public struct OutputOptions: Hashable, Sendable {
    /// The scene's name in headers: its path, or `default scene (built in)`.
    public var sceneName: String
    /// Print every constraint held (`--constraints`).
    public var showsConstraints = false
    /// Print conflicts and ambiguity (`--explain`).
    public var explains = false

    /// Creates options.
    public init(sceneName: String, showsConstraints: Bool = false, explains: Bool = false) {
        self.sceneName = sceneName
        self.showsConstraints = showsConstraints
        self.explains = explains
    }
}
