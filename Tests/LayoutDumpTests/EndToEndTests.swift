import Foundation
import Testing

@testable import LayoutDump

/// Runs the built `layout-dump` binary and checks standard output, standard
/// error and the exit status.
///
/// The test target depends on the `layout-dump` executable target, so
/// `swift build --build-tests` and `swift test` build the binary too; it is
/// found next to the test bundle (the build's products directory), or in
/// `.build/debug`. If it is missing the tests fail, saying so.
@Suite("End to end: the built binary")
struct EndToEndTests {
    static let binary: URL? = {
        var directories: [URL] = []
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent("layout-dump")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    func run(_ arguments: [String], stdin: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws -> Run
    {
        guard let binary = Self.binary else {
            Issue.record(
                "layout-dump is not built: run `swift build --product layout-dump` (swift test builds it too)",
                sourceLocation: sourceLocation)
            throw CancellationError()
        }
        // Standard output and error go to files, so a large output cannot
        // fill a pipe and block the child while the test waits.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layout-dump-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Run(
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self), status: process.terminationStatus)
    }

    @Test("no arguments: the default scene's text, exit 0, nothing on standard error")
    func noArguments() throws {
        let result = try run([])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        assertSnapshot(result.stdout, named: "default-bar.txt")
    }

    @Test("the binary prints what the in-process command prints, in every format")
    func sameAsInProcess() throws {
        for arguments in [
            ["--format", "json"], ["Examples/form.scene", "--format", "svg"],
            ["Examples/bar-without-search.scene", "--format", "csv"], ["Examples/conflicts.scene", "--explain"],
        ] {
            let binary = try run(arguments)
            let inProcess = runCommand(arguments)
            #expect(binary.stdout == inProcess.standardOutput, "\(arguments)")
            #expect(binary.stderr == inProcess.standardError, "\(arguments)")
            #expect(binary.status == inProcess.status, "\(arguments)")
        }
    }

    @Test("--help: standard output, exit 0")
    func help() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout == LayoutDumpCommand.help)
        #expect(result.stderr == "")
    }

    @Test("a usage error: standard error, exit 64")
    func usage() throws {
        let result = try run(["--offset"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: Missing value for '--offset <y>'\nUsage: layout-dump "))
        #expect(result.stderr.hasSuffix("  See 'layout-dump --help' for more information.\n"))
    }

    @Test("a scene error: file:line:column on standard error, exit 65")
    func sceneError() throws {
        let result = try run(["-"], stdin: "view title\ntitle.top == titel.bottom\n")
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("<stdin>:2:14: error: unknown view 'titel'"))
    }

    @Test("a scene from standard input")
    func standardInput() throws {
        let result = try run(
            ["-", "--format", "csv"], stdin: "view a\na.width == 10\na.height == 20\nH:|[a]\nV:|[a]\n")
        #expect(result.status == 0)
        #expect(result.stdout == "offset,a.y,a.height\n0,0,20\n")
    }

    @Test("--strict: exit 1 when constraints were broken, with the error on standard error")
    func strict() throws {
        let result = try run(["Examples/conflicts.scene", "--strict"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Examples/conflicts.scene:12:1: error: constraint broken"))
        let relaxed = try run(["Examples/conflicts.scene"])
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.contains("warning: constraint broken"))
    }

    @Test("a missing file: exit 66")
    func missingFile() throws {
        let result = try run(["no-such.scene"])
        #expect(result.status == 66)
        #expect(result.stderr == "layout-dump: error: cannot read 'no-such.scene': no such file\n")
    }

    @Test("the same scene gives byte-identical output on every run")
    func deterministic() throws {
        let arguments = ["Examples/stack-distributions.scene", "--format", "json", "--constraints", "--explain"]
        let first = try run(arguments)
        let second = try run(arguments)
        #expect(first.stdout == second.stdout)
        #expect(!first.stdout.isEmpty)
    }
}
