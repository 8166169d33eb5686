/// A view drawn partly transparent for a while, such as a collection view's
/// element fading in or out while an update animates: the kit draws
/// nothing, so a report of the tree (`layout-dump`'s, a snapshot's) asks
/// the view how far it has faded.
package protocol FadingView: View {
    /// How opaque the view is drawn, from 0 to 1; nil while it is opaque.
    var fadingAlpha: Double? { get }
}
