import Foundation

extension View {
    /// Whether changes made now are animated: false inside
    /// ``performWithoutAnimation(_:)`` on this task or thread.
    @TaskLocal package static var areAnimationsEnabled = true

    /// Runs `actions` with animations off: the updates they make (a
    /// collection view's batch updates, say) take effect at once, and their
    /// completions are called before `actions` returns (UIKit's
    /// `UIView.performWithoutAnimation(_:)`).
    ///
    /// The setting holds for the current task (or thread), so tests running
    /// side by side do not see each other's.
    public static func performWithoutAnimation<Result, Failure: Error>(
        _ actions: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outcome: Swift.Result<Result, Failure> = $areAnimationsEnabled.withValue(false) {
            do throws(Failure) {
                return .success(try actions())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }
}
