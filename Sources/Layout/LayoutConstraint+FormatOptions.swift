extension LayoutConstraint {
    /// Options of
    /// ``constraints(withVisualFormat:options:metrics:views:)`` (UIKit's
    /// `NSLayoutConstraint.FormatOptions`, with the same raw values): an
    /// alignment of every view of the line, across the line's axis, and the
    /// direction a horizontal line runs in.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public var rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the views' left edges (vertical lines).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the views' right edges (vertical lines).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the views' top edges (horizontal lines).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the views' bottom edges (horizontal lines).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the views' leading edges (vertical lines).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the views' trailing edges (vertical lines).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the views' horizontal centers (vertical lines).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the views' vertical centers (horizontal lines).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Every alignment bit.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal line runs from leading to trailing, with `leading`
        /// and `trailing` attributes (the default; its value is 0): from
        /// the right where the views lay out right to left.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal line runs from left to right, with `left` and `right` attributes.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal line runs from right to left: its first view is at the right.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// The attributes the options align, in UIKit's order.
        var alignedAttributes: [Attribute] {
            let pairs: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY),
            ]
            return pairs.filter { contains($0.0) }.map(\.1)
        }
    }
}
