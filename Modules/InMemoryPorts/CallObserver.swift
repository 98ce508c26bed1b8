/// Told the name of each method called on an in-memory port that was given one (`"create"`,
/// `"record"`), so whoever made the port can watch its use, or fail a test that must not use it.
public typealias CallObserver = @Sendable (_ method: String) -> Void
