/// The longest increasing subsequence of a sequence of distinct numbers:
/// the items of a diff that stay in place, the others being moves.
@usableFromInline
enum LongestIncreasingSubsequence {
    /// Which elements of `values` belong to one longest increasing
    /// subsequence; `steps` counts the comparisons made.
    ///
    /// - Complexity: O(n) when `values` already increase; O(n + m log n)
    ///   when m of them do not extend the longest run found so far.
    @usableFromInline
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
        // ends an increasing subsequence of length k + 1. Buffers, as this
        // loop runs once per item of a diff.
        var tails = [Int](repeating: 0, count: values.count)
        var tailCount = 0
        var previous = [Int](repeating: -1, count: values.count)
        var comparisons = 0
        unsafe values.withUnsafeBufferPointer { values in
            unsafe tails.withUnsafeMutableBufferPointer { tails in
                unsafe previous.withUnsafeMutableBufferPointer { previous in
                    for position in 0..<values.count {
                        let value = unsafe values[position]
                        // Most values of a diff's sequence extend the longest run: one comparison.
                        comparisons += 1
                        if unsafe tailCount > 0 && values[tails[tailCount - 1]] < value {
                            unsafe previous[position] = unsafe tails[tailCount - 1]
                            unsafe tails[tailCount] = position
                            tailCount += 1
                            continue
                        }
                        var low = 0
                        var high = tailCount
                        while low < high {
                            comparisons += 1
                            let mid = (low + high) / 2
                            if unsafe values[tails[mid]] < value { low = mid + 1 } else { high = mid }
                        }
                        if low > 0 { unsafe previous[position] = unsafe tails[low - 1] }
                        unsafe tails[low] = position
                        if low == tailCount { tailCount += 1 }
                    }
                }
            }
        }
        steps += comparisons
        var result = [Bool](repeating: false, count: values.count)
        var cursor = tailCount > 0 ? tails[tailCount - 1] : -1
        while cursor >= 0 {
            result[cursor] = true
            cursor = previous[cursor]
        }
        return result
    }
}
