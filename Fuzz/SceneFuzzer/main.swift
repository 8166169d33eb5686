// A libFuzzer target for layout-dump's scene format: the input is a scene
// file (any bytes; invalid UTF-8 reads as U+FFFD, as layout-dump reads
// files). Its first byte picks the output format, whether constraints and
// explanations are shown and whether an orthogonal section is swept; the
// rest is the scene, run through the whole command (parse, build, lay out,
// format) as `layout-dump - …` would.
//
// It must never crash or hang, and must answer as documented: exit 0 or 1
// with output, exit 65 with every error placed at a line and column of the
// file, or — only when an orthogonal section is asked for — exit 64 saying
// why that section cannot be swept. A violation prints the scene and traps:
// libFuzzer saves the input.

import LayoutDump

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a line to standard error, unbuffered (a trap loses buffered output).
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Reports a violation with the scene and the command's answer, and traps.
func fail(_ message: String, scene: String, arguments: [String], result: CommandResult) -> Never {
    printError("scene fuzzer: \(message)")
    printError("arguments: \(arguments)")
    printError("exit status: \(result.status)")
    printError("--- scene\n\(scene)\n--- standard output\n\(result.standardOutput)")
    printError("--- standard error\n\(result.standardError)")
    fatalError(message)
}

/// The arguments the first byte selects (only combinations layout-dump
/// accepts: constraints in text and JSON, explanations in all but CSV): bit
/// 32 picks HTML over the format of bits 0–1, bit 64 sweeps the section
/// bit 7 names (0 or 1) along its own axis.
func arguments(for selector: UInt8) -> [String] {
    let format = selector & 32 != 0 ? "html" : ["text", "json", "svg", "csv"][Int(selector & 3)]
    var arguments = ["-", "--format", format]
    if selector & 4 != 0, format == "text" || format == "json" { arguments.append("--constraints") }
    if selector & 8 != 0, format != "csv" { arguments.append("--explain") }
    if selector & 16 != 0 { arguments.append("--strict") }
    if selector & 64 != 0 { arguments += ["--orthogonal-section", selector & 128 != 0 ? "1" : "0"] }
    return arguments
}

/// The number of lines as layout-dump numbers them: `\n`, `\r\n` and a
/// lone `\r` each end one.
func lineCount(of scene: String) -> Int {
    var count = 1
    var afterReturn = false
    for scalar in scene.unicodeScalars {
        if scalar == "\n" && afterReturn {
            afterReturn = false
            continue
        }
        afterReturn = scalar == "\r"
        if scalar == "\n" || scalar == "\r" { count += 1 }
    }
    return count
}

/// Checks that every `<stdin>:LINE:COLUMN: error:` names a place in the file.
func errorsArePlaced(_ standardError: String, lineCount: Int) -> Bool {
    var sawError = false
    for line in standardError.split(separator: "\n", omittingEmptySubsequences: true) {
        guard line.hasPrefix("<stdin>:"), line.contains(": error: ") else { continue }
        let fields = line.dropFirst("<stdin>:".count).split(separator: ":", maxSplits: 2)
        guard fields.count == 3, let row = Int(fields[0]), let column = Int(fields[1]) else { return false }
        guard (1...max(1, lineCount + 1)).contains(row), column >= 1 else { return false }
        sawError = true
    }
    return sawError
}

/// libFuzzer's entry: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    guard let selector = bytes.first else { return 0 }
    let scene = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let arguments = arguments(for: selector)
    let result = LayoutDumpCommand.run(arguments: arguments, readStandardInput: { scene })
    switch result.status {
    case ExitStatus.success, ExitStatus.brokenConstraints:
        if result.standardOutput.isEmpty {
            fail("a scene that was laid out printed nothing", scene: scene, arguments: arguments, result: result)
        }
        if result.status == ExitStatus.brokenConstraints, !arguments.contains("--strict") {
            fail("exit 1 without --strict", scene: scene, arguments: arguments, result: result)
        }
    case ExitStatus.sceneError:
        if !errorsArePlaced(result.standardError, lineCount: lineCount(of: scene)) {
            fail(
                "a scene error without a line and column in the file",
                scene: scene, arguments: arguments, result: result)
        }
    case ExitStatus.usage where arguments.contains("--orthogonal-section"):
        if !result.standardError.hasPrefix("Error: --orthogonal-section") {
            fail(
                "a usage error other than the orthogonal section's", scene: scene, arguments: arguments, result: result)
        }
    default:
        fail("unexpected exit status", scene: scene, arguments: arguments, result: result)
    }
    return 0
}
