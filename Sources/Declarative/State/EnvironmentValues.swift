import Foundation

/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`.
///
/// Each write gives the environment a new `version`, so the graph can tell cheaply whether a child's
/// environment changed.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    // @unchecked: the dictionary holds user values of any type. Environments are built and read on the main
    // actor during updates; hosts only pass them across as a whole before the graph starts.
    private var values: [ObjectIdentifier: AnyObject] = [:]
    private(set) var version: Int = 0

    /// The default environment.
    public init() {}

    /// A value by key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let box = values[ObjectIdentifier(key)] else { return K.defaultValue }
            // The setter below is the only writer, and it files a `EnvironmentValueBox<K.Value>` under `K`'s identifier, so the
            // downcast holds; it skips the dynamic cast from `Any` that dominated reading the environment.
            return unsafeDowncast(box, to: EnvironmentValueBox<K.Value>.self).value
        }
        set {
            values[ObjectIdentifier(key)] = EnvironmentValueBox(newValue)
            version = EnvironmentVersion.next()
        }
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// One environment value, boxed so that reading it back is a pointer cast (see the subscript).
private final class EnvironmentValueBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Hands out environment versions; only touched on the main actor, but kept lock-free and exact with an atomic-free
/// counter guarded by a lock for the rare writes off the main actor (hosts building their first environment).
enum EnvironmentVersion {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0
    // nonisolated(unsafe): every access goes through `lock`.
    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return counter
    }
}

// MARK: - The standard keys

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct TextMetricsKey: EnvironmentKey { static let defaultValue: any TextMetrics = ApproximateTextMetrics() }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct TimeKey: EnvironmentKey { static let defaultValue: any HostClock = VirtualClock() }

extension EnvironmentValues {
    /// Light or dark appearance.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// Whether the user asked for less motion. Hosts set it from a flag; views branch on it.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    /// The default font of text in this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The largest number of lines text may use, or nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// How far text may shrink to fit, 0…1.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// How the lines of multi-line text are aligned.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// How text is measured; the backend sets this so that layout agrees with drawing.
    public var textMetrics: any TextMetrics {
        get { self[TextMetricsKey.self] }
        set { self[TextMetricsKey.self] = newValue }
    }
    /// Pixels per point of the output: 1 for SVG (a pixel a point); a terminal host sets its braille dot grid (two dots
    /// across an 8 pt cell: 0.25). Charts thin lines denser than this to what the pixels show.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The thinnest line the output can draw: one pixel, in points.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }
    /// The host's clock, so that views with timers run on virtual time in tests and exports.
    public var clock: any HostClock {
        get { self[TimeKey.self] }
        set { self[TimeKey.self] = newValue }
    }
}

/// How lines of text are aligned.
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
