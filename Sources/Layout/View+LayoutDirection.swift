extension View {
    /// The direction the tree lays out in (default left to right): in
    /// right to left, leading is the right edge. UIKit takes it from the
    /// application's language; here the root holds it for its tree.
    ///
    /// Settable on any view: it is read from and written to the root, as
    /// ``safeAreaInsets`` are. A change re-resolves only the active
    /// constraints that use leading or trailing and the layout margins
    /// (incrementally in the solver); the next layout pass moves the views
    /// and tells their observers, as for any other change.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { rootView.storedLayoutDirection }
        set { rootView.storedLayoutDirection = newValue }
    }

    /// What the view's content means for its direction (default
    /// `.unspecified`): `.forceLeftToRight` or `.forceRightToLeft` force the
    /// view's own direction; `.playback` and `.spatial` keep it left to
    /// right. It applies to this view alone, not to its subviews (UIKit).
    public var semanticContentAttribute: SemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set { storedSemanticContentAttribute = newValue }
    }

    /// The direction the view lays out in: its root's
    /// ``userInterfaceLayoutDirection``, unless its
    /// ``semanticContentAttribute`` forces one (UIKit's rule). The view's
    /// leading and trailing anchors, margins and directional insets follow it.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        let attribute = storedSemanticContentAttribute
        if attribute != .unspecified { return attribute.direction(in: .leftToRight) }
        return unsafe View.root(of: Unmanaged.passUnretained(self)).withGuaranteedInstance {
            $0.storedLayoutDirection
        }
    }

    /// Whether ``effectiveUserInterfaceLayoutDirection`` is right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}

extension View {
    /// Sets the margins constants of every view of the subtree for its
    /// current direction (see ``updateMarginsForDirection()``).
    func updateMarginsForDirectionInSubtree() {
        updateMarginsForDirection()
        for view in subviews { view.updateMarginsForDirectionInSubtree() }
    }
}
