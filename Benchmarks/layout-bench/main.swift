#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// layout-bench [--quick] [PREFIX ...]: see `LayoutBench` in Harness.swift.
exit(LayoutBench.main(CommandLine.arguments.dropFirst()))
