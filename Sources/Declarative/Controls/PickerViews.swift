import Foundation

/// A picker drawn in its style, from the framework's own views.
struct PickerBody: View {
    let kind: PickerStyleKind
    let label: AnyView
    let options: PickerOptions
    let isOpen: Binding<Bool>
    let highlighted: Binding<Int>
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        switch kind {
        case .segmented: segmented
        case .palette: palette
        case .inline: inline
        case .wheel: wheel
        case .menu, .navigationLink: menu
        }
    }

    private var indices: [Int] { Array(0..<options.count) }

    /// iOS's segmented control: a 32 pt rounded track, the chosen segment a raised white pill. On a terminal the
    /// chosen segment is bracketed and tinted instead (`[Linear]  Smooth   Step `), which reads without colour too.
    @ViewBuilder private var segmented: some View {
        if metrics.isCompact { segmentedCells } else { segmentedPills }
    }

    private var segmentedCells: some View {
        HStack(spacing: 0) {
            ForEach(indices, id: \.self) { index in
                let chosen = index == options.selected
                HStack(spacing: 0) {
                    Text(chosen ? "[" : " ")
                    options.views[index].lineLimit(1)
                    Text(chosen ? "]" : " ")
                }
                .foregroundStyle(chosen ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(Rectangle())
                .onTapGesture { options.choose(index) }
            }
        }
        .frame(height: metrics.segmentHeight)
    }

    private var segmentedPills: some View {
        HStack(spacing: 0) {
            ForEach(indices, id: \.self) { index in
                options.views[index]
                    .lineLimit(1)
                    // UISegmentedControl's titles: 13 pt, the chosen one semibold.
                    .font(.system(size: 13, weight: index == options.selected ? .semibold : .regular))
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .padding(.horizontal, 6)
                    .background {
                        if index == options.selected {
                            RoundedRectangle(cornerRadius: 7).fill(Color.segmentPill).padding(2)
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { options.choose(index) }
            }
        }
        .frame(height: metrics.segmentHeight)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 9))
    }

    /// The options in a row, the chosen one outlined in the tint colour.
    private var palette: some View {
        HStack(spacing: metrics.isCompact ? metrics.rowPadding.leading : 8) {
            ForEach(indices, id: \.self) { index in
                options.views[index]
                    .padding(.horizontal, metrics.isCompact ? 0 : 6)
                    .padding(.vertical, metrics.isCompact ? 0 : 4)
                    .background {
                        if index == options.selected {
                            RoundedRectangle(cornerRadius: metrics.isCompact ? 0 : 6).fill(Color.accentColor.opacity(0.25))
                        }
                    }
                    .onTapGesture { options.choose(index) }
            }
        }
    }

    /// A row per option, the chosen one checked, under the label.
    private var inline: some View {
        VStack(alignment: .leading, spacing: 0) {
            label.foregroundStyle(.secondary)
            ForEach(indices, id: \.self) { index in
                HStack {
                    options.views[index]
                    Spacer(minLength: 8)
                    if index == options.selected { Text("✓").foregroundStyle(.tint) }
                }
                .frame(minHeight: metrics.rowHeight)
                .contentShape(Rectangle())
                .onTapGesture { options.choose(index) }
            }
        }
    }

    /// Up to five options around the chosen one, fading with distance, the chosen one on a band.
    private var wheel: some View {
        let center = options.selected ?? 0
        let shown = indices.filter { abs($0 - center) <= 2 }
        let row = metrics.isCompact ? metrics.rowHeight : 34
        return VStack(spacing: 0) {
            ForEach(shown, id: \.self) { index in
                options.views[index]
                    .opacity(index == options.selected ? 1 : 0.6 - 0.2 * Double(abs(index - center)))
                    .frame(maxWidth: .infinity)
                    .frame(height: row)
                    .background {
                        if index == options.selected {
                            RoundedRectangle(cornerRadius: metrics.isCompact ? 0 : 8).fill(Color.tertiarySystemFill)
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { options.choose(index) }
            }
        }
        .frame(height: row * 5, alignment: .center)
    }
}
