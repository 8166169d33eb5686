import Foundation
import Layout

/// A label for the ported cells: a view whose intrinsic size follows its
/// text, 7 pt a character and 20 pt a line, as a stand-in for text
/// measurement (the kit draws no text).
///
/// Like UIKit's `UILabel`, an empty label has no size (0 × 0), and at most
/// ``numberOfLines`` lines count (0: all); lines are the text's lines.
public final class TextLabel: View {
    /// The width of one character.
    public static let characterWidth: CGFloat = 7
    /// The height of one line.
    public static let lineHeight: CGFloat = 20

    /// The text; setting it updates the intrinsic size.
    public var text = "" {
        didSet { if text != oldValue { intrinsicContentSize = Self.size(of: text, lines: numberOfLines) } }
    }

    /// The most lines shown (UIKit's default 1; 0 for no limit).
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { intrinsicContentSize = Self.size(of: text, lines: numberOfLines) } }
    }

    /// Creates an empty label.
    public init(name: String, text: String = "") {
        super.init(name: name)
        self.text = text
        intrinsicContentSize = Self.size(of: text, lines: numberOfLines)
    }

    /// The size of `text` shown in at most `lines` lines (0: all), counting
    /// Unicode scalars as characters.
    public static func size(of text: String, lines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        var text = text
        // Counted in the string's UTF-8 storage, made contiguous once.
        return text.withUTF8 { bytes in
            var count = 1
            var longest = 0
            var current = 0
            for byte in bytes {
                if byte == 0x0A {
                    if lines > 0 && count == lines { break }
                    longest = max(longest, current)
                    current = 0
                    count += 1
                } else if byte & 0xC0 != 0x80 {
                    current += 1
                }
            }
            longest = max(longest, current)
            return CGSize(width: CGFloat(longest) * characterWidth, height: CGFloat(count) * lineHeight)
        }
    }
}
