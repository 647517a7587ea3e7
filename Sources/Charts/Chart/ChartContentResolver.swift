import Foundation
import Declarative

/// Walks chart content and collects its marks, in declaration order.
///
/// ```
/// Chart { ForEach(sales) { BarMark(…) }; RuleMark(…).foregroundStyle(.red) }
///   TupleView ── 0 ── ForEach ── "Mon" ── BarMark        key "0/Mon"
///            │               └─ "Tue" ── BarMark        key "0/Tue"
///            └─ 1 ── modifier (pushes a style change) ── RuleMark   key "1"
/// ```
/// Each mark's key is the path of builder positions and `ForEach` ids above it, so a mark keeps
/// its identity when data is inserted, removed or reordered around it; modifiers add nothing to
/// the path. Style changes apply outermost first, so the innermost modifier wins.
@MainActor
struct ChartContentResolver {
    private(set) var marks = MarkList()
    fileprivate(set) var path: [String] = []
    private var styles: [(inout MarkStyle) -> Void] = []

    /// Resolves content into marks.
    static func marks(of content: some ChartContent) -> MarkList {
        var r = ChartContentResolver()
        r.visit(content)
        return r.marks
    }

    /// Makes room for `count` more marks.
    mutating func reserveCapacity(_ count: Int) { marks.reserveCapacity(count) }

    /// Visits a child of the current content under a path component.
    mutating func walk(_ content: any ChartContent, key: String) {
        path.append(key)
        defer { path.removeLast() }
        visit(content)
    }

    /// Visits content without adding to the path (modifiers, single bodies). Generic, so that the casts below ask
    /// about the content's own type: a cast of an `any ChartContent` box first asks whether the box's type conforms,
    /// and a process's first such question scans every conformance record of the binary (~0.2 M instructions).
    mutating func visit<C: ChartContent>(_ content: C) {
        if let r = content as? any ResolvableChartContent {
            r.resolve(into: &self)
        } else if let custom = content as? any ChartMark {
            var mark = ResolvedMark(kind: .custom)
            mark.custom = custom
            mark.x = custom.xValues.isEmpty ? .none : .interval(Self.lowest(custom.xValues), Self.highest(custom.xValues))
            mark.y = custom.yValues.isEmpty ? .none : .interval(Self.lowest(custom.yValues), Self.highest(custom.yValues))
            if custom.xValues.count == 1, let v = custom.xValues.first { mark.x = .value(v.primitive) }
            add(mark)
        } else if let body = Self.body(of: content) {
            visit(body)
        }
    }

    /// Runs `body` with a style change in effect for every mark added meanwhile.
    mutating func withStyle(_ change: @escaping (inout MarkStyle) -> Void, _ body: (inout ChartContentResolver) -> Void) {
        styles.append(change)
        body(&self)
        styles.removeLast()
    }

    /// Adds a mark, giving it the current path as identity and the current styles.
    mutating func add(_ mark: ResolvedMark) {
        add(mark, key: path.count == 1 ? path[0] : path.joined(separator: "/"))
    }

    /// Adds a mark with `key` as identity and the current styles.
    fileprivate mutating func add(_ mark: consuming ResolvedMark, key: String) {
        mark.key = key
        for change in styles { change(&mark.style) }
        marks.append(mark)
    }

    /// `mark` with the current styles.
    fileprivate func styled(_ mark: consuming ResolvedMark) -> ResolvedMark {
        for change in styles { change(&mark.style) }
        return mark
    }

    /// What comes before a `ForEach` element's own key in its marks' keys: the current path and a "/".
    fileprivate var keyPrefix: String { path.isEmpty ? "" : path.joined(separator: "/") + "/" }

    /// The body of composite content; nil for primitive content (`Body == Never`).
    private static func body<C: ChartContent>(of content: C) -> (any ChartContent)? {
        C.Body.self == Never.self ? nil : content.body
    }

    private static func lowest(_ values: [any Plottable]) -> PlottablePrimitive {
        let p = values.map(\.primitive)
        return p.min { ($0.continuousValue ?? 0) < ($1.continuousValue ?? 0) } ?? p[0]
    }

    private static func highest(_ values: [any Plottable]) -> PlottablePrimitive {
        let p = values.map(\.primitive)
        return p.max { ($0.continuousValue ?? 0) < ($1.continuousValue ?? 0) } ?? p[0]
    }
}

extension Optional: ResolvableChartContent where Wrapped: ChartContent {
    func resolve(into resolver: inout ChartContentResolver) {
        if let content = self { resolver.walk(content, key: "?") }
    }
}

@MainActor
extension ForEach: ResolvableChartContent where Content: ChartContent {
    func resolve(into resolver: inout ChartContentResolver) {
        let elements = contiguousElements
        // The two point-like marks are named, so that their channels are read from a known type (through the
        // protocol, each copy of them went through value witnesses).
        let make = content      // (a closure reading `self.content` asks for the ForEach type's metadata each call)
        if Content.self == LineMark.self {
            addColumns(of: elements, to: &resolver) { unsafeBitCast(make($0), to: LineMark.self).channels }   // safe: checked
            return
        }
        if Content.self == PointMark.self {
            addColumns(of: elements, to: &resolver) { unsafeBitCast(make($0), to: PointMark.self).channels }  // safe: checked
            return
        }
        resolver.reserveCapacity(elements.count)
        if Content.self == BarMark.self {       // bars, the commonest marks, named too (read through the protocol below)
            forEachKey(of: elements) { element, key in
                resolver.addBuiltIn(unsafeBitCast(make(element), to: BarMark.self).mark, key: key)      // safe: checked
            }
        } else if let builtIn = Content.self as? any BuiltInMark.Type {
            addMarks(of: elements, as: builtIn, to: &resolver)
        } else {
            forEachKey(of: elements) { element, key in resolver.walk(make(element), key: key) }
        }
    }

    /// Adds the built-in mark of each element, without asking its type what it is (`walk` does, through dynamic
    /// casts). The type is opened here, once: opened in the loop, it was looked up again for every element.
    private func addMarks<B: BuiltInMark>(of elements: ContiguousArray<Data.Element>, as type: B.Type,
                                          to resolver: inout ChartContentResolver) {
        let make = content      // (as above)
        forEachKey(of: elements) { element, key in resolver.addBuiltIn(make(element), as: type, key: key) }
    }

    /// Adds the point-like marks of the elements as a column run (`MarkColumns`) while they fit in one, then one by
    /// one from the first that does not. The keys are the general path's: integer ids are kept as integers while they
    /// rise (so none repeats), and turned into strings, the repeats told apart, from the first that does not.
    private func addColumns(of elements: ContiguousArray<Data.Element>, to resolver: inout ChartContentResolver,
                            channels make: (Data.Element) -> MarkChannels) {
        let prefix = resolver.keyPrefix
        var keys = ForEachKeys(count: elements.count, ids: ID.self)
        var run: MarkColumns?
        var columnar = true, integers = ID.self == Int.self
        /// Ends the integer keys: the general key maker learns them, to tell later repeats apart.
        func endIntegers() {
            if integers, let run { keys.learn(run.integerKeys) }
            integers = false
        }
        for element in elements {
            let channels = make(element)
            let id = id(element)
            if columnar, run == nil {
                run = MarkColumns(first: channels, styled: resolver.styled(channels.mark), keyPrefix: prefix,
                                  capacity: elements.count, integerIDs: integers)
                columnar = run != nil
            }
            if columnar, let (x, y) = run!.values(of: channels) {
                if integers {
                    let n = unsafeBitCast(id, to: Int.self)     // safe: ID is Int
                    if run!.takes(id: n) {
                        run!.append(x: x, y: y, id: n)
                        continue
                    }
                    endIntegers()
                }
                run!.append(x: x, y: y, key: keys.key(for: id))
                continue
            }
            if columnar {       // the first mark that does not fit: the run ends, the rest go one by one
                endIntegers()
                resolver.append(run!)
                columnar = false
            }
            endIntegers()
            resolver.add(channels.mark, key: prefix + keys.key(for: id))
        }
        if columnar, let run { resolver.append(run) }
    }

    /// Calls `body` with each element and its key: its id, told apart by occurrence when repeated.
    private func forEachKey(of elements: ContiguousArray<Data.Element>, _ body: (Data.Element, String) -> Void) {
        var keys = ForEachKeys(count: elements.count, ids: ID.self)
        for element in elements { body(element, keys.key(for: id(element))) }
    }
}

/// The keys of a `ForEach`'s elements: each id as a string, told apart by occurrence when repeated ("7", "7~1", …),
/// as Declarative does.
///
/// Not generic over the id type: the resolver runs unspecialised, and a `ForEachKeys<ID>` there looked its type
/// metadata up for every element (~330 instructions a mark); the methods are generic instead.
struct ForEachKeys {
    private var seen: Set<String>
    private var repeats: [String: Int] = [:]
    /// Integer ids while each is greater than the one before (`ForEach(0..<n)`), which cannot repeat: they join `seen`
    /// only when one does not rise, so that the common case hashes no key.
    private var risingIDs: [Int] = []
    private var isRising: Bool
    private let count: Int

    /// Keys for `count` elements whose ids are of type `ID`.
    init<ID: Hashable>(count: Int, ids: ID.Type) {
        self.count = count
        isRising = ID.self == Int.self
        if isRising { risingIDs.reserveCapacity(count) }
        seen = isRising ? [] : Set(minimumCapacity: count)
    }

    /// The key of the next element, whose id is `id`.
    mutating func key<ID: Hashable>(for id: ID) -> String {
        if isRising {
            let n = unsafeBitCast(id, to: Int.self)     // safe: ID is Int (`isRising` is only set then)
            if risingIDs.last.map({ n > $0 }) ?? true {
                risingIDs.append(n)
                return String(n)
            }
            endRising()
        }
        var key = Self.describe(id)
        if !seen.insert(key).inserted {
            let n = repeats[key, default: 1]
            repeats[key] = n + 1
            key += "~\(n)"
        }
        return key
    }

    /// Takes in the keys of earlier elements with distinct integer ids.
    mutating func learn(_ ids: [Int]) {
        endRising()
        for id in ids { seen.insert(String(id)) }
    }

    /// An id as a string: itself, its decimal digits, or its description.
    private static func describe<ID: Hashable>(_ id: ID) -> String {
        if ID.self == String.self { return unsafeBitCast(id, to: String.self) }     // safe: ID is String (just checked)
        if ID.self == Int.self { return String(unsafeBitCast(id, to: Int.self)) }    // safe: ID is Int
        return "\(id)"
    }

    /// Ends the rising integer ids: their keys join `seen`, and every later key is checked against it.
    private mutating func endRising() {
        guard isRising else { return }
        isRising = false
        seen.reserveCapacity(count)
        for id in risingIDs { seen.insert(String(id)) }
        risingIDs = []
    }
}

extension ForEach {
    /// The data as one contiguous array, to walk with a plain loop: iterating a generic collection through its
    /// witnesses costs thousands of instructions per element here, where nothing is specialized. A range of
    /// integers (`ForEach(0..<n)`), the common case, is copied by code specialized for it; a generic copy of
    /// one walks it element by element through the same witnesses.
    fileprivate var contiguousElements: ContiguousArray<Data.Element> {
        if let range = data as? Range<Int> {
            return unsafeBitCast(ContiguousArray(range), to: ContiguousArray<Data.Element>.self)   // safe: Element is Int
        }
        return ContiguousArray(data)
    }
}

extension ChartContentResolver {
    /// Appends a column run.
    fileprivate mutating func append(_ columns: MarkColumns) { marks.append(columns) }

    /// Adds a built-in mark under a path component, without asking its type what it is (`walk` does, through
    /// dynamic casts, once per data element).
    mutating func addBuiltIn<C: ChartContent, B: BuiltInMark>(_ content: C, as type: B.Type, key: String) {
        addBuiltIn(unsafeBitCast(content, to: B.self).mark, key: key)     // safe: the caller found C to be B
    }

    /// Adds a built-in mark's resolved mark under a path component.
    mutating func addBuiltIn(_ mark: ResolvedMark, key: String) {
        // The key `walk` would give it, without pushing the component on the path and popping it again.
        add(mark, key: path.isEmpty ? key : (path + [key]).joined(separator: "/"))
    }
}
