import Foundation
import Declarative

/// An axis mark that draws nothing, as Swift Charts' `EmptyAxisMark`: the branch of an `AxisMarks` builder that
/// leaves a value unmarked (`default: EmptyAxisMark()` after the labelled cases of a `switch`).
public struct EmptyAxisMark: AxisMark {
    /// An empty axis mark.
    public init() {}
}
