import AutoLayoutCookbook
import Layout
import LayoutTesting
import Testing

/// The Auto Layout cookbook example (Examples/AutoLayoutCookbook, also the
/// AutoLayoutCookbook playground): its frames on a phone and on a tablet are
/// in golden files, and each recipe does what it says.
@Suite("Auto Layout cookbook example")
struct AutoLayoutCookbookTests {
    static let phone = (width: CGFloat(390), height: CGFloat(844), safeArea: EdgeInsets(top: 47, bottom: 34))
    static let tablet = (width: CGFloat(1180), height: CGFloat(820), safeArea: EdgeInsets(top: 24, bottom: 20))

    func screen(_ size: (width: CGFloat, height: CGFloat, safeArea: EdgeInsets)) -> View {
        let screen = AutoLayoutCookbook.makeScreen(width: size.width, height: size.height, safeArea: size.safeArea)
        screen.layoutIfNeeded()
        return screen
    }

    func view(_ name: String, in root: View) throws -> View {
        func find(_ view: View) -> View? {
            if view.name == name { return view }
            return view.subviews.lazy.compactMap(find).first
        }
        return try #require(find(root))
    }

    @Test("the frames on a phone and on a tablet match the golden files")
    func frames() {
        assertLayoutSnapshot(of: screen(Self.phone), as: .frames, named: "phone")
        assertLayoutSnapshot(of: screen(Self.tablet), as: .frames, named: "tablet")
    }

    @Test("the layout is complete: no conflict, no ambiguity", arguments: [Self.phone, Self.tablet].indices)
    func complete(_ index: Int) {
        let root = screen([Self.phone, Self.tablet][index])
        #expect(root.diagnostics.isEmpty)
        var views = [root]
        while let view = views.popLast() {
            #expect(!view.hasAmbiguousLayout, "\(view.name) is ambiguous")
            views += view.subviews
        }
    }

    @Test("three buttons: equal widths, the system spacing between them, spanning the margins, on the bottom margin")
    func buttons() throws {
        for size in [Self.phone, Self.tablet] {
            let root = screen(size)
            let buttons = try ["cancel", "save", "share"].map { try view($0, in: root).frame }
            let margins = root.layoutMarginsGuide.layoutFrame
            #expect(buttons[0].minX == margins.minX && buttons[2].maxX == margins.maxX)
            #expect(abs(buttons[1].minX - buttons[0].maxX - 8) < 0.5)
            #expect(abs(buttons[2].minX - buttons[1].maxX - 8) < 0.5)
            #expect(abs(buttons[0].width - buttons[1].width) < 0.5 && abs(buttons[1].width - buttons[2].width) < 0.5)
            #expect(buttons.allSatisfy { $0.maxY == margins.maxY && $0.height == 44 })
        }
    }

    @Test("the text column and the form span the readable width: the margins on a phone, 672 centred on a tablet")
    func readableColumn() throws {
        let phone = screen(Self.phone)
        let phoneMargins = phone.layoutMarginsGuide.layoutFrame
        for name in ["article", "form"] {
            let frame = try view(name, in: phone).frame
            #expect(frame.minX == phoneMargins.minX && frame.maxX == phoneMargins.maxX)
        }
        let tablet = screen(Self.tablet)
        for name in ["article", "form"] {
            let frame = try view(name, in: tablet).frame
            #expect(frame.width == 672)
            #expect(frame.midX == tablet.bounds.midX)
        }
        let article = try view("article", in: phone).frame
        let form = try view("form", in: phone).frame
        let cancel = try view("cancel", in: phone).frame
        #expect(article.minY == form.maxY + 16 && cancel.minY == article.maxY + 16)
    }

    @Test("the visual format form: labels of one width centred on their fields, the standard spacing between rows")
    func form() throws {
        let root = screen(Self.phone)
        let form = try view("form", in: root)
        let frames = try ["nameLabel", "nameField", "emailLabel", "emailField"].map { try view($0, in: form).frame }
        #expect(frames[0].width == 80 && frames[2].width == 80)
        // Centred to the pixel: 21 in 36 leaves 7.5 above, rounded to the 1/3-point grid.
        #expect(abs(frames[0].midY - frames[1].midY) < 0.5 && abs(frames[2].midY - frames[3].midY) < 0.5)
        #expect(frames[1].minX == frames[0].maxX + 8 && frames[1].maxX == form.bounds.width)
        #expect(frames[3].minY == frames[1].maxY + 8 && frames[3].height == 36)
        #expect(form.frame.minY == root.layoutMarginsGuide.layoutFrame.minY)
    }
}
