import Declarative
import Charts

// The "edit chart" sheet of published samples: a title field, a target typed as a number, notes that grow, a
// password-style token, focus moved from field to field on submit, and a custom `TextFieldStyle` written the way
// SwiftUI code writes one (`_body(configuration:)`). Keyboard modifiers that only matter on a phone are kept.

struct CapsuleFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .background(Capsule().fill(Color.gray.opacity(0.15)))
    }
}

struct ControlsTextInputScreen: View {
    enum Field: Hashable {
        case title, target, notes
    }

    @State private var title = "Weekly steps"
    @State private var target = 8000.0
    @State private var share: Double? = 0.25
    @State private var notes = ""
    @State private var token = ""
    @State private var saved = 0
    @FocusState private var focusedField: Field?

    let steps: [Double] = [6200, 7400, 8100, 5600, 9100, 10400, 7800]

    var body: some View {
        VStack(alignment: .leading) {
            Chart(Array(steps.enumerated()), id: \.offset) { day, value in
                BarMark(x: .value("Day", day), y: .value("Steps", value))
                RuleMark(y: .value("Target", target))
                    .foregroundStyle(.red)
            }
            .chartYAxis { AxisMarks(format: .number) }
            .frame(height: 150)
            .navigationTitle(title)

            Form {
                Section("Chart") {
                    TextField("Title", text: $title)
                        .focused($focusedField, equals: .title)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .target }
                        .textInputAutocapitalization(.words)
                    TextField("Target", value: $target, format: .number, prompt: Text("Steps a day"))
                        .focused($focusedField, equals: .target)
                        .keyboardType(.decimalPad)
                    TextField("Share", value: $share, format: .percent)
                        .keyboardType(.numberPad)
                    TextField("Notes", text: $notes, prompt: Text("Anything to remember"), axis: .vertical)
                        .focused($focusedField, equals: .notes)
                        .textFieldStyle(.roundedBorder)
                }
                Section("Sync") {
                    SecureField("Token", text: $token, prompt: Text("Paste your token"))
                        .textContentType(.password)
                        .autocorrectionDisabled()
                        .disableAutocorrection(true)
                        .autocapitalization(.none)
                    TextField("Search", text: $notes)
                        .textFieldStyle(CapsuleFieldStyle())
                        .textFieldStyle(.plain)
                    Button("Save") { saved += 1 }
                        .accessibilityHint("Saves the chart settings")
                        .disabled(title.isEmpty)
                }
            }
            .textFieldStyle(.automatic)
            .onSubmit(of: .text) { saved += 1 }
        }
    }
}
