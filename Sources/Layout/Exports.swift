// `import Layout` is enough for `CGFloat`, `CGRect`, `IndexPath` and the rest
// of Foundation, as `import UIKit` is: ported UIKit code needs no second import.
@_exported import Foundation
