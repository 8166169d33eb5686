/// `--format html`: one self-contained page (inline style and script, no
/// network, no other file) that draws the frames as the SVG does — views in
/// screen coordinates, coloured by depth, labelled, clipped to the screen,
/// the safe area's edges dashed red — and marks ambiguous views (dashed) and
/// views named by a broken constraint (red). A slider steps through the
/// offsets; a toggle switches between the layouts left to right and right
/// to left; hovering a view shows its name, its frame and the constraints
/// that name it.
///
/// The page draws only what the data embedded in it says: the frames of
/// every offset laid out, nothing interpolated (see
/// ``pageData(_:_:)`` for its shape). The script builds the drawing from
/// that data when the page loads and again on every slider move or toggle.
package enum HTMLFormatter {
    /// The page for `result`; with `otherDirection`, the same scene laid
    /// out in the other direction, the page has a direction toggle and
    /// shows `result`'s direction first.
    package static func format(
        _ result: LayoutResult, _ options: OutputOptions, otherDirection: LayoutResult? = nil
    ) -> String {
        let title = SVGFormatter.escape("layout-dump: \(options.sceneName)")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            \(style)</style>
            </head>
            <body>
            <header>
            <h1>\(title)</h1>
            <p id="heading"></p>
            <p id="facts"></p>
            <div id="controls"></div>
            <p id="legend">Dashed outline: an ambiguous view. Red outline: a view named by a broken constraint. \
            Dashed red lines: the safe area. Hover a view for its frame and constraints.</p>
            </header>
            <main>
            <div id="screen"></div>
            <aside id="info"><p class="hint">Hover a view to see its frame and the constraints that name it.</p></aside>
            </main>
            <section id="diagnostics" hidden><h2>What the layout kit reported</h2><pre></pre></section>
            <noscript><p>This page draws the layout with JavaScript; turn it on to see it.</p></noscript>
            <script type="application/json" id="layout-data">
            \(pageData(result, options, otherDirection: otherDirection))</script>
            <script>
            \(script)</script>
            </body>
            </html>

            """
    }
}
