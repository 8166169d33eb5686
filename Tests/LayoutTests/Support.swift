import Foundation
import Layout
import Testing

/// A root view of the given size (the iPhone-sized 390×844 by default),
/// whose diagnostics go to `log` instead of standard error.
func makeRoot(
    _ name: String = "root", width: CGFloat = 390, height: CGFloat = 844, scale: CGFloat = 3,
    log: DiagnosticLog? = nil
) -> View {
    let root = View(name: name)
    keepAlive(root)  // tests often keep only a subview; the tree must outlive the helper
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    root.contentScaleFactor = scale
    let log = log ?? DiagnosticLog()
    root.onDiagnostic = { log.received.append($0) }
    return root
}

/// A view added to `parent`.
func addView(_ name: String, to parent: View) -> View {
    let view = View(name: name)
    parent.addSubview(view)
    return view
}

/// The diagnostics handed to a root's `onDiagnostic`, in order.
final class DiagnosticLog {
    var received: [LayoutDiagnostic] = []
}

/// Constraints placing `view` at a frame relative to its superview's top-left corner.
func place(_ view: View, _ frame: CGRect) -> [LayoutConstraint] {
    guard let parent = view.superview else { fatalError("place(_:_:) needs a superview") }
    return [
        view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: frame.minX),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.minY),
        view.widthAnchor.constraint(equalToConstant: frame.width),
        view.heightAnchor.constraint(equalToConstant: frame.height),
    ]
}

/// A rectangle from its numbers, for short expectations.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Whether two lists hold the same constraints (by identity) in the same order.
func same(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

/// The broken constraint and conflicting set of an unsatisfiable diagnostic, or nil.
func unsatisfiable(_ diagnostic: LayoutDiagnostic) -> (broken: LayoutConstraint, conflicting: [LayoutConstraint])? {
    if case .unsatisfiable(let broken, let conflicting) = diagnostic { return (broken, conflicting) }
    return nil
}

/// Every frame of a tree, in depth-first order, keyed by view name.
func frames(of root: View) -> [(String, CGRect)] {
    var result: [(String, CGRect)] = []
    func visit(_ view: View) {
        result.append((view.name, view.frame))
        view.subviews.forEach(visit)
    }
    visit(root)
    return result
}

/// Keeps test roots alive for the rest of the run: tests that only hold a
/// subview would otherwise lose the tree (views hold their superview weakly).
final class RootKeeper: @unchecked Sendable {
    private let lock = NSLock()
    private var roots: [View] = []

    func keep(_ root: View) {
        lock.lock()
        roots.append(root)
        lock.unlock()
    }
}

let rootKeeper = RootKeeper()

/// Keeps `root` alive until the test process ends.
func keepAlive(_ root: View) { rootKeeper.keep(root) }
