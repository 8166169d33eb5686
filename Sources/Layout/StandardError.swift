import Foundation

/// Writes text to standard error (Swift 6 rejects `fputs(…, stderr)`).
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
