import Foundation
import Testing

@testable import CollapsingBar

@Suite("A bar's lifetime")
struct BarLifetimeTests {
    @Test("A bar released while attached is freed, and gives its scroll view back")
    func releasedBarDetaches() {
        let scene = BarScene(attach: false)
        let scrollView = scene.scrollView
        let delegate = RecordingDelegate()
        scrollView.delegate = delegate
        weak var releasedBar: CollapsingNavBar?
        do {
            let bar = CollapsingNavBar(name: "second")
            bar.pinToTop(of: scene.screen)
            bar.attach(to: scrollView)
            scene.screen.layoutIfNeeded()
            #expect(scrollView.delegate !== delegate)
            #expect(scrollView.contentInsetAdjustmentBehavior == .never)
            bar.removeFromSuperview()
            releasedBar = bar
        }
        #expect(releasedBar == nil)
        #expect(scrollView.delegate === delegate)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.scrollsToTop)
    }

    @Test("A released screen frees its attached bar and scroll view")
    func releasedScreen() {
        weak var releasedBar: CollapsingNavBar?
        weak var releasedScrollView: ScrollView?
        weak var releasedScreen: View?
        do {
            let scene = BarScene()
            scene.scrollView.contentOffset.y += 120
            scene.screen.layoutIfNeeded()
            releasedBar = scene.bar
            releasedScrollView = scene.scrollView
            releasedScreen = scene.screen
        }
        #expect(releasedBar == nil)
        #expect(releasedScrollView == nil)
        #expect(releasedScreen == nil)
    }
}
