import Layout
import LayoutReport
import Testing

/// A view drawn half transparent, as a collection view's element fading out.
private final class HalfFadedView: View, FadingView {
    var fadingAlpha: Double? { 0.5 }
}

/// The reports of a view tree built in code, without a scene, a bar or a
/// collection view: `LayoutReport` on its own.
@Suite("ViewDump")
struct ViewDumpTests {
    /// A 320×200 screen at 2x with a card pinned 16 points in from its top
    /// left corner, 100×50.
    private func tree() -> (screen: View, card: View) {
        let screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        screen.contentScaleFactor = 2
        let card = View(name: "card")
        card.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 16),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        return (screen, card)
    }

    @Test("the text report lays the tree out and prints its frames, with the screen in the header")
    func text() {
        let (screen, _) = tree()
        let result = ViewDump.result(of: screen, details: .tree)
        #expect(result.layouts.count == 1)
        #expect(result.bar == nil && result.updates.isEmpty && result.scrollViewName == nil)
        #expect(
            TextFormatter.format(result, OutputOptions(sceneName: "two views")) == """
                layout-dump: two views
                screen: 320x200 at 2x, no safe area

                <View 'screen'; frame = (0 0; 320 200)>
                   | <View 'card'; frame = (16 16; 100 50)>

                """)
    }

    @Test("the JSON report has a record per view, and a fading view's alpha")
    func json() {
        let (screen, card) = tree()
        let faded = HalfFadedView(name: "faded")
        faded.frame = CGRect(x: 0, y: 100, width: 40, height: 40)
        card.addSubview(faded)
        let json = JSONFormatter.format(ViewDump.result(of: screen, details: []), OutputOptions(sceneName: "s"))
        #expect(json.contains("\"bar\": null"))
        #expect(json.contains("\"view\": \"card\", \"type\": \"View\", \"parent\": \"screen\", \"depth\": 1"))
        #expect(json.contains("\"view\": \"faded\", \"type\": \"HalfFadedView\""))
        #expect(json.contains("\"alpha\": 0.5}"))
        #expect(!json.contains("\"direction\""))
    }
}
