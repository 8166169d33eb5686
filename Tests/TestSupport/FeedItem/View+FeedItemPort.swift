import Foundation
import Layout

extension View {
    /// Adds the views as subviews laid out by constraints, in the order
    /// written.
    func addAutoLayoutSubviews(_ views: FeedItemViews) {
        for (_, view) in views.ordered {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }

    /// Activates the constraints of one visual-format line over `views`.
    func addConstraints(withVisualFormat format: String, views: FeedItemViews) {
        do {
            LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: format, views: views.byName))
        } catch {
            fatalError("the feed item's visual format \(format) is invalid: \(error)")
        }
    }
}
