import AlerttyKit

/// The version, in one place: `alertty --version`, the man page's date and footer, and the
/// README's Changes section (a test holds it to this) all come from here.
package enum AlerttyVersion {
    /// Semantic version of this build.
    package static let current = "0.17.0"
    /// The day ``current`` was released, as the man page shows it.
    package static let releaseDate = "December 2, 2026"
}
