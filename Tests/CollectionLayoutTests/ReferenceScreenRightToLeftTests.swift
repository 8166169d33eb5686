import CollapsingBar
import CollectionLayout
import Foundation
import TestSupport
import Testing

/// The reference screen under its bar, right to left: at every step of a
/// sweep, every view shown is where the left-to-right screen shows it,
/// mirrored about the screen's vertical centre line.
@Suite struct ReferenceScreenRightToLeftTests {
    /// The frame of every view shown, in the screen's coordinates: a
    /// collection element's by its element, any other view's by its name.
    static func shownFrames(of screen: ReferenceScreen) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        let cells = Dictionary(
            screen.collectionView.realizedCells.map { (ObjectIdentifier($0.cell), $0.indexPath) },
            uniquingKeysWith: { a, _ in a })
        func visit(_ view: View) {
            guard !view.isHidden else { return }
            let key: String
            if let indexPath = cells[ObjectIdentifier(view)] {
                key = "cell \(indexPath)"
            } else if view is CollectionReusableView {
                // A header or a background: placed by the layout, named by reuse.
                key = "element \(view.convert(view.bounds, to: screen.screen).minY) \(view.bounds.size)"
            } else if view.superview is CollectionReusableView {
                return  // an element's content: its element's place says it
            } else {
                key = view.name
            }
            result[key] = view.convert(view.bounds, to: screen.screen)
            view.subviews.forEach(visit)
        }
        screen.screen.subviews.forEach(visit)
        return result
    }

    @Test func aSweepIsTheMirrorImageAtEveryStep() throws {
        let ltr = ReferenceScreen()
        let rtl = ReferenceScreen(direction: .rightToLeft)
        let width = ltr.screen.frame.width
        let steps = Array(stride(from: CGFloat(0), through: 600, by: 25))
        var compared = 0
        for sweep in steps + steps.reversed() {
            ltr.scroll(toSweep: sweep)
            rtl.scroll(toSweep: sweep)
            #expect(rtl.bar?.collapseProgress == ltr.bar?.collapseProgress, "sweep \(sweep)")
            let left = Self.shownFrames(of: ltr)
            let right = Self.shownFrames(of: rtl)
            #expect(left.keys.sorted() == right.keys.sorted(), "sweep \(sweep)")
            for (key, frame) in left {
                guard let other = right[key] else { continue }
                let mirrored = CGRect(
                    x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
                // Pixel rounding mirrors within a pixel (1/3 pt at scale 3).
                let close =
                    abs(other.minX - mirrored.minX) < 0.34 && abs(other.maxX - mirrored.maxX) < 0.34
                    && other.minY == mirrored.minY && other.height == mirrored.height
                #expect(close, "sweep \(sweep): \(key) \(other) ≠ mirror \(mirrored)")
                compared += 1
            }
        }
        #expect(compared > 500)
    }

    @Test func theCarouselScrollsTowardTheLeft() throws {
        let ltr = ReferenceScreen()
        let rtl = ReferenceScreen(direction: .rightToLeft)
        ltr.scroll(toSweep: 500)
        rtl.scroll(toSweep: 500)
        let scroller = try #require(rtl.collectionView.orthogonalScrollView(forSection: ReferenceScreen.dishes))
        let firstDish = IndexPath(item: 0, section: ReferenceScreen.dishes)
        func shown(on screen: ReferenceScreen) throws -> CGRect {
            let cell = try #require(screen.collectionView.cellForItem(at: firstDish))
            return cell.convert(cell.bounds, to: screen.screen)
        }
        // The first dish at the right, as far in as it is from the left left to right.
        let leftStart = try shown(on: ltr).minX
        #expect(leftStart > 0)
        #expect(abs(try shown(on: rtl).maxX - (390 - leftStart)) < 0.34)
        scroller.contentOffset.x -= 100
        rtl.screen.layoutIfNeeded()
        #expect(abs(try shown(on: rtl).maxX - (390 - leftStart + 100)) < 0.34, "the content moves right")
    }
}
