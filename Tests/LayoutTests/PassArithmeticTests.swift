import Foundation
import Testing

@testable import Layout

@Suite("The layout pass's arithmetic")
struct PassArithmeticTests {
    /// Coordinates around the pixel grid's ties and zero, both signs, and
    /// values too large for the fast path.
    var coordinates: [CGFloat] {
        var values: [CGFloat] = [0, -0, 1e300, -1e300, 0x1p52, -0x1p52, 0x1p52 + 1, .infinity, -.infinity]
        for k in -2000...2000 {
            let x = CGFloat(k) / 6  // ties at scales 1, 2 and 3
            values += [x, x.nextUp, x.nextDown, x + 1e-9, x - 1e-9, CGFloat(k) * 0.1, CGFloat(k) * 1e10]
        }
        values += [0.49999999999999994, -0.49999999999999994, 1.4999999999999998, 2.5000000000000004]
        return values
    }

    @Test("The pass rounds each coordinate as roundedToPixel does, to the bit", arguments: [1.0, 2.0, 3.0, 1.5])
    func pixelRoundingMatches(scale: CGFloat) {
        for x in coordinates {
            let fast = x.pixelRounded(scale: scale)
            let reference = x.roundedToPixel(scale: scale)
            #expect(fast.bitPattern == reference.bitPattern, "\(x) at scale \(scale): \(fast) vs \(reference)")
        }
        #expect(CGFloat.nan.pixelRounded(scale: 3).isNaN)
    }

    @Test("A frame is the same as another exactly when they are equal")
    func rectangleComparisonMatchesEquality() {
        let rects: [CGRect] = [
            .zero, CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 1, y: 2, width: 3, height: 4.5),
            CGRect(x: 4, y: 6, width: -3, height: -4), CGRect(x: 1, y: 2, width: 3, height: 4).standardized,
            CGRect(x: 4, y: 2, width: -3, height: 4), .null, CGRect(x: CGFloat.infinity, y: 0, width: 5, height: 5),
            CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), .infinite, CGRect(x: -0.0, y: 0, width: 0, height: 0),
        ]
        for a in rects {
            for b in rects {
                #expect(a.isSame(as: b) == (a == b), "\(a) vs \(b)")
            }
        }
    }
}
