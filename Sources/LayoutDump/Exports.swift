// The results and reports of a run (LayoutResult, the formatters) are
// `LayoutReport`'s: code that runs scenes reads them with `import LayoutDump`.
@_exported import LayoutReport
