import Foundation
import Layout

/// A view tree built in code, recorded the way `layout-dump` records a
/// scene, so that the formatters print it: `LayoutTesting`'s snapshots go
/// through here and print exactly what the command line prints.
package enum ViewDump {
    /// Lays out the tree holding `view` and records it from `view` down, once
    /// as it stands or, with `offsets`, once per offset of `scrollView` (0 is
    /// its resting top, as in a scene's sweep). The scroll view is put back
    /// where it was afterwards.
    package static func result(
        of view: View, scrollView: ScrollView? = nil, offsets: [Double]? = nil,
        details: ReportDetails = .all
    ) -> LayoutResult {
        var root = view
        while let superview = root.superview { root = superview }
        var layouts: [OffsetLayout] = []
        if let scrollView, let offsets {
            let resting = scrollView.contentOffset
            for offset in offsets {
                let y = CGFloat(offset) - scrollView.adjustedContentInset.top
                scrollView.contentOffset = CGPoint(x: resting.x, y: y)
                root.layoutIfNeeded()
                layouts.append(
                    layout(of: view, scrollView: scrollView, offset: offset, label: nil, details: details))
            }
            scrollView.contentOffset = resting
            root.layoutIfNeeded()
        } else {
            root.layoutIfNeeded()
            layouts.append(layout(of: view, scrollView: nil, offset: nil, label: nil, details: details))
        }
        var screen = Screen()
        screen.width = Double(view.bounds.width)
        screen.height = Double(view.bounds.height)
        screen.scale = Double(root.contentScaleFactor)
        let insets = view.safeAreaInsets
        screen.safeArea = Insets(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right))
        return LayoutResult(
            screen: screen, scrollViewName: offsets == nil ? nil : scrollView?.name, layouts: layouts)
    }
}
