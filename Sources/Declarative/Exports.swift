// Like `import SwiftUI`, `import Declarative` brings Foundation's types (CGFloat, CGRect, Date, UUID, String(format:))
// and Observation's `@Observable`, `@ObservationIgnored` and `withObservationTracking` into scope, so SwiftUI code
// compiles with only its import line changed.
@_exported import Foundation
@_exported import Observation
