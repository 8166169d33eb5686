import CollapsingBar
import Foundation
import Testing

@Suite("ParallaxLayer")
struct ParallaxLayerTests {
    @Test func offsetIsAFractionOfTheScroll() {
        #expect(ParallaxLayer(factor: 0.1).offset(forScrollOffset: 300) == 30)
        #expect(ParallaxLayer(factor: 0.2).offset(forScrollOffset: 300) == 60)
        #expect(ParallaxLayer(factor: 0.5).offset(forScrollOffset: -80) == -40)
    }

    @Test func factorZeroIsFixedAndOneMovesWithTheContent() {
        let fixed = ParallaxLayer(factor: 0)
        let carried = ParallaxLayer(factor: 1)
        for s in [-100, 0, 37.5, 1000] as [CGFloat] {
            #expect(fixed.offset(forScrollOffset: s) == 0)
            #expect(carried.offset(forScrollOffset: s) == s)
            #expect(fixed.offsetInContent(forScrollOffset: s) == s)
            #expect(carried.offsetInContent(forScrollOffset: s) == 0)
        }
    }

    @Test func inContentCompensationGivesTheSameScreenMotion() {
        // Seed 003's second version: an image inside the content moved down by s × 0.8 → factor 0.2.
        let image = ParallaxLayer(factor: 0.2)
        for s in stride(from: -50, through: 500, by: 25) as StrideThrough<CGFloat> {
            // The content carries the layer up by s; the compensation moves it back down.
            let screenMotion = s - image.offsetInContent(forScrollOffset: s)
            #expect(abs(screenMotion - image.offset(forScrollOffset: s)) < 1e-12)
        }
        #expect(image.offsetInContent(forScrollOffset: 100) == 80)
    }

    @Test func layersFartherBackMoveLess() {
        let layers = [0, 0.1, 0.2, 0.5, 1].map { ParallaxLayer(factor: CGFloat($0)) }
        let moves = layers.map { $0.offset(forScrollOffset: 240) }
        #expect(moves == [0, 24, 48, 120, 240])
    }
}
