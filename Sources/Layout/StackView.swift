/// placeholder
open class StackView: View {
    func arrangedSubviewVisibilityDidChange(_ view: View) {}
}
