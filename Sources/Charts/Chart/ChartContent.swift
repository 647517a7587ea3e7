import Foundation
import Declarative

/// A type that represents the content of a chart, as Swift Charts' `ChartContent`: marks,
/// `ForEach` over marks, groups of marks, and marks with modifiers.
///
/// Compose content in `body`, just like a view:
/// ```swift
/// struct Forecast: ChartContent {
///     let day: String, low: Double, high: Double
///     var body: some ChartContent {
///         BarMark(x: .value("Day", day), yStart: .value("Low", low), yEnd: .value("High", high))
///         PointMark(x: .value("Day", day), y: .value("High", high))
///     }
/// }
/// ```
///
/// Chart content refines `View` so that Declarative's `ForEach`, `if`/`else` and multi-element
/// `body` blocks work unchanged inside charts, and so that the chart modifiers declared on
/// `ChartContent` take precedence over the view modifiers of the same name. Chart content is
/// never placed in a view hierarchy itself: a `Chart` reads it and draws the marks. Putting a
/// mark directly in a `VStack` is a programming error (its `body` traps).
public protocol ChartContent: View where Body: ChartContent {}

extension Never: ChartContent {}
extension EmptyView: ChartContent {}
extension TupleView: ChartContent {}
extension Optional: ChartContent where Wrapped: ChartContent {}
extension _ConditionalContent: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {}
extension ForEach: ChartContent where Content: ChartContent {}

/// Chart content the resolver understands directly (marks, containers, modifiers).
@MainActor
protocol ResolvableChartContent {
    /// Adds this content's marks to the resolver.
    func resolve(into resolver: inout ChartContentResolver)
}

/// A group of chart content, as Swift Charts' `Plot`: it only groups, so that modifiers can
/// apply to several marks at once.
public struct Plot<Content: ChartContent>: ChartContent, ResolvableChartContent {
    let content: Content
    /// Groups the content.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    /// A group has no body of its own.
    public var body: Never { fatalError("Plot is resolved by Chart") }
    func resolve(into resolver: inout ChartContentResolver) { resolver.walk(content, key: "0") }
}

/// Type-erased chart content, as Swift Charts' `AnyChartContent`.
public struct AnyChartContent: ChartContent, ResolvableChartContent {
    let content: any ChartContent
    /// Wraps content.
    public init(_ content: any ChartContent) { self.content = content }
    /// Wraps content of any type.
    public init(erasing content: some ChartContent) { self.content = content }
    /// Erased content has no body of its own.
    public var body: Never { fatalError("AnyChartContent is resolved by Chart") }
    func resolve(into resolver: inout ChartContentResolver) { resolver.walk(content, key: "\(type(of: content))") }
}

/// One branch of an `if`/`else` in a ``ChartContentBuilder``, as Swift Charts' `BuilderConditional`.
public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent, ResolvableChartContent {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    /// Conditional content has no body of its own.
    public var body: Never { fatalError("BuilderConditional is resolved by Chart") }
    func resolve(into resolver: inout ChartContentResolver) {
        switch storage {
        case .trueContent(let c): resolver.walk(c, key: "t")
        case .falseContent(let c): resolver.walk(c, key: "f")
        }
    }
}

/// Builds chart content from closures, as Swift Charts' `@ChartContentBuilder`.
@resultBuilder @MainActor
public enum ChartContentBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One piece of content passes through.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    /// Several pieces of content, in order.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleView<(repeat each C)> {
        TupleView((repeat each content))
    }
    /// A chart content expression.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// An `if` without `else`.
    public static func buildIf<C: ChartContent>(_ content: C?) -> C? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .trueContent(first))
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .falseContent(second))
    }
    /// A branch under `#available`.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent { AnyChartContent(content) }
}
