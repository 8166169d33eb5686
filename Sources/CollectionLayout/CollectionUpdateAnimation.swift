import Foundation

/// A batch update's animation on a collection view's clock: the views of
/// elements present before and after glide from where they were shown to
/// their new frames, inserted ones fade in, deleted ones fade out.
final class CollectionUpdateAnimation {
    /// UIKit's duration of a batch update's animation.
    static let duration: TimeInterval = 0.3

    let clock: FrameClock
    /// The animation's serial number, unique in its collection view (the
    /// views it starts or keeps carry it).
    let serial: Int
    /// The frames the animation runs (``FrameClock/frameCount(forDuration:framesPerSecond:)``).
    let frameCount: Int
    /// The frames run so far.
    var frame = 0
    /// The clock's callback, once scheduled.
    var callback: FrameClock.CallbackID?
    /// Where elements start, in content coordinates, by their keys after
    /// the update (nil for one that fades in): those found during the
    /// animation, and those of views that left the realized area (a view
    /// realized for the element again starts there). The views realized at
    /// the update carry their starts (`updateStart`).
    var origins: [CollectionElementKey: CGRect?] = [:]
    /// Whether views realized at the update stay realized until the
    /// animation ends (each carries `keptByAnimation`).
    var keepsViews = false
    /// The elements whose kept views left the realized area all the same
    /// (a reload): the views realized for them again stay too.
    var kept: Set<CollectionElementKey> = []
    /// The views of deleted (or reloaded) elements, fading out where they were.
    var disappearing: [(view: CollectionReusableView, frame: CGRect)] = []
    /// The completions to call when the animation ends.
    var completions: [(Bool) -> Void]
    /// The update, its plan, and the sections before the update with their
    /// origins then: where an element that enters the realized area during
    /// the animation was.
    private let update: CollectionViewUpdate
    private let plan: CollectionViewUpdatePlan
    let oldSections: [(layout: SectionLayout, origin: CGFloat)]
    /// The reflection of the frames before the update (right to left).
    let oldMirror: HorizontalMirror?
    /// How far every start frame has moved with the offset since the update.
    private var offsetShift = CGSize.zero
    /// The update seen backwards, once an element needed it: `.some(nil)`
    /// when it cannot be seen so.
    private var reverse: CollectionViewUpdatePlan??

    /// The update seen backwards (nil when it cannot be), worked out at the
    /// first element that needs it: most animations only ask about items
    /// present before, whose views carry their starts, and inserted ones.
    private var reversePlan: CollectionViewUpdatePlan? {
        if let reverse { return reverse }
        let made = try? CollectionViewUpdatePlan(
            oldCounts: plan.newCounts, newCounts: plan.oldCounts, update: update.reversed(by: plan))
        reverse = .some(made)
        return made
    }

    init(
        clock: FrameClock, serial: Int, update: CollectionViewUpdate, plan: CollectionViewUpdatePlan,
        oldSections: [(layout: SectionLayout, origin: CGFloat)], oldMirror: HorizontalMirror?,
        completions: [(Bool) -> Void]
    ) {
        self.clock = clock
        self.serial = serial
        frameCount = FrameClock.frameCount(forDuration: Self.duration, framesPerSecond: clock.framesPerSecond)
        self.update = update
        self.plan = plan
        self.oldSections = oldSections
        self.oldMirror = oldMirror
        self.completions = completions
    }

    /// The fraction of the way covered: UIKit's ease-in-out of the time elapsed.
    var progress: CGFloat {
        CGFloat(Self.easeInOut(Double(frame) / Double(frameCount)))
    }

    /// Moves every start frame, and the frames of the views fading out, by
    /// `delta` along `axis` (the offset moved by as much).
    func shift(by delta: CGFloat, along axis: LayoutAxis) {
        if axis == .horizontal { offsetShift.width += delta } else { offsetShift.height += delta }
        for (key, origin) in origins { origins[key] = origin.map { $0.moved(by: delta, along: axis) } }
        for index in disappearing.indices {
            disappearing[index].frame = disappearing[index].frame.moved(by: delta, along: axis)
        }
    }

    /// Where `view`, the view of the element `key` shown at `target` after
    /// the update, starts: where the update found it, moved with the offset
    /// since; otherwise as ``origin(of:target:in:)``. The key is read only
    /// in the second case (most views carry their start).
    func start(
        of view: CollectionReusableView, key: @autoclosure () -> CollectionElementKey, target: CGRect,
        in layout: CollectionViewCompositionalLayout
    ) -> CGRect? {
        guard view.updateStart.animation == serial else { return origin(of: key(), target: target, in: layout) }
        return shiftedStart(of: view)
    }

    /// The start `view` carries, moved with the offset since the update.
    private func shiftedStart(of view: CollectionReusableView) -> CGRect? {
        view.updateStart.frame.map { $0.offsetBy(dx: offsetShift.width, dy: offsetShift.height) }
    }

    /// Takes over what `view`, leaving the realized area, carries for the
    /// element `key`: where it starts and whether it is kept.
    func adopt(_ view: CollectionReusableView, key: CollectionElementKey) {
        if view.updateStart.animation == serial {
            origins[key] = shiftedStart(of: view)
            view.updateStart = (0, nil)
        }
        if view.keptByAnimation == serial {
            kept.insert(key)
            view.keptByAnimation = 0
        }
    }

    /// Where the view of an element shown at `target` after the update
    /// starts, on screen as it was before (reflected as the frames were
    /// then, and moved with the offset since); nil when it fades in (inserted, reloaded, or of an inserted
    /// or reloaded section).
    func origin(
        of key: CollectionElementKey, target: CGRect, in layout: CollectionViewCompositionalLayout
    ) -> CGRect? {
        // An inserted cell fades in: known without the table (most updates
        // insert cells, and storing their first start allocates it).
        if key.category == .cell && key.isSectionAndItem && plan.isInserted(item: key.item, inSection: key.section) {
            return nil
        }
        if !origins.isEmpty, let known = origins[key] { return known }
        let found = previousFrame(of: key, target: target, in: layout).map {
            $0.offsetBy(dx: offsetShift.width, dy: offsetShift.height)
        }
        origins[key] = found
        return found
    }

    private func previousFrame(
        of key: CollectionElementKey, target: CGRect, in layout: CollectionViewCompositionalLayout
    ) -> CGRect? {
        guard key.isSectionAndItem else { return target }
        let section = key.section
        // An inserted item fades in: no need to see the update backwards.
        if key.category == .cell && self.plan.isInserted(item: key.item, inSection: section) { return nil }
        guard let plan = reversePlan else { return target }
        guard section >= 0, section < plan.sectionMap.count, section < layout.sections.count else { return target }
        guard let oldSection = plan.sectionMap[section], !plan.isReloaded(section: section) else { return nil }
        guard oldSection < oldSections.count else { return target }
        let old = oldSections[oldSection]
        let axis = layout.configuration.scrollDirection.axis
        if key.category == .cell {
            guard let (_, item) = plan.newPosition(ofKeptItem: key.item, inSection: section) else { return nil }
            guard !old.layout.isOrthogonal, item < old.layout.itemCount else { return target }
            let frame = old.layout.leaf(ofItem: item).frame.moved(by: old.origin - old.layout.origin, along: axis)
            return oldMirror?.rect(frame) ?? frame
        }
        // Leading to trailing, the section moved by the difference of its origins.
        let logicalTarget = layout.mirror?.rect(target) ?? target
        let frame = logicalTarget.moved(by: old.origin - layout.sections[section].origin, along: axis)
        return oldMirror?.rect(frame) ?? frame
    }

    /// UIKit's ease-in-out curve, the cubic Bézier (0.42, 0), (0.58, 1):
    /// the fraction of the way covered after the fraction `t` of the time.
    static func easeInOut(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        // x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³ increases with s: bisect.
        func x(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s }
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if x(mid) < t { low = mid } else { high = mid }
        }
        let s = (low + high) / 2
        return 3 * (1 - s) * s * s + s * s * s
    }
}
