import Foundation

/// The columns of a `Table`, as SwiftUI's `TableColumnContent`: a `TableColumn`, or several from a
/// `TableColumnBuilder`.
public protocol TableColumnContent {
    /// The type of the table's rows.
    associatedtype TableRowValue: Identifiable
    /// The columns, in order. Not for use outside the framework.
    var tableColumns: [TableColumnSpec<TableRowValue>] { get }
}

/// One column without its types: its header, its width, and how it draws a row. Not for use outside the framework.
public struct TableColumnSpec<RowValue> {
    let header: AnyView
    var width: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
    let cell: (RowValue) -> AnyView
}

/// A column of a `Table`, as SwiftUI's `TableColumn`: a title and each row's value as text, or a view per row.
/// `Sort` is the comparator a sortable column orders by (`Never` for one that does not sort).
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    var spec: TableColumnSpec<RowValue>

    /// The column.
    public var tableColumns: [TableColumnSpec<RowValue>] { [spec] }

    init(label: Label, content: @escaping (RowValue) -> Content) {
        spec = TableColumnSpec(header: AnyView(label), width: (nil, nil, nil), cell: { AnyView(content($0)) })
    }

    /// The column at a fixed width.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        let points = width.map { $0.isFinite ? max($0, 0) : 0 }
        column.spec.width = (points, points, points)
        return column
    }

    /// The column between a minimum and a maximum width.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.spec.width = (min, ideal, max)
        return column
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column of views, titled.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A column of views, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// A column of views, titled with text.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column of each row's string at `value`, titled (sortable by it).
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), content: { Text($0[keyPath: value]) })
    }

    /// A column of each row's string at `value`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), content: { Text($0[keyPath: value]) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column of views, sortable by the comparable `value`, titled.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A column of views, sortable by the comparable `value`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
}

/// Several columns in a row, as a `TableColumnBuilder` lists them.
public struct TupleTableColumnContent<RowValue: Identifiable>: TableColumnContent {
    /// The columns, in order.
    public let tableColumns: [TableColumnSpec<RowValue>]
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder`: columns in a row, and `if` around some.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable> {
    /// A column of this table's rows.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue {
        column
    }

    /// The first column of a list.
    public static func buildPartialBlock<Column: TableColumnContent>(first column: Column) -> TupleTableColumnContent<RowValue>
    where Column.TableRowValue == RowValue {
        TupleTableColumnContent(tableColumns: column.tableColumns)
    }

    /// The columns so far, then the next.
    public static func buildPartialBlock<Column: TableColumnContent>(accumulated: TupleTableColumnContent<RowValue>,
                                                                     next column: Column) -> TupleTableColumnContent<RowValue>
    where Column.TableRowValue == RowValue {
        TupleTableColumnContent(tableColumns: accumulated.tableColumns + column.tableColumns)
    }

    /// Columns shown only when an `if` holds.
    public static func buildOptional(_ columns: TupleTableColumnContent<RowValue>?) -> TupleTableColumnContent<RowValue> {
        columns ?? TupleTableColumnContent(tableColumns: [])
    }

    /// The `if` branch of an `if`–`else`.
    public static func buildEither(first columns: TupleTableColumnContent<RowValue>) -> TupleTableColumnContent<RowValue> {
        columns
    }

    /// The `else` branch of an `if`–`else`.
    public static func buildEither(second columns: TupleTableColumnContent<RowValue>) -> TupleTableColumnContent<RowValue> {
        columns
    }

    /// Columns inside `if #available`.
    public static func buildLimitedAvailability(_ columns: TupleTableColumnContent<RowValue>) -> TupleTableColumnContent<RowValue> {
        columns
    }
}
