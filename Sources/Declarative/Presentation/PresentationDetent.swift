import Foundation

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`: `medium` (half the window), `large` (the whole
/// window but its top edge), a fraction of that, a height in points, or a ``CustomPresentationDetent``.
///
/// Bad input is clamped, never trusted: a fraction is clamped to 0…1 and a height to 0…the large height; NaN or an
/// infinity (and a custom detent that returns nil) means the large height.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier)
    }
    let kind: Kind
    /// A custom detent's height function.
    private let custom: (@Sendable (Context) -> CGFloat?)?

    private init(_ kind: Kind, custom: (@Sendable (Context) -> CGFloat?)? = nil) {
        self.kind = kind
        self.custom = custom
    }

    /// Half the window's height.
    public static let medium = PresentationDetent(.medium)
    /// The whole window, less its top edge, where the view below shows (one row of cells on a terminal).
    public static let large = PresentationDetent(.large)
    /// A fraction of the large height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(.fraction(fraction)) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(.height(height)) }
    /// A detent whose height a ``CustomPresentationDetent`` type computes.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(.custom(ObjectIdentifier(type))) { D.height(in: $0) }
    }

    public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.kind == b.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// The height of this detent when the large one is `maximum` high.
    func height(maximum: CGFloat, environment: EnvironmentValues) -> CGFloat {
        let maximum = max(maximum, 0)
        func clamped(_ value: CGFloat?) -> CGFloat {
            guard let value, value.isFinite else { return maximum }
            return min(max(value, 0), maximum)
        }
        switch kind {
        case .large: return maximum
        case .medium: return maximum / 2
        case .fraction(let f): return f.isFinite ? min(max(f, 0), 1) * maximum : maximum
        case .height(let h): return clamped(h)
        case .custom: return clamped(custom?(Context(maxDetentValue: maximum, environment: environment)))
        }
    }

    /// What a custom detent knows when it computes its height, as SwiftUI's `PresentationDetent.Context`; the
    /// environment's values are its members (`context.dynamicTypeSize`).
    @dynamicMemberLookup
    public struct Context: Sendable {
        /// The height of the large detent.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// A value of the environment the sheet is in.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }
}

/// A detent whose height is computed, as SwiftUI's `CustomPresentationDetent`.
public protocol CustomPresentationDetent: SendableMetatype {
    /// The detent's height, or nil for the large height.
    static func height(in context: PresentationDetent.Context) -> CGFloat?
}

/// What the content of a sheet says about its presentation (its `presentation…` modifiers), which the sheet reads.
struct PresentationOptions: Equatable {
    var detents: Set<PresentationDetent> = [.large]
    /// The detent a `presentationDetents(_:selection:)` binding chose.
    var selected: PresentationDetent?
    var dragIndicator = Visibility.automatic
    var interactiveDismissDisabled = false
    var cornerRadius: CGFloat?

    /// The detent the sheet rests at: the selected one when it is offered, else the smallest.
    func detent(maximum: CGFloat, environment: EnvironmentValues) -> PresentationDetent {
        if let selected, detents.contains(selected) { return selected }
        return detents.min { $0.height(maximum: maximum, environment: environment) < $1.height(maximum: maximum, environment: environment) }
            ?? .large
    }

    /// Whether the drag indicator shows: as asked, or (automatic) when there is more than one detent, as on iOS.
    var showsDragIndicator: Bool {
        switch dragIndicator {
        case .visible: return true
        case .hidden: return false
        case .automatic: return detents.count > 1
        }
    }
}

/// Where the `presentation…` modifiers inside a presentation write its options: the presentation's own state.
@MainActor
final class PresentationOptionsSink {
    let options: Binding<PresentationOptions>
    init(_ options: Binding<PresentationOptions>) { self.options = options }

    /// Sets one option, writing the state only when it changes.
    func set<V: Equatable>(_ keyPath: WritableKeyPath<PresentationOptions, V>, _ value: V) {
        guard options.wrappedValue[keyPath: keyPath] != value else { return }
        options.wrappedValue[keyPath: keyPath] = value
    }
}

struct PresentationOptionsSinkKey: EnvironmentKey {
    static var defaultValue: PresentationOptionsSink? { nil }
}

extension EnvironmentValues {
    /// The options of the presentation the view is in, if any.
    var presentationOptions: PresentationOptionsSink? {
        get { self[PresentationOptionsSinkKey.self] }
        set { self[PresentationOptionsSinkKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The heights the sheet this view is in rests at, as SwiftUI's `presentationDetents(_:)`: it shows at the
    /// smallest. An empty set means `[.large]`.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        presentationOption(\.detents, detents.isEmpty ? [.large] : detents)
    }

    /// The heights the sheet rests at and the one it shows, as SwiftUI's `presentationDetents(_:selection:)`: it
    /// shows the binding's detent (the smallest when that is not among `detents`), and follows it when it changes.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        presentationDetents(detents).presentationOption(\.selected, Optional(selection.wrappedValue))
    }

    /// Whether the sheet shows its drag indicator (the grabber), as SwiftUI's `presentationDragIndicator(_:)`: by
    /// default, when it has more than one detent. Sheets are not dragged here; the indicator only shows.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        presentationOption(\.dragIndicator, visibility)
    }

    /// Stops `Esc` and a tap outside from dismissing the presentation this view is in, as SwiftUI's
    /// `interactiveDismissDisabled(_:)` stops a swipe; `dismiss()` and the binding still dismiss it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        presentationOption(\.interactiveDismissDisabled, isDisabled)
    }

    /// The corner radius of the sheet this view is in, as SwiftUI's `presentationCornerRadius(_:)` (nil: the
    /// default). A terminal's sheet has square corners of whole cells, so there it changes nothing.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        presentationOption(\.cornerRadius, cornerRadius)
    }

    /// Fills the sheet this view is in behind the view, as SwiftUI's `presentationBackground(_:)`. Here the fill
    /// is the view's background (the area the view covers), which is the whole sheet for content that fills it (a
    /// `Form`, a `NavigationStack`, a view with `frame(maxWidth: .infinity, maxHeight: .infinity)`).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        background(style)
    }

    /// Puts a view behind the view, filling the sheet it is in, as SwiftUI's `presentationBackground(alignment:content:)`
    /// (see ``presentationBackground(_:)`` for what is filled).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(alignment: alignment, content: content)
    }

    /// Writes one option of the enclosing presentation while this view updates.
    private func presentationOption<V: Equatable>(_ keyPath: WritableKeyPath<PresentationOptions, V>, _ value: V) -> some View {
        nodeModifier("presentationOption", (keyPath, value)) { option, _, context in
            context.environment.presentationOptions?.set(option.0, option.1)
        }
    }
}
