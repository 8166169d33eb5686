// swift-tools-version:6.2
import PackageDescription

/// Invariant checks of the solver's tableau run after every operation in debug
/// builds (and so in `swift test`); release builds compile them out.
let checks: [SwiftSetting] = [.define("CASSOWARY_CHECKS", .when(configuration: .debug)), .strictMemorySafety()]
let safety: [SwiftSetting] = [.strictMemorySafety()]

let package = Package(
    name: "CassowaryLayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "CollapsingBar", targets: ["CollapsingBar"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
        .executable(name: "layout-dump", targets: ["layout-dump"]),
    ],
    targets: [
        // The out-of-line storage that the hot classes read without run-time
        // exclusivity checks (not a product; see UncheckedAccessStorage).
        .target(name: "UncheckedAccess", swiftSettings: safety),
        .testTarget(name: "UncheckedAccessTests", dependencies: ["UncheckedAccess"], swiftSettings: safety),
        .target(name: "Cassowary", dependencies: ["UncheckedAccess"], swiftSettings: checks),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"], swiftSettings: checks),
        .target(name: "Layout", dependencies: ["Cassowary", "UncheckedAccess"], swiftSettings: safety),
        .testTarget(
            name: "LayoutTests", dependencies: ["Layout", "LayoutTesting", "TestSupport", "AutoLayoutCookbook"],
            exclude: ["__Snapshots__"]),
        // The Auto Layout cookbook example (not a product): Examples/AutoLayoutCookbook,
        // also the source of the AutoLayoutCookbook playground.
        .target(name: "AutoLayoutCookbook", dependencies: ["Layout"], path: "Examples/AutoLayoutCookbook"),
        .target(name: "CollapsingBar", dependencies: ["Layout", "UncheckedAccess"], swiftSettings: safety),
        .testTarget(name: "CollapsingBarTests", dependencies: ["CollapsingBar", "TestSupport", "MallocCounter"]),
        .target(name: "CollectionLayout", dependencies: ["Layout", "UncheckedAccess"], swiftSettings: safety),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: ["CollectionLayout", "CollapsingBar", "TestSupport", "LayoutTesting"],
            exclude: ["Snapshots"]),
        // The text, JSON, CSV, SVG and HTML reports of a laid-out view tree
        // (not a product): the bar and the collection view are only views to it.
        .target(name: "LayoutReport", dependencies: ["Layout"], swiftSettings: safety),
        .testTarget(name: "LayoutReportTests", dependencies: ["LayoutReport"]),
        .target(
            name: "LayoutDump", dependencies: ["Layout", "LayoutReport", "CollapsingBar", "CollectionLayout"],
            swiftSettings: safety),
        .executableTarget(name: "layout-dump", dependencies: ["LayoutDump"], swiftSettings: safety),
        // Snapshot assertions for tests; it prints through LayoutReport, the
        // formatters of layout-dump (without its scene parser, the bar or the
        // collection view), and checks the package's own golden files.
        .target(name: "LayoutTesting", dependencies: ["Layout", "LayoutReport"], swiftSettings: safety),
        .testTarget(name: "LayoutTestingTests", dependencies: ["LayoutTesting"]),
        .testTarget(
            name: "LayoutDumpTests",
            dependencies: [
                "LayoutDump", "layout-dump", "TestSupport", "CollectionLayout", "CollapsingBar", "LayoutTesting",
            ],
            exclude: ["Snapshots"]),
        // Fixtures shared by the test targets and layout-bench (not a product).
        .target(name: "TestSupport", dependencies: ["CollapsingBar", "CollectionLayout"], path: "Tests/TestSupport"),
        .executableTarget(
            name: "cassowary-replay",
            dependencies: ["Cassowary"],
            path: "Tests/Differential/cassowary-replay"
        ),
        // Counts a thread's allocations, for the tests that prove a path
        // allocates nothing (not a product).
        .target(name: "MallocCounter", path: "Tests/MallocCounter"),
        // Proves the scroll tick allocation-free in an optimised build without
        // building the tests (not a product); TickAllocationTests checks the same.
        .executableTarget(
            name: "tick-allocations",
            dependencies: ["CollapsingBar", "TestSupport", "MallocCounter"],
            path: "Tests/tick-allocations"
        ),
        .target(name: "BlackHole", path: "Benchmarks/BlackHole"),
        .executableTarget(
            name: "layout-bench",
            dependencies: ["Cassowary", "Layout", "CollapsingBar", "CollectionLayout", "BlackHole", "TestSupport"],
            path: "Benchmarks/layout-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
