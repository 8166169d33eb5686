/// Where a section's or a layout's boundary supplementary sits
/// (UIKit's `NSRectAlignment`): top ones are headers, bottom ones footers.
public enum RectAlignment: Hashable, Sendable {
    /// No alignment: over the content's top leading corner.
    case none
    /// Above the content, centred.
    case top
    /// Above the content, at its leading edge.
    case topLeading
    /// Over the content's leading edge.
    case leading
    /// Below the content, at its leading edge.
    case bottomLeading
    /// Below the content, centred.
    case bottom
    /// Below the content, at its trailing edge.
    case bottomTrailing
    /// Over the content's trailing edge.
    case trailing
    /// Above the content, at its trailing edge.
    case topTrailing

    /// Whether the supplementary is a header.
    var isHeader: Bool { self == .top || self == .topLeading || self == .topTrailing }

    /// Whether the supplementary is a footer.
    var isFooter: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}
