import CollapsingBar
import Foundation
import Testing

@Suite("StickyHeader")
struct StickyHeaderTests {
    let header = StickyHeader(minHeight: 64, maxHeight: 200)

    @Test func heightShrinksAsContentScrollsUpAndStopsAtTheMinimum() {
        #expect(header.height(forOffset: 0) == 200)
        #expect(header.height(forOffset: 36) == 164)
        #expect(header.height(forOffset: 136) == 64)
        #expect(header.height(forOffset: 500) == 64)
        #expect(header.collapseDistance == 136)
    }

    @Test func heightIsClampedWhenPulledDown() {
        #expect(header.height(forOffset: -80) == 200)
    }

    @Test func heightStretchesWhenPulledDownIfAsked() {
        let stretchy = StickyHeader(minHeight: 64, maxHeight: 200, stretchesWhenPulled: true)
        #expect(stretchy.height(forOffset: -80) == 280)
        #expect(stretchy.height(forOffset: 36) == 164)
        #expect(stretchy.height(forOffset: 500) == 64)
        #expect(stretchy.progress(forOffset: -80) == 0)
    }

    @Test func growsBackAsTheContentReturns() {
        let down = stride(from: 300, through: -100, by: -10).map { header.height(forOffset: CGFloat($0)) }
        #expect(zip(down, down.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(down.first == 64 && down.last == 200)
    }

    @Test func progress() {
        #expect(header.progress(forOffset: -20) == 0)
        #expect(header.progress(forOffset: 0) == 0)
        #expect(header.progress(forOffset: 68) == 0.5)
        #expect(header.progress(forOffset: 136) == 1)
        #expect(header.progress(forOffset: 1000) == 1)
        #expect(StickyHeader(minHeight: 80, maxHeight: 80).progress(forOffset: 50) == 0)
    }

    @Test(arguments: [false, true])
    func pinnedHeaderMeetsTheContentUntilCollapsed(stretches: Bool) {
        let header = StickyHeader(minHeight: 64, maxHeight: 200, stretchesWhenPulled: stretches)
        for offset in stride(from: -120, through: 400, by: 4) as StrideThrough<CGFloat> {
            let pinned = header.pinnedOffset(forOffset: offset)
            let top = pinned - offset  // on screen, relative to the header's resting place
            let bottom = top + header.height(forOffset: offset)
            let contentTop = header.maxHeight - offset
            if offset >= 0 {
                #expect(top == 0, "pinned to the top at offset \(offset)")
            }
            if offset <= header.collapseDistance {
                #expect(bottom == contentTop, "header meets the content at offset \(offset)")
            } else {
                #expect(bottom == header.minHeight && contentTop < bottom, "content under the header at \(offset)")
            }
        }
    }

    @Test func pulledDownWithoutStretchingMovesWithTheContent() {
        #expect(header.pinnedOffset(forOffset: -30) == 0)
        #expect(header.pinnedOffset(forOffset: 30) == 30)
        let stretchy = StickyHeader(minHeight: 64, maxHeight: 200, stretchesWhenPulled: true)
        #expect(stretchy.pinnedOffset(forOffset: -30) == -30)
    }
}
