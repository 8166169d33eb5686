import Layout

/// Three recipes in the style of UIKit's Auto Layout cookbook, written as
/// UIKit code is, without the prefix: a form placed with visual format, a
/// text column at a readable width, and three equal-width buttons with the
/// system spacing between them, inside the margins.
///
/// ``makeScreen(width:height:safeArea:)`` puts all three on one screen; the
/// `AutoLayoutCookbook` playground lays it out on a phone and on a tablet.
public enum AutoLayoutCookbook {
    /// A screen holding the three recipes, top to bottom: the form under the
    /// safe area, the text column filling the middle, the buttons at the
    /// bottom. Lay it out with `layoutIfNeeded()`.
    public static func makeScreen(width: CGFloat, height: CGFloat, safeArea: EdgeInsets) -> View {
        let screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: width, height: height)
        screen.safeAreaInsets = safeArea
        let form = addForm(to: screen)
        let buttons = addEqualWidthButtons(to: screen)
        let article = addReadableColumn(to: screen)
        LayoutConstraint.activate([
            article.topAnchor.constraint(equalToSystemSpacingBelow: form.bottomAnchor, multiplier: 2),
            buttons[0].topAnchor.constraint(equalToSystemSpacingBelow: article.bottomAnchor, multiplier: 2),
        ])
        return screen
    }

    /// A two-row form in a container at the top of the readable area: each
    /// row a label of a fixed width and a field filling the rest, centred on
    /// each other (`.alignAllCenterY`), written in the Visual Format
    /// Language with metrics by name.
    ///
    /// - Returns: the form's container.
    @discardableResult
    public static func addForm(to screen: View) -> View {
        let form = View(name: "form")
        form.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(form)
        let views = ["nameLabel", "nameField", "emailLabel", "emailField"].map { View(name: $0) }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            form.addSubview(view)
        }
        let named = Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0) })
        let metrics: [String: Any] = ["labelWidth": 80, "labelHeight": 21, "fieldHeight": 36]
        var constraints = [
            form.topAnchor.constraint(equalTo: screen.layoutMarginsGuide.topAnchor),
            form.leadingAnchor.constraint(equalTo: screen.readableContentGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: screen.readableContentGuide.trailingAnchor),
        ]
        // Force-try: the formats are fixed, and a typo should stop the example.
        for format in [
            "H:|[nameLabel(labelWidth)]-[nameField]|",
            "H:|[emailLabel(==nameLabel)]-[emailField]|",
            "V:|[nameField(fieldHeight)]-[emailField(==nameField)]|",
            "V:[nameLabel(labelHeight)]",
            "V:[emailLabel(labelHeight)]",
        ] {
            let options: LayoutConstraint.FormatOptions = format.hasPrefix("H:") ? .alignAllCenterY : []
            constraints += try! LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: named)
        }
        LayoutConstraint.activate(constraints)
        return form
    }

    /// A text column that spans the readable content guide: the margins'
    /// width on a phone, at most 672 points, centred, on a wider screen.
    /// Its top and bottom are left to the caller.
    ///
    /// - Returns: the column.
    @discardableResult
    public static func addReadableColumn(to screen: View) -> View {
        let article = View(name: "article")
        article.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(article)
        LayoutConstraint.activate([
            article.leadingAnchor.constraint(equalTo: screen.readableContentGuide.leadingAnchor),
            article.trailingAnchor.constraint(equalTo: screen.readableContentGuide.trailingAnchor),
        ])
        return article
    }

    /// Three buttons of equal widths along the bottom margin, the system
    /// spacing between them, the row spanning the margins.
    ///
    /// - Returns: the buttons, leading to trailing.
    @discardableResult
    public static func addEqualWidthButtons(to screen: View) -> [View] {
        let buttons = ["cancel", "save", "share"].map { View(name: $0) }
        for button in buttons {
            button.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(button)
        }
        let (first, second, third) = (buttons[0], buttons[1], buttons[2])
        let margins = screen.layoutMarginsGuide
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
            third.leadingAnchor.constraint(equalToSystemSpacingAfter: second.trailingAnchor, multiplier: 1),
            third.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            second.widthAnchor.constraint(equalTo: first.widthAnchor),
            third.widthAnchor.constraint(equalTo: first.widthAnchor),
            first.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            first.heightAnchor.constraint(equalToConstant: 44),
            second.topAnchor.constraint(equalTo: first.topAnchor),
            second.bottomAnchor.constraint(equalTo: first.bottomAnchor),
            third.topAnchor.constraint(equalTo: first.topAnchor),
            third.bottomAnchor.constraint(equalTo: first.bottomAnchor),
        ])
        return buttons
    }
}
