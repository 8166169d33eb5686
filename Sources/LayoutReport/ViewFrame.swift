/// One view after a layout pass.
public struct ViewFrame: Hashable, Sendable {
    /// The view's name.
    public var name: String
    /// The view's class: `View`, `StackView`, `ScrollView`, the bar's class.
    public var type: String
    /// How deep it is in the tree (the screen is 0).
    public var depth: Int
    /// The superview's name; nil for the screen.
    public var parent: String?
    /// The frame, in the superview's coordinates.
    public var frame: Rect
    /// The frame in screen coordinates (scroll offsets applied).
    public var screenFrame: Rect
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// Whether its constraints leave it ambiguous; nil when the run did not
    /// look (see ``ReportDetails/ambiguity``).
    public var isAmbiguous: Bool?
    /// Whether a constraint broken for a conflict involves the view (the
    /// SVG marks it, as it marks ambiguous views).
    var hasBrokenConstraint = false
    /// How opaque a collection view's element is while an update's
    /// animation fades it in or out (0 to 1); nil when it is not fading.
    public var alpha: Double?
}
