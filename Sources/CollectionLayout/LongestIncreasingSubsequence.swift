/// The longest increasing subsequence of a sequence of distinct numbers:
/// the items of a diff that stay in place, the others being moves.
enum LongestIncreasingSubsequence {
    /// Which elements of `values` belong to one longest increasing
    /// subsequence; `steps` counts the comparisons made.
    ///
    /// - Complexity: O(n) when `values` already increase; O(n + m log n)
    ///   when m of them do not extend the longest run found so far.
    static func members(of values: [Int], steps: inout Int) -> [Bool] {
        var increasing = true
        var index = 1
        while index < values.count {
            steps += 1
            if values[index - 1] >= values[index] {
                increasing = false
                break
            }
            index += 1
        }
        if increasing { return [Bool](repeating: true, count: values.count) }

        // Patience sorting: tails[k] is the index of the smallest value that
        // ends an increasing subsequence of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            // Most values of a diff's sequence extend the longest run: one comparison.
            steps += 1
            if let last = tails.last, values[last] < value {
                previous[position] = last
                tails.append(position)
                continue
            }
            var low = 0
            var high = tails.count
            while low < high {
                steps += 1
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = [Bool](repeating: false, count: values.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result[cursor] = true
            cursor = previous[cursor]
        }
        return result
    }
}
