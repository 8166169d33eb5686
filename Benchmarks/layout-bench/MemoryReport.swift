import BlackHole
import Foundation
import Layout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `layout-bench --memory`: what the kit's objects cost in bytes, from the
/// resident memory before and after making many of them. One line each on
/// standard output:
///
/// ```
/// memory=<what> bytes=<n> count=<k>
/// ```
///
/// - `view`: a `View` on its own (its object, variables and name).
/// - `constraint`: an inactive `height == constant` constraint.
/// - `constraint.active`: activating it in a tree: the engine's bookkeeping,
///   the solver's constraint and its row in the tableau.
/// - `stack.view`: one arranged view of a laid-out vertical `StackView` of
///   1000 views with intrinsic heights (`stack.views`), everything included.
enum MemoryReport {
    /// The resident memory of the process in bytes (`/proc/self/statm`),
    /// 0 where there is none. A fresh process grows its heap for new objects,
    /// so growth over thousands of them is their cost to within a few bytes.
    static func heapBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The heap bytes per item that `make` keeps, for `count` items.
    static func bytes<T>(count: Int, _ make: () -> T) -> (Int, T) {
        let before = heapBytes()
        let made = make()
        return ((heapBytes() - before) / count, made)
    }

    /// Prints the lines.
    static func run() {
        let count = 10_000
        let (view, views) = bytes(count: count) { (0..<count).map { View(name: "v\($0)") } }
        print("memory=view bytes=\(view) count=\(count)")
        let (constraint, constraints) = bytes(count: count) {
            views.map { $0.heightAnchor.constraint(equalToConstant: 20) }
        }
        print("memory=constraint bytes=\(constraint) count=\(count)")
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        for v in views { root.addSubview(v) }
        root.layoutIfNeeded()
        let (active, _) = bytes(count: count) { LayoutConstraint.activate(constraints) }
        print("memory=constraint.active bytes=\(active) count=\(count)")
        blackHole(root)
        let (stackView, stack) = bytes(count: 1000) { LayoutWorkloads.makeStack(1000) }
        print("memory=stack.view bytes=\(stackView) count=1000")
        blackHole(stack.root)
    }
}
