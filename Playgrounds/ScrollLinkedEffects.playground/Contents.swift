// Scroll-linked effects: a collapse's progress, a sticky header and a
// parallax layer, as the content scrolls from -100 to 300 points.
import CollapsingBar
import Foundation

let header = StickyHeader(minHeight: 64, maxHeight: 200, stretchesWhenPulled: true)
let background = ParallaxLayer(factor: 0.5)
print("offset  header  progress  alpha  parallax")
for offset in stride(from: CGFloat(-100), through: 300, by: 50) {
    let height = header.height(forOffset: offset)
    let progress = CollapseProgress.progress(constant: height, min: header.minHeight, max: header.maxHeight)
    let alpha = CollapseProgress.alpha(forProgress: progress, fadesOut: true)
    let parallax = background.offset(forScrollOffset: offset)
    let columns = [offset, height, progress, alpha, parallax].map { String(format: "%6.2f", Double($0)) }
    print(columns.joined(separator: "  "))
}
