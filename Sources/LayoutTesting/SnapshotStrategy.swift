import Layout
import LayoutReport

/// How ``assertLayoutSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)``
/// turns a view into text: every strategy prints text, so a failing
/// snapshot shows as a readable diff and a snapshot file reviews like code.
///
/// Numbers are printed the way `layout-dump` prints them (up to three
/// decimals, trailing zeros trimmed, never `-0`), and no strategy prints an
/// object address: the same tree gives the same bytes on every run and machine.
public struct SnapshotStrategy: Sendable {
    enum Kind: Sendable, Equatable {
        case recursiveDescription
        case frames
        case json
        case svg
        case sweep([Double])
        case constraints
    }

    let kind: Kind

    /// The snapshot file's extension: `txt`, `json` or `svg`.
    public var pathExtension: String {
        switch kind {
        case .json: "json"
        case .svg: "svg"
        case .recursiveDescription, .frames, .sweep, .constraints: "txt"
        }
    }

    /// The kit's `View.recursiveDescription` of the view as it
    /// stands, with no layout pass: the text a UIKit engineer prints in the
    /// debugger, one view a line.
    public static let recursiveDescription = SnapshotStrategy(kind: .recursiveDescription)

    /// The tree from the view down after a layout pass of its root, as
    /// `layout-dump --format text` prints a layout: one line per view with
    /// its frame.
    public static let frames = SnapshotStrategy(kind: .frames)

    /// `layout-dump --format json` of the tree from the view down after a
    /// layout pass: the screen (the view's size, its root's scale, its safe
    /// area) and one record a line per view, with frames in the superview's
    /// and in the view's coordinates.
    public static let json = SnapshotStrategy(kind: .json)

    /// `layout-dump --format svg`: a picture of the frames, kept as text so
    /// that a change shows as a diff and the file still opens in a browser.
    public static let svg = SnapshotStrategy(kind: .svg)

    /// For a `ScrollView`: the whole tree it lives in (what it
    /// scrolls under, a bar over it), laid out at each offset in turn — one
    /// block per offset, as `layout-dump`'s sweep prints it. Offsets count
    /// from the resting top (0 is `contentOffset.y == -adjustedContentInset.top`);
    /// the scroll view is put back afterwards. Any other view fails the test.
    public static func sweep(offsets: [Double]) -> SnapshotStrategy {
        SnapshotStrategy(kind: .sweep(offsets))
    }

    /// The active constraints owned by the view or its subviews, grouped by
    /// owner — the nearest common ancestor of their views, where UIKit
    /// installs a constraint — owners in tree order, each constraint in
    /// UIKit's words (the kit's own, such as the safe-area pins, included).
    public static let constraints = SnapshotStrategy(kind: .constraints)
}
