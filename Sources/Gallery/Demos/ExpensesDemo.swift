import Declarative
import Charts

/// Seed 004: twelve months of expenses; tap (click) a bar to show its amount.
struct ExpensesDemo: View {
    var body: some View {
        ExpenseBarChart(expenses: Expense.sampleData)
            .padding(8)
    }
}
