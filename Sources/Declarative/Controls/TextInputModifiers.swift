import Foundation

/// What submits a value to `onSubmit(of:_:)`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates triggers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `Return` in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's submit (`searchable`; no view here submits it yet).
    public static let search = SubmitTriggers(rawValue: 2)
}

/// An `onSubmit` action and what triggers it.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [SubmitAction] { [] } }

extension EnvironmentValues {
    /// The `onSubmit` actions around a view, outermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Runs `action` when a field inside submits (`Return` in a one-line `TextField` or `SecureField`), as SwiftUI's
    /// `onSubmit(of:_:)`. Every `onSubmit` around the field runs, innermost first, up to a `submitScope()`.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions, transform: { $0.append(SubmitAction(triggers: triggers, action: action)) })
    }

    /// Stops submits inside from reaching the `onSubmit` actions around this view, as SwiftUI's `submitScope(_:)`.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions, transform: { if isBlocking { $0 = [] } })
    }

    /// The label of the on-screen keyboard's return key, as SwiftUI's `submitLabel(_:)`. Terminals and SVG have no
    /// on-screen keyboard: this compiles and changes nothing (`Return` submits whatever the label).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// The kind of on-screen keyboard for text fields, as SwiftUI's `keyboardType(_:)`. There is no on-screen
    /// keyboard here: this compiles and changes nothing; a field accepts every printable character.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Turns autocorrection off, as SwiftUI's `autocorrectionDisabled(_:)`. Nothing is ever autocorrected here: this
    /// compiles and changes nothing.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Turns autocorrection off (SwiftUI's deprecated spelling, `nil` meaning the default): compiles and changes
    /// nothing, as ``autocorrectionDisabled(_:)``.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// How the on-screen keyboard capitalises, as SwiftUI's `textInputAutocapitalization(_:)`. Typed text is taken
    /// as typed here: this compiles and changes nothing.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// How the on-screen keyboard capitalises (SwiftUI's deprecated spelling): compiles and changes nothing.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// What a field holds, for autofill, as SwiftUI's `textContentType(_:)`. There is no autofill here: this
    /// compiles and changes nothing.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}

/// The label of the on-screen keyboard's return key, as SwiftUI's `SubmitLabel` (accepted; no keyboard shows it).
public struct SubmitLabel: Hashable, Sendable {
    private let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How the on-screen keyboard capitalises, as SwiftUI's `TextInputAutocapitalization` (accepted; no effect here).
public struct TextInputAutocapitalization: Hashable, Sendable {
    private let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's keyboard kinds, which `import SwiftUI` brings on iOS, for `keyboardType(_:)` (accepted; no effect here).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The alphabet keyboard (UIKit's alias of `asciiCapable`).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// UIKit's capitalisation kinds, for the deprecated `autocapitalization(_:)` (accepted; no effect here).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

/// UIKit's kinds of field content for autofill, for `textContentType(_:)` (accepted; no effect here).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    /// A content type from its raw name.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let countryName = UITextContentType(rawValue: "countryName")
}
