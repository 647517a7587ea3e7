import Foundation

/// Rows of identifiable data in columns with headers, as SwiftUI's `Table` (macOS and iPadOS):
///
/// ```swift
/// Table(sales) {
///     TableColumn("Month", value: \.month)
///     TableColumn("Units") { sale in Text(sale.units, format: .number) }
///         .width(80)
/// }
/// ```
///
/// In a regular width every column shows, under a header row; in a compact width (an iPhone upright) only the first
/// column shows, as a list, as iOS does. With `selection:`, a tap on a row selects its element's id and the row is
/// highlighted. Columns without a width share the room left by those with one.
public struct Table<Value: Identifiable, Columns: TableColumnContent> where Columns.TableRowValue == Value {
    let rows: [Value]
    let columns: [TableColumnSpec<Value>]
    let selection: ListSelection?
    @Environment(\.horizontalSizeClass) private var sizeClass

    // Each form takes an array, and any other collection in a disfavoured overload: with only the generic form, a
    // column's key path (`TableColumn("Month", value: \.month)`) cannot learn its root type from the table.

    /// A table of `data` with `columns`.
    public init(_ data: [Value], @TableColumnBuilder<Value> columns: () -> Columns) {
        (rows, self.columns, selection) = (data, columns().tableColumns, nil)
    }

    /// A table of any collection of rows.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> Columns)
    where Data.Element == Value {
        self.init(Array(data), columns: columns)
    }

    /// A table whose rows can be selected, one at a time.
    public init(_ data: [Value], selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> Columns) {
        (rows, self.columns, self.selection) = (data, columns().tableColumns, ListSelection(single: selection))
    }

    /// A table of any collection whose rows can be selected, one at a time.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value> columns: () -> Columns) where Data.Element == Value {
        self.init(Array(data), selection: selection, columns: columns)
    }

    /// A table whose rows can be selected, many at a time.
    public init(_ data: [Value], selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value> columns: () -> Columns) {
        (rows, self.columns, self.selection) = (data, columns().tableColumns, ListSelection(set: selection))
    }

    /// A table of any collection whose rows can be selected, many at a time.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value> columns: () -> Columns) where Data.Element == Value {
        self.init(Array(data), selection: selection, columns: columns)
    }

    /// A table sorted by `sortOrder` (the caller sorts `data` when the order changes; the headers here do not
    /// change it).
    public init<Sort: SortComparator>(_ data: [Value], sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value> columns: () -> Columns) where Sort.Compared == Value {
        self.init(data, columns: columns)
    }
}

extension Table: View {
    public var body: some View {
        let compact = sizeClass == .compact
        let shown = compact ? Array(columns.prefix(1)) : columns
        let selection = self.selection
        return ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                if !compact {
                    TableRowView(cells: shown.map { AnyView($0.header.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)) },
                                 columns: shown)
                    Divider()
                }
                ForEach(rows) { row in
                    let isSelected = selection?.isSelected(AnyHashable(row.id)) ?? false
                    TableRowView(cells: shown.map { $0.cell(row) }, columns: shown)
                        .background(isSelected ? Color.accentColor.opacity(0.25) : Color.clear)
                        .contentShape(Rectangle())
                        .onTapGesture { selection?.select(AnyHashable(row.id)) }
                    Divider()
                }
            }
        }
    }
}

/// One row of a table: its cells side by side, each as wide as its column says.
private struct TableRowView<Value>: View {
    let cells: [AnyView]
    let columns: [TableColumnSpec<Value>]
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        HStack(spacing: metrics.isCompact ? 1 : 12) {
            ForEach(cells.indices, id: \.self) { index in
                let width = columns[index].width
                cells[index]
                    .lineLimit(1)
                    .frame(minWidth: width.min, idealWidth: width.ideal, maxWidth: width.max ?? .infinity, alignment: .leading)
            }
        }
        .padding(.horizontal, metrics.isCompact ? 0 : 12)
        .padding(.vertical, metrics.isCompact ? 0 : 6)
    }
}
