/// The scene `layout-dump` lays out when it is given none; the same text as
/// `Examples/default-bar.scene`.
public enum DefaultScene {
    /// The name headers show for it.
    public static let name = "default scene (built in; Examples/default-bar.scene)"

    /// The scene's text.
    public static let source = """
        # The default scene of layout-dump: the collapsing navigation bar, every
        # panel present, over a list, on an iPhone-sized screen (390x844 points at
        # 3 pixels per point; the status bar and the sensor housing take the top
        # 47 points: the safe area starts below them).
        screen 390x844 scale 3 safe-top 47

        # The list: a scroll view holding four rows of 44 points. Its content is
        # taller than the rows shown (a long list), so it can scroll the bar shut.
        scroll list rows 4 row-height 44 content-height 1800

        # The bar, over the list: it pins itself to the top of the screen, fills
        # the screen with the list under it, and takes over the list's top inset.
        # With no offsets given, the bar is laid out expanded, half-collapsed and
        # collapsed.
        bar over list

        """
}
