/// The heaviest increasing subsequence of a sequence of distinct numbers,
/// each with a weight: the runs of items of a diff that stay in place, the
/// others being moves.
@usableFromInline
enum LongestIncreasingSubsequence {
    /// Which elements of `values` belong to one increasing subsequence of
    /// the largest total weight; `steps` counts the comparisons made.
    ///
    /// With every weight 1 it is a longest increasing subsequence. A diff
    /// passes runs of items that are consecutive both before and after,
    /// weighted by their length: an increasing subsequence that keeps part
    /// of such a run can always keep all of it, so the runs chosen are the
    /// items of a longest increasing subsequence of the items.
    ///
    /// - Precondition: `weights` has one positive weight for each value.
    /// - Complexity: O(n) when `values` already increase; otherwise
    ///   O(n log n).
    @usableFromInline
    static func members(of values: [Int], weights: [Int], steps: inout Int) -> [Bool] {
        let count = values.count
        var index = 1
        while index < count {
            steps += 1
            if values[index - 1] >= values[index] { break }
            index += 1
        }
        if index >= count { return [Bool](repeating: true, count: count) }

        // Each value's rank among the values, from 1.
        var order = Array(0..<count)
        order.sort { values[$0] < values[$1] }
        steps += count
        var rank = [Int](repeating: 0, count: count)
        for position in order.indices { rank[order[position]] = position + 1 }

        // A Fenwick tree of prefix maxima by rank: the heaviest increasing
        // subsequence seen so far that ends on a value of rank at most k,
        // as its weight and its last element.
        var treeWeight = [Int](repeating: 0, count: count + 1)
        var treeLast = [Int](repeating: -1, count: count + 1)
        var previous = [Int](repeating: -1, count: count)
        var bestWeight = 0
        var bestLast = -1
        for element in 0..<count {
            var node = rank[element] - 1
            var weight = 0
            var last = -1
            while node > 0 {
                steps += 1
                if treeWeight[node] > weight {
                    weight = treeWeight[node]
                    last = treeLast[node]
                }
                node &= node - 1
            }
            previous[element] = last
            let total = weight + weights[element]
            if total > bestWeight {
                bestWeight = total
                bestLast = element
            }
            node = rank[element]
            while node <= count {
                steps += 1
                if total > treeWeight[node] {
                    treeWeight[node] = total
                    treeLast[node] = element
                }
                node += node & -node
            }
        }
        var result = [Bool](repeating: false, count: count)
        var cursor = bestLast
        while cursor >= 0 {
            result[cursor] = true
            cursor = previous[cursor]
        }
        return result
    }
}
