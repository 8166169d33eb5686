import Foundation

/// The messages a ``ScrollView`` sends while it scrolls (UIKit's
/// `UIScrollViewDelegate`).
///
/// Every method is optional: the protocol extension gives each one a default
/// that does nothing (``scrollViewShouldScrollToTop(_:)`` answers true).
/// A scroll view holds its ``ScrollView/delegate`` weakly.
///
/// The order of the messages for a drag released with a velocity:
/// ``scrollViewWillBeginDragging(_:)``, ``scrollViewDidScroll(_:)`` for each
/// move, ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)``,
/// ``scrollViewWillBeginDecelerating(_:)`` (only when it will decelerate),
/// ``scrollViewDidScroll(_:)`` for each frame of the deceleration, and
/// ``scrollViewDidEndDecelerating(_:)``.
///
/// - Note: as with any protocol extension, a class that adopts the protocol
///   must implement a method itself (not only in a subclass) for the scroll
///   view to call it instead of the default.
public protocol ScrollViewDelegate: AnyObject {
    /// Called after every change of the content offset, once the offset's
    /// observers have been notified.
    func scrollViewDidScroll(_ scrollView: ScrollView)

    /// Called when a drag begins (``ScrollView/beginDragging()``).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)

    /// Called when a drag is released, with the offset where the scroll is
    /// projected to stop; the delegate may move it.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view.
    ///   - velocity: the release velocity in points per millisecond (positive
    ///     `y`: the content offset was growing, the content moving up).
    ///   - targetContentOffset: where the deceleration will stop:
    ///     `offset + v·d/(1−d)` for the ``ScrollView/decelerationRate`` `d`,
    ///     clamped to the scrollable range. The scroll view lands exactly on
    ///     the value this method leaves, even outside the scrollable range.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)

    /// Called after a drag is released.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view.
    ///   - decelerate: whether the scroll view will now decelerate (the
    ///     target differs from the offset at release); when false the scroll
    ///     has stopped.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)

    /// Called when the deceleration after a drag begins.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)

    /// Called when the deceleration after a drag has landed on its target.
    /// Not called when a new drag or a ``ScrollView/setContentOffset(_:animated:)``
    /// interrupts it.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)

    /// Called when an animation started by
    /// ``ScrollView/setContentOffset(_:animated:)`` has landed on its offset.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)

    /// Asked when the status bar is tapped (``ScrollView/tapStatusBar()``);
    /// return false to keep the scroll view where it is. Default: true.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool

    /// Called when the scroll to the top after a status-bar tap has finished.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}

    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

    /// Does nothing: the projected target stands.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {}

    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}

    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}

    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}

    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}

    /// Returns true: a status-bar tap scrolls to the top.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }

    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
