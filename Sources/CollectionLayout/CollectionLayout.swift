@_exported import Layout
