// layout-dump: lays out a scene of views and constraints and prints the
// frames. Everything happens in LayoutDump's `LayoutDumpCommand`; this file
// only passes the arguments and standard input in and writes the result out.
import Foundation
import LayoutDump

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to a file descriptor (Swift 6 rejects `fputs(…, stderr)`).
struct FileDescriptorStream: TextOutputStream {
    let descriptor: Int32

    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)[...]
        while !bytes.isEmpty {
            let written = unsafe bytes.withUnsafeBytes { unsafe Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

let result = LayoutDumpCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    readStandardInput: { String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) })
var standardOutput = FileDescriptorStream(descriptor: 1)
var standardError = FileDescriptorStream(descriptor: 2)
print(result.standardOutput, terminator: "", to: &standardOutput)
print(result.standardError, terminator: "", to: &standardError)
exit(result.status)
