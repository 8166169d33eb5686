import Foundation

/// A change of an observed property (UIKit's `NSKeyValueObservedChange`).
public struct ObservedChange<Value> {
    /// The value before the change.
    public let oldValue: Value
    /// The value after the change.
    public let newValue: Value
    /// Whether the change was made from inside an observer (for example by
    /// the observer itself): a self-caused change, delivered after the
    /// observer that made it returned.
    public let isNested: Bool

    @usableFromInline
    init(oldValue: Value, newValue: Value, isNested: Bool) {
        self.oldValue = oldValue
        self.newValue = newValue
        self.isNested = isNested
    }
}
