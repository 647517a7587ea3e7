import Foundation

/// One bar of an ``ExpenseBarChart``: a label (such as a month) and an amount.
public struct Expense: Identifiable, Hashable, Sendable {
    /// The identity of the bar, which keeps its state across data changes; by default its label.
    public var id: String
    /// The label under the bar, such as "Jan".
    public var label: String
    /// The amount. NaN, ±∞ and negative amounts draw no bar.
    public var value: Double

    /// Creates an expense; its id is its label unless one is given.
    public init(label: String, value: Double, id: String? = nil) {
        self.id = id ?? label
        self.label = label
        self.value = value
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.id == b.id && a.label == b.label && (a.value == b.value || (a.value.isNaN && b.value.isNaN))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(label)
        let canonical = value.isNaN ? Double.nan : (value == 0 ? 0 : value)
        hasher.combine(canonical.bitPattern)
    }

    /// How the selection header shows the amount: "Jan $5000" (whole dollars, as the seed), or "Jan –" for an
    /// amount that is not a number.
    public var summary: String {
        value.isFinite ? "\(label) $\(String(format: "%.0f", value))" : "\(label) –"
    }
}

extension Expense {
    /// Twelve months of sample expenses: the data of seed 004.
    public static let sampleData: [Expense] = zip(
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        [5000, 2000, 3000, 1002, 2320, 4536, 8764, 3434, 4545, 9067, 2362, 4853] as [Double]
    ).map { Expense(label: $0, value: $1) }
}

/// Gives every expense a key that is unique within the chart: its id, and how many earlier expenses share it.
struct KeyedExpense: Hashable {
    struct Key: Hashable {
        var id: String
        var occurrence: Int
    }
    var key: Key
    var expense: Expense

    static func keyed(_ expenses: [Expense]) -> [KeyedExpense] {
        var seen: [String: Int] = [:]
        return expenses.map { expense in
            let occurrence = seen[expense.id, default: 0]
            seen[expense.id] = occurrence + 1
            return KeyedExpense(key: Key(id: expense.id, occurrence: occurrence), expense: expense)
        }
    }
}
