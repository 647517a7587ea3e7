import Foundation

/// A control for choosing a colour, as SwiftUI's `ColorPicker`: the label leading and a colour well trailing
/// (iOS's 28 pt circle, or one cell-high well on a terminal).
///
/// There is no system colour panel on these outputs: `←`/`→` step through a palette of the system colours while it
/// has focus, and `Space`/`Return` or a tap opens a row of swatches to choose from (`←`/`→` move, `Return` chooses,
/// `Esc` closes). A colour outside the palette is shown as it is; the first step goes to the palette's first colour.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct ColorPicker<Label: View> {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @State private var isOpen = false
    @State private var highlighted = 0
    @Environment(\.controlMetrics) private var metrics

    /// The hues of the well's ring, once round the colour wheel.
    static var hues: [Color] { [.red, .yellow, .green, .cyan, .blue, .purple, .red] }

    /// The colours offered: the system colours, then black, grey and white.
    static var palette: [Color] {
        [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .black, .gray, .white]
    }

    /// A colour picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }
}

extension ColorPicker: View {
    public var body: some View {
        let palette = Self.palette, selection = selection, isOpen = $isOpen, highlighted = $highlighted
        let current = palette.firstIndex(of: selection.wrappedValue)
        func step(_ offset: Int) {
            let next = current.map { ($0 + offset + palette.count) % palette.count } ?? 0
            selection.wrappedValue = palette[next]
        }
        return VStack(alignment: .leading, spacing: metrics.isCompact ? 0 : 8) {
            LabeledControlRow { label } control: { well(selection.wrappedValue, size: metrics.colorWell, ring: true) }
            .contentShape(Rectangle())
            .onTapGesture {
                highlighted.wrappedValue = current ?? 0
                isOpen.wrappedValue.toggle()
            }
            if isOpen.wrappedValue { swatches(palette, current: current) }
        }
        .control { press in
            if isOpen.wrappedValue {
                switch press.key {
                case .leftArrow: highlighted.wrappedValue = max(highlighted.wrappedValue - 1, 0)
                case .rightArrow: highlighted.wrappedValue = min(highlighted.wrappedValue + 1, palette.count - 1)
                case .return, .space:
                    selection.wrappedValue = palette[highlighted.wrappedValue]
                    isOpen.wrappedValue = false
                case .escape: isOpen.wrappedValue = false
                default: return .ignored
                }
                return .handled
            }
            switch press.key {
            case .leftArrow: step(-1)
            case .rightArrow: step(1)
            case .return, .space:
                highlighted.wrappedValue = current ?? 0
                isOpen.wrappedValue = true
            default: return .ignored
            }
            return .handled
        }
    }

    @MainActor private func well(_ color: Color, size: CGFloat, ring: Bool) -> some View {
        let fill = supportsOpacity ? color : color.opacity(1)
        // On a terminal the well is two whole cells, a square that prints as `██` without colour. On iOS the chosen
        // colour sits inside a ring of the hues.
        return RoundedRectangle(cornerRadius: metrics.isCompact ? 0 : size / 2).fill(fill)
            .padding(ring && !metrics.isCompact ? size / 7 : 0)
            .overlay {
                if ring && !metrics.isCompact {
                    Circle().strokeBorder(AngularGradient(colors: Self.hues, center: .center), lineWidth: size / 10)
                }
            }
            .frame(width: metrics.cell.map { 2 * $0.width } ?? size, height: size)
    }

    @MainActor private func swatches(_ palette: [Color], current: Int?) -> some View {
        let selection = selection, isOpen = $isOpen
        return HStack(spacing: metrics.isCompact ? 0 : 6) {
            ForEach(palette.indices, id: \.self) { index in
                well(palette[index], size: metrics.isCompact ? metrics.colorWell : 24, ring: true)
                    .padding(metrics.isCompact ? 0 : 2)
                    .background {
                        if index == highlighted { RoundedRectangle(cornerRadius: metrics.isCompact ? 0 : 6).fill(Color.accentColor.opacity(0.3)) }
                    }
                    .onTapGesture {
                        selection.wrappedValue = palette[index]
                        isOpen.wrappedValue = false
                    }
            }
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    /// A colour picker with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
