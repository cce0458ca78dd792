import AlerttyKit

/// The sign-in alert many tests answer: a required user name, a password, Cancel and Sign In.
public let signInAlert = AlertConfiguration(
    title: "Sign in",
    buttons: [("Cancel", .cancel), ("Sign In", .default)],
    fields: [AlertField(label: "Username", isRequired: true), AlertField(label: "Password", kind: .secure)])

/// Types `text` into `state` key by key, as the decoder delivers it.
public func type(_ text: String, into state: inout AlertState) {
    for scalar in text.unicodeScalars { _ = state.handle(.key(.character(scalar))) }
}
