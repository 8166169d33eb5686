import Foundation
import Layout

extension View {
    /// Adds the views as subviews laid out by constraints, in the order
    /// given (the original iterates a dictionary; a fixed order keeps runs
    /// repeatable).
    func addAutoLayoutSubviews(_ views: KeyValuePairs<String, View>) {
        for (_, view) in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }

    /// Activates the constraints of one visual-format line over `views`.
    func addConstraints(withVisualFormat format: String, views: KeyValuePairs<String, View>) {
        var byName: [String: View] = [:]
        for (name, view) in views { byName[name] = view }
        do {
            LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: format, views: byName))
        } catch {
            fatalError("the feed item's visual format \(format) is invalid: \(error)")
        }
    }
}
