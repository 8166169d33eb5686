import Foundation
import UncheckedAccess

/// A view a collection view places for a supplementary element (a header,
/// a footer, a badge) or a decoration, and reuses (UIKit's
/// `UICollectionReusableView`).
///
/// A collection view positions it by `frame` — the layout's
/// attributes rounded to the pixel grid — while its subviews are laid out
/// by their constraints as usual; put them in ``contentView``. As in UIKit,
/// the content view fills the view by its autoresizing mask: a cell with
/// no constraints inside costs the solver nothing, and content constrained
/// to the content view is laid out inside the cell's frame.
open class CollectionReusableView: View {
    /// The view to add content to; it fills the reusable view (by its
    /// autoresizing mask, as UIKit's: keep its
    /// `translatesAutoresizingMaskIntoConstraints` true).
    public let contentView: View

    /// The identifier the view was dequeued with; nil for a view the
    /// collection view did not make.
    public internal(set) var reuseIdentifier: String?

    /// The attributes last applied by the collection view (frame exact,
    /// alpha as shown, zIndex, hidden state), or nil before the view is
    /// placed.
    package final var appliedAttributes: CollectionViewLayoutAttributes? {
        guard let key = appliedKey, let placed = placement else { return nil }
        var attributes = CollectionViewLayoutAttributes(
            indexPath: key.indexPath, frame: placed.frame, representedElementCategory: key.category,
            representedElementKind: key.kind)
        attributes.zIndex = placed.zIndex
        attributes.alpha = reusableFields.value.appliedAlpha
        attributes.isHidden = placed.isHidden
        return attributes
    }
    /// The element the view shows, or nil while it is queued.
    final var appliedKey: CollectionElementKey? {
        get { reusableFields.value.appliedKey }
        set { reusableFields.value.appliedKey = newValue }
    }
    /// The zIndex the view was last placed with, kept while its element
    /// moves in an update; nil while it is queued.
    final var appliedZIndex: Int? {
        get { reusableFields.value.appliedZIndex }
        set { reusableFields.value.appliedZIndex = newValue }
    }
    /// The alpha the view is shown with (below its element's while an
    /// update fades it), or nil while it is queued.
    final var appliedAlpha: CGFloat? {
        get { reusableFields.value.appliedKey == nil ? nil : reusableFields.value.appliedAlpha }
        set { reusableFields.value.appliedAlpha = newValue ?? 1 }
    }
    /// What the collection view last placed the view with — the element's
    /// frame, orthogonal section, zIndex, alpha and hidden state, and the
    /// pixel scale — so that a view whose element did not change is
    /// skipped; nil once queued.
    final var placement: Placement? {
        get { reusableFields.value.placement }
        set { reusableFields.value.placement = newValue }
    }
    /// The exact frame a batch update's animation shows the view at, in
    /// content coordinates; nil when no animation moves it.
    final var animatedFrame: CGRect? {
        get { reusableFields.value.animatedFrame }
        set { reusableFields.value.animatedFrame = newValue }
    }
    /// The exact frame the collection view last gave the view, rounded to
    /// the pixel grid (see `CollectionView.show(_:at:scale:)`).
    final var alignment: Alignment? {
        get { reusableFields.value.alignment }
        set { reusableFields.value.alignment = newValue }
    }
    /// Where the animation of serial number `animation` starts the view
    /// (see `CollectionUpdateAnimation.start(of:key:target:in:)`): carried
    /// by the view, so that a frame of the animation finds it without a
    /// look-up.
    final var updateStart: (animation: Int, frame: CGRect?) {
        get { reusableFields.value.updateStart }
        set { reusableFields.value.updateStart = newValue }
    }
    /// The serial number of the last animation that keeps the view
    /// realized until it ends.
    final var keptByAnimation: Int {
        get { reusableFields.value.keptByAnimation }
        set { reusableFields.value.keptByAnimation = newValue }
    }
    /// Whether the delegate was told the view will be displayed, and not
    /// yet that it ended.
    final var isDisplayed: Bool {
        get { reusableFields.value.isDisplayed }
        set { reusableFields.value.isDisplayed = newValue }
    }

    /// The queue the view returns to when it leaves the realized area; nil
    /// for a view the collection view did not make.
    final var reuseKey: ReuseKey?
    /// The serial number of the collection view's last realization that
    /// wanted the view.
    final var realizationMark: Int {
        get { reusableFields.value.realizationMark }
        set { reusableFields.value.realizationMark = newValue }
    }
    /// The fields the collection view reads and writes for every realized
    /// view on every update, animation frame and realization, stored
    /// without run-time exclusivity checks (see `UncheckedAccessStorage`).
    /// Only the collection view's own methods access them, with whole
    /// values or in place without calling out.
    let reusableFields = UncheckedAccessStorage(CollectionReusableView.UncheckedFields())

    /// Creates a reusable view; the collection view calls it for a
    /// registered class, so subclasses keep this initializer.
    public required override init(name: String) {
        contentView = View(name: "\(name).contentView")
        super.init(name: name)
        contentView.autoresizesToFillSuperview = true
        addSubview(contentView)
    }

    /// Called when the view is dequeued again after it went off screen, before
    /// the data source configures it: reset its content here. Does nothing by default.
    open func prepareForReuse() {}

    /// The dimensions the collection view is about to measure: the
    /// estimated ones of the element's layout size.
    final var estimatedAxes = EstimatedAxes(width: false, height: true)

    /// The attributes the view wants given the layout's `layoutAttributes`.
    ///
    /// The collection view asks once, when it realizes an element whose
    /// size is estimated, and takes the estimated dimensions of the answer.
    /// By default the view's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// with the estimated dimensions free and the others held required at
    /// the attributes' size — width held, height free for a vertical list.
    /// The frame the collection view set on a reused view does not count.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        var attributes = layoutAttributes
        attributes.size = systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: estimatedAxes.width ? .fittingSizeLevel : .required,
            verticalFittingPriority: estimatedAxes.height ? .fittingSizeLevel : .required)
        return attributes
    }
}
