/// The version `alertty --version` prints.
public enum AlerttyVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
