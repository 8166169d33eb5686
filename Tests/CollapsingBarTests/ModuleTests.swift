import CollapsingBar
import Testing

@Test func moduleReexportsLayout() {
    let view = View(name: "bar")
    #expect(view.name == "bar")
}
