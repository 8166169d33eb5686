import Foundation
import Testing

@testable import LayoutDump

/// The pictures of the `CollectionLayout` documentation
/// (`Docs/CollectionLayout.docc/Resources`) are what layout-dump draws now,
/// so they cannot go stale: each is compared with the output of its
/// command, and every picture in the folder or shown by an article has a
/// command here. Draw them again with
/// `LAYOUT_SNAPSHOT_RECORD=failed swift test --filter CollectionDocsPictureTests`.
@Suite("CollectionLayout documentation pictures")
struct CollectionDocsPictureTests {
    static let catalog = packageRoot.appendingPathComponent("Docs/CollectionLayout.docc")
    static let resources = catalog.appendingPathComponent("Resources")

    /// Each picture and the layout-dump arguments that draw it.
    static let pictures: [(name: String, arguments: [String])] = [
        ("collection-two-columns.svg", ["Examples/collection-two-columns.scene", "--format", "svg"]),
        ("collection-inset-grid.svg", ["Examples/collection-inset-grid.scene", "--format", "svg"]),
        ("collection-overflow.svg", ["Examples/collection-overflow.scene", "--format", "svg"]),
        ("collection-item-insets.svg", ["Examples/collection-item-insets.scene", "--format", "svg"]),
        (
            "collection-paging-centered.svg",
            [
                "Examples/collection-paging-centered.scene", "--orthogonal-section", "0", "--sweep", "0:675:337.5",
                "--format", "svg",
            ]
        ),
        ("search-screen.svg", ["Examples/search-screen.scene", "--format", "svg"]),
    ]

    @Test("each picture is what layout-dump draws now", arguments: pictures.map(\.name))
    func picture(_ name: String) throws {
        let arguments = try #require(Self.pictures.first { $0.name == name }).arguments
        let result = runCommand(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        assertSnapshot(
            result.standardOutput, at: Self.resources.appendingPathComponent(name),
            name: "Docs/CollectionLayout.docc/Resources/\(name)")
    }

    @Test("every picture in the catalog, and every picture an article shows, has its command")
    func coverage() throws {
        let known = Set(Self.pictures.map(\.name))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path)
            .filter { $0.hasSuffix(".svg") }
        #expect(Set(files) == known)

        // DocC names an image by its file name, with or without the extension: `![alt](name)`.
        let image = try Regex(#"!\[[^\]]*\]\(([^)\s]+)\)"#)
        var shown: Set<String> = []
        let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path)
            .filter { $0.hasSuffix(".md") }
        for article in articles {
            let text = try String(contentsOf: Self.catalog.appendingPathComponent(article), encoding: .utf8)
            for match in text.matches(of: image) {
                let reference = try #require(match.output[1].substring).description
                let name = reference.hasSuffix(".svg") ? reference : reference + ".svg"
                #expect(known.contains(name), "\(article) shows \(reference), which has no command here")
                shown.insert(name)
            }
        }
        #expect(shown == known, "pictures no article shows: \(known.subtracting(shown).sorted())")
    }
}
