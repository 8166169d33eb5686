import Foundation

/// How much each group of a section differs in length from the section's
/// template, kept so that the sum over the groups before any one of them —
/// how far that group has moved — costs O(log groups), and so does changing
/// one group's length (a Fenwick tree). A measured group then moves the
/// groups after it without touching them.
struct GroupLengthChanges {
    /// The tree, 1-based: entry i sums the changes of the `i & -i` groups ending at group i − 1.
    private var tree: [CGFloat]

    /// No change for any of `count` groups.
    init(count: Int) {
        tree = Array(repeating: 0, count: count + 1)
    }

    /// The changes of the groups, in order.
    ///
    /// - Complexity: O(groups).
    init(_ changes: [CGFloat]) {
        tree = [0] + changes
        for index in 1..<tree.count {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
    }

    /// The number of groups.
    var count: Int { tree.count - 1 }

    /// Adds `change` to group `group`'s length.
    ///
    /// - Complexity: O(log groups).
    mutating func add(_ change: CGFloat, toGroup group: Int) {
        var index = group + 1
        while index < tree.count {
            tree[index] += change
            index += index & -index
        }
    }

    /// The sum of the changes of the groups before `group`.
    ///
    /// - Complexity: O(log groups).
    func sum(before group: Int) -> CGFloat {
        var index = min(group, count)
        var sum: CGFloat = 0
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }
}
