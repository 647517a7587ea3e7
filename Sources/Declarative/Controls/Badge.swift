import Foundation

/// `.badge(…)`: a count or a short label for a list row or a tab, as SwiftUI's `badge(_:)`.
///
/// In a `List` (or `Form`) row the badge trails the row in the secondary colour; on a `TabView`'s tab it follows the
/// tab's label, white on a red capsule (on a terminal, red text). Elsewhere it draws nothing, as on iOS. A count of
/// zero, a nil text and a nil key hide the badge; any other count is shown as written (a negative one with its sign).
struct BadgeModifier {
    let label: Text?
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension BadgeModifier: PrimitiveModifier {
    func apply(to node: ViewNode, _ context: inout UpdateContext) {}
}

nonisolated extension View {
    /// Shows a count as this row's or tab's badge; zero hides it.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: count == 0 ? nil : Text(String(count))))
    }
    /// Shows a text as this row's or tab's badge; nil hides it.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label))
    }
    /// Shows a localized string as this row's or tab's badge; nil hides it.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(label: key.map { Text($0) }))
    }
    /// Shows a string as this row's or tab's badge; nil hides it.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(label: label.map { Text($0) }))
    }
}

@MainActor
enum Badge {
    /// The badge of a row's or tab's view, if it has one.
    static func of(_ view: any View) -> Text? { ModifierSearch.outermost(BadgeModifier.self, around: view)?.label }
}

/// A list row with its badge, if any, trailing in the secondary colour.
struct BadgedRow: View {
    let content: AnyView
    let badge: Text?

    var body: some View {
        if let badge {
            HStack(spacing: 8) {
                content.frame(maxWidth: .infinity, alignment: .leading)
                badge.lineLimit(1).foregroundStyle(.secondary)
            }
        } else {
            content
        }
    }
}

/// A tab's badge after its label: iOS's red capsule with a white count, or red text on a terminal.
struct TabBadge: View {
    let label: Text
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        if metrics.isCompact {
            label.lineLimit(1).foregroundStyle(Color.red).padding(.leading, metrics.rowPadding.leading)
        } else {
            label.lineLimit(1).font(.caption2).foregroundStyle(Color.white)
                .padding(.horizontal, 5)
                .frame(minWidth: 18, minHeight: 18)
                .background(Capsule().fill(Color.red))
                .padding(.leading, 4)
        }
    }
}
