import Foundation

/// The traits of text entry an on-screen keyboard adapts to: which keyboard, what the return
/// key says, whether words are corrected and capitalised, what the text is (a password, an
/// email address).
///
/// ```swift
/// emailField.keyboardType = .emailAddress
/// emailField.textContentType = .emailAddress
/// emailField.autocapitalizationType = .none
/// emailField.returnKeyType = .next
/// ```
///
/// ``UITextField`` and ``UITextView`` keep them.
///
/// - Note: A terminal's keyboard is the user's own and the terminal does no correction: the
///   traits are kept and read back, and change nothing, as on an iPad typing on a hardware
///   keyboard (where a number pad does not stop letters either). Secure entry is the one
///   trait with an effect: a secure text field draws a bullet for each character.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// The kind of keyboard.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's appearance.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// What the return key says.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is off while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// When letters are capitalised as the user types.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether words are corrected as the user types.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spelling is checked.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// What the text is, for the system's suggestions (passwords, one-time codes …).
    var textContentType: UITextContentType! { get set }
}

/// The kinds of on-screen keyboard.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII letters only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs: `.`, `/` and `.com` at hand.
    case URL
    /// Digits 0 to 9.
    case numberPad
    /// Digits, `*` and `#`.
    case phonePad
    /// Letters, and digits for a phone number.
    case namePhonePad
    /// For email addresses: `@` and `.` at hand.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For posts: `@` and `#` at hand.
    case twitter
    /// For search terms: a Go key.
    case webSearch
    /// Digits 0 to 9, ASCII only.
    case asciiCapableNumberPad

    /// The ASCII keyboard (deprecated name of ``asciiCapable``).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The appearances of an on-screen keyboard.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The default.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light

    /// For alerts (the deprecated name of ``dark``).
    public static let alert = UIKeyboardAppearance.dark
}

/// What a keyboard's return key says.
public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency Call.
    case emergencyCall
    /// Continue.
    case `continue`
}

/// When letters are capitalised as the user types.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// Whether words are corrected as the user types.
public enum UITextAutocorrectionType: Int, Sendable {
    /// As the system's settings say.
    case `default`
    /// No.
    case no
    /// Yes.
    case yes
}

/// Whether spelling is checked as the user types.
public enum UITextSpellCheckingType: Int, Sendable {
    /// As the system's settings say.
    case `default`
    /// No.
    case no
    /// Yes.
    case yes
}

/// What a piece of text is, for the system's suggestions (AutoFill of passwords, one-time
/// codes, addresses).
///
/// - Note: A terminal has no AutoFill: the content type is kept and changes nothing.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String

    /// Creates a content type.
    ///
    /// - Parameter rawValue: The type's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A country's name.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password, as when signing up or changing it.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code sent by text message or email.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}
