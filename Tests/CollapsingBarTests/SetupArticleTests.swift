import Foundation
import Testing

@testable import CollapsingBar

/// The article *Setting Up a Bar over a Scroll View*
/// (Docs/CollapsingBar.docc/SettingUpABarOverAScrollView.md) runs its steps
/// as one program (Scripts/check-doc-snippets.sh compiles and runs them);
/// this test takes the same steps and checks what the article says they
/// print.
@Suite("The setup article")
struct SetupArticleTests {
    @Test("from a new screen to a first sweep, the numbers the article shows")
    func setUpAndSweep() throws {
        let article = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(
                    "Docs/CollapsingBar.docc/SettingUpABarOverAScrollView.md"),
            encoding: .utf8)

        let screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        screen.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let list = ScrollView(name: "list")
        list.contentSize = CGSize(width: 390, height: 3000)
        screen.addSubview(list)
        LayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: screen.topAnchor),
            list.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        ])
        let bar = CollapsingNavBar()
        bar.pinToTop(of: screen)
        screen.layoutIfNeeded()
        bar.attach(to: list)
        screen.layoutIfNeeded()

        let expanded = 283 + 1.0 / 3
        #expect(abs(bar.frame.height - expanded) < 1e-9)
        #expect(abs(list.contentInset.top - expanded) < 1e-9)
        #expect(abs(list.contentOffset.y + expanded) < 1e-9)
        #expect(article.contains("// 283.333…: 47 of safe area, 236.333… of panels"))
        #expect(article.contains("// -283.333…: at rest, the content starts under the bar"))

        for (sweep, height, progress) in [
            (-40, "323.333…", "0"), (0, "283.333…", "0"), (52, "231.333…", "0.351…"), (96, "187.333…", "0.648…"),
            (148, "135.333…", "1"), (300, "135.333…", "1"),
        ] {
            list.contentOffset.y = CGFloat(sweep) - list.contentInset.top
            screen.layoutIfNeeded()
            #expect(article.contains("// sweep \(sweep): bar \(height), progress \(progress) "))
            #expect(String(format: "%.3f…", Double(bar.frame.height)) == height)
            let shown = progress.hasSuffix("…") ? String(progress.dropLast()) : progress
            #expect(String(Double(bar.collapseProgress)).hasPrefix(shown))
        }
    }
}
