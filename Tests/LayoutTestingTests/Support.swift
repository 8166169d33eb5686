import Foundation
import Layout

@testable import LayoutTesting

/// A temporary snapshot folder and the failures the assertions reported.
final class SnapshotSandbox: @unchecked Sendable {
    let directory: URL
    private let lock = NSLock()
    private var messages: [String] = []

    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("LayoutTestingTests-\(UUID().uuidString)")
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The failures so far.
    var failures: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }

    /// Runs `body` with snapshots in the sandbox, the given environment, and
    /// failures captured; returns the failures it reported.
    @discardableResult
    func run(environment: [String: String] = [:], _ body: () -> Void) -> [String] {
        let before = failures.count
        let context = SnapshotContext(
            directory: directory, environment: environment,
            report: { [self] message in
                lock.lock()
                messages.append(message)
                lock.unlock()
            })
        SnapshotContext.$current.withValue(context, operation: body)
        return Array(failures[before...])
    }

    /// The files in the sandbox, by name.
    var fileNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// A file's text.
    func text(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Writes a file into the sandbox.
    func write(_ data: Data, to name: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: directory.appendingPathComponent(name))
    }
}

/// A screen with a header, a stack of two rows and a scroll view of three rows.
struct SampleTree {
    let screen = View(name: "screen")
    let header = View(name: "header")
    let stack = StackView(name: "stack")
    let scrollView = ScrollView(name: "list")

    init(scale: CGFloat = 3, headerHeight: CGFloat = 60) {
        screen.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        screen.contentScaleFactor = scale
        screen.safeAreaInsets = EdgeInsets(top: 20, bottom: 0)
        for view in [header, stack, scrollView] { screen.addSubview(view) }
        stack.axis = .vertical
        stack.spacing = 8
        for name in ["first", "second"] {
            let row = View(name: name)
            row.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 30)
            stack.addArrangedSubview(row)
        }
        scrollView.contentSize = CGSize(width: 320, height: 600)
        var rowConstraints: [LayoutConstraint] = []
        for index in 0..<3 {
            let row = View(name: "row\(index + 1)")
            scrollView.addSubview(row)
            rowConstraints += [
                row.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: CGFloat(index) * 200),
                row.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                row.widthAnchor.constraint(equalToConstant: 320),
                row.heightAnchor.constraint(equalToConstant: 200),
            ]
        }
        LayoutConstraint.activate(
            [
                header.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: headerHeight),
                stack.topAnchor.constraint(equalTo: header.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
                scrollView.topAnchor.constraint(equalTo: stack.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            ] + rowConstraints)
        screen.layoutIfNeeded()
    }
}
