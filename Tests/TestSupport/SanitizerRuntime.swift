import Foundation

/// Whether this process runs under AddressSanitizer or ThreadSanitizer, for
/// the few tests whose systems are large only to make a point about size:
/// under a sanitizer they build a smaller system through the same code paths,
/// and a plain `swift test` still builds the full one.
public enum SanitizerRuntime {
    /// True when the AddressSanitizer or ThreadSanitizer runtime is linked
    /// into this process (`swift test --sanitize=address` or `=thread`).
    public static let isLoaded = dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil

    /// `full`, or `sanitized` when a sanitizer's runtime is loaded.
    ///
    /// A test using it checks its claim at the full size in every plain run;
    /// the sanitizers check the memory and threads of the same paths. With
    /// the solver's invariant checks (debug builds) a system of n constraints
    /// on one variable costs about n³ steps, minutes for n = 1,001 in an
    /// instrumented build.
    public static func count(full: Int, sanitized: Int) -> Int {
        isLoaded ? sanitized : full
    }
}
