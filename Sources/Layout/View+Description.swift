import Foundation

extension View {
    /// The view tree as text, one view a line, nested lines prefixed with
    /// `   | ` per level: `<View 'name'; frame = (x y; w h)>`, hidden views
    /// marked. No object addresses: identical trees dump identically.
    public var recursiveDescription: String {
        var lines: [String] = []
        appendDescription(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    func appendDescription(to lines: inout [String], depth: Int) {
        lines.append(String(repeating: "   | ", count: depth) + shortDescription)
        for view in subviews { view.appendDescription(to: &lines, depth: depth + 1) }
    }

    /// One line: `<View 'name'; frame = (x y; w h)>` and extra facts.
    public var shortDescription: String {
        let f = frame
        let numbers = [f.minX, f.minY, f.width, f.height].map { formatLayoutNumber(Double($0)) }
        var text = "<\(type(of: self)) '\(name)'; frame = (\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))"
        for extra in descriptionDetails { text += "; \(extra)" }
        if isHidden { text += "; hidden" }
        return text + ">"
    }
}
