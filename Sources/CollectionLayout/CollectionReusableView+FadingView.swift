extension CollectionReusableView: FadingView {
    /// The alpha of the attributes the collection view last applied, while
    /// below 1 (an update's animation fading the element in or out).
    package var fadingAlpha: Double? {
        appliedAlpha.flatMap { $0 < 1 ? Double($0) : nil }
    }
}
