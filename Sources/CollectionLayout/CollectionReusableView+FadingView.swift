extension CollectionReusableView: FadingView {
    /// The alpha of the attributes the collection view last applied, while
    /// below 1 (an update's animation fading the element in or out).
    package var fadingAlpha: Double? {
        appliedAttributes.flatMap { $0.alpha < 1 ? Double($0.alpha) : nil }
    }
}
