import Layout
import Testing

// This file imports only Layout (and Testing): the Foundation names below
// must come with it, as they come with `import UIKit`.

@Suite("import Layout brings Foundation")
struct ReExportTests {
    @Test("CGRect, CGFloat, CGSize, CGPoint and IndexPath need no second import")
    func foundationNames() {
        let rect = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
        let width: CGFloat = rect.width
        let path = IndexPath(indexes: [0, 1])
        #expect(rect.maxX == 4 && width == 3 && path.count == 2)
        #expect(NSNumber(value: 2).doubleValue == 2)
    }
}
