import Layout

extension UserInterfaceLayoutDirection {
    /// The name a scene and the command line use: `ltr` or `rtl`.
    public var sceneName: String {
        switch self {
        case .leftToRight: return "ltr"
        case .rightToLeft: return "rtl"
        }
    }

    /// In words, for headers: `left to right`, `right to left`.
    var words: String {
        switch self {
        case .leftToRight: return "left to right"
        case .rightToLeft: return "right to left"
        }
    }

    /// The other direction.
    package var opposite: UserInterfaceLayoutDirection {
        self == .leftToRight ? .rightToLeft : .leftToRight
    }

    /// The direction named `ltr` or `rtl`; nil for any other text.
    public init?(sceneName: String) {
        switch sceneName {
        case "ltr": self = .leftToRight
        case "rtl": self = .rightToLeft
        default: return nil
        }
    }
}
