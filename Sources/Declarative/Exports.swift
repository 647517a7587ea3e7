// Like `import SwiftUI`, `import Declarative` brings Foundation's types (CGFloat, CGRect, Date, UUID, String(format:))
// into scope, so SwiftUI code compiles with only its import line changed.
@_exported import Foundation
