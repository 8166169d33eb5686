/// Where a layout is in the animation of a collection view's batch update
/// (an `update` statement): the frames of the collection view's clock
/// stepped since the update was applied.
package struct UpdateStep: Hashable, Sendable {
    /// The update's index among the scene's updates (and the result's
    /// ``LayoutResult/updates``), from 0.
    package var index: Int
    /// Where the `update` statement is.
    package var location: SourceLocation
    /// The clock frames stepped since the update was applied (0: at once,
    /// the views where they were).
    package var frame: Int
    /// The clock's frame rate.
    package var framesPerSecond: Int
    /// Whether the animation has ended: the views are at their new frames.
    package var isFinished: Bool

    package init(index: Int, location: SourceLocation, frame: Int, framesPerSecond: Int, isFinished: Bool) {
        self.index = index
        self.location = location
        self.frame = frame
        self.framesPerSecond = framesPerSecond
        self.isFinished = isFinished
    }

    /// The time since the update, in seconds: ``frame`` / ``framesPerSecond``.
    package var time: Double { Double(frame) / Double(framesPerSecond) }

    /// `update at line 14, 0.1 s`, or `…, 0.3 s, done` at the end.
    package var description: String {
        "update at line \(location.line), \(formatNumber(time)) s" + (isFinished ? ", done" : "")
    }
}
