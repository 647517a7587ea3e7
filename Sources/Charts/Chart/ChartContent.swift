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
/// Chart content is not a view: a `Chart` reads it and draws the marks, and a mark placed where a
/// view belongs (`VStack { BarMark(…) }`) does not compile, as in Swift Charts. Its modifiers
/// (`foregroundStyle(by:)`, `annotation`, …) are its own.
///
/// The framework's content types declare their conformance in an extension, so that the types, their
/// initializers and the modifiers stay nonisolated, as Swift Charts' are (a conformance in the type's
/// declaration would make the whole type main-actor isolated).
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content representing the body of this content.
    associatedtype Body: ChartContent
    /// The content and behaviour of the chart content.
    @ChartContentBuilder var body: Self.Body { get }
}

extension Never: ChartContent {}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// Optional content is resolved by `Chart`; it has no body.
    public var body: Never { fatalError("Optional chart content is resolved by Chart") }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// A `ForEach` of chart content is resolved by `Chart`; it has no body.
    public var body: Never { fatalError("ForEach of chart content is resolved by Chart") }
}

extension ForEach where Content: ChartContent {
    /// Chart content for data, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                            @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        let key = id      // (key paths are Sendable; the closure reads the element only)
        // `id: \.self` reads the element itself: applying an identity key path costs hundreds of instructions an
        // element, a million times for a line of samples. It is told by its offset rather than by comparing it with
        // `\Data.Element.self`, which generic code makes anew at every call (19 k instructions, a fifth of a small
        // chart's body): a path from a value to one of the value's own type stores it at offset 0 only when it is
        // the identity, as a value type cannot contain itself and a path through a class or a computed property
        // has no offset.
        if ID.self == Data.Element.self, MemoryLayout<Data.Element>.offset(of: key) == 0 {
            self.init(data: data, id: { unsafeBitCast($0, to: ID.self) }, content: content)    // safe: ID is Element
        } else {
            self.init(data: data, id: { $0[keyPath: key] }, content: content)
        }
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Chart content for identifiable data.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Chart content for a constant range of integers.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// Chart content the resolver understands directly (marks, containers, modifiers).
@MainActor
protocol ResolvableChartContent {
    /// Adds this content's marks to the resolver.
    func resolve(into resolver: inout ChartContentResolver)
}

/// A group of chart content, as Swift Charts' `Plot`: it only groups, so that modifiers can
/// apply to several marks at once.
public struct Plot<Content: ChartContent> {
    let content: Content
    /// Groups the content.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
}

extension Plot: ChartContent, ResolvableChartContent {
    /// A group has no body of its own.
    public var body: Never { fatalError("Plot is resolved by Chart") }
    func resolve(into resolver: inout ChartContentResolver) { resolver.walk(content, key: "0") }
}

/// Type-erased chart content, as Swift Charts' `AnyChartContent`.
public struct AnyChartContent {
    let content: any ChartContent
    /// Wraps content.
    public init(_ content: any ChartContent) { self.content = content }
    /// Wraps content of any type.
    public init(erasing content: some ChartContent) { self.content = content }
}

extension AnyChartContent: ChartContent, ResolvableChartContent {
    /// Erased content has no body of its own.
    public var body: Never { fatalError("AnyChartContent is resolved by Chart") }
    func resolve(into resolver: inout ChartContentResolver) { resolver.walk(content, key: "\(type(of: content))") }
}

/// One branch of an `if`/`else` in a ``ChartContentBuilder``, as Swift Charts' `BuilderConditional`.
public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent> {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
}

extension BuilderConditional: ChartContent, ResolvableChartContent {
    /// Conditional content has no body of its own.
    public var body: Never { fatalError("BuilderConditional is resolved by Chart") }
    func resolve(into resolver: inout ChartContentResolver) {
        switch storage {
        case .trueContent(let c): resolver.walk(c, key: "t")
        case .falseContent(let c): resolver.walk(c, key: "f")
        }
    }
}

/// Several pieces of chart content in a builder block, in order; each is identified by its position.
struct TupleChartContent<each Element: ChartContent> {
    let elements: (repeat each Element)
    init(_ elements: repeat each Element) { self.elements = (repeat each elements) }
}

extension TupleChartContent: ChartContent, ResolvableChartContent {
    var body: Never { fatalError("TupleChartContent is resolved by Chart") }
    func resolve(into resolver: inout ChartContentResolver) {
        var index = 0
        for element in repeat each elements {
            resolver.walk(element, key: String(index))
            index += 1
        }
    }
}

/// No chart content: an empty builder block.
struct EmptyChartContent {
    init() {}
}

extension EmptyChartContent: ChartContent, ResolvableChartContent {
    var body: Never { fatalError("EmptyChartContent is resolved by Chart") }
    func resolve(into resolver: inout ChartContentResolver) {}
}

/// Builds chart content from closures, as Swift Charts' `@ChartContentBuilder`. Its functions are
/// nonisolated, as Swift Charts' are: a builder works on a free function or an enum's property too.
@resultBuilder
public struct ChartContentBuilder {
    /// An empty block.
    public static func buildBlock() -> some ChartContent { EmptyChartContent() }
    /// One piece of content passes through.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    /// Several pieces of content, in order.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> some ChartContent {
        TupleChartContent(repeat each content)
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
