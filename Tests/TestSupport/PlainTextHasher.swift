import Domain

/// A reversible stand-in for the yescrypt hasher, so presenter tests run in microseconds.
public struct PlainTextHasher: PasswordHashing {
  public var outdated: Set<String>

  public init(outdated: Set<String> = []) { self.outdated = outdated }

  public func hash(_ password: String) throws -> String {
    "plain$" + password.precomposedStringWithCompatibilityMapping
  }

  public func verify(_ password: String, against hash: String) -> Bool {
    hash == "plain$" + password.precomposedStringWithCompatibilityMapping
      || outdated.contains(hash) && hash == "old$" + password
  }

  public func needsRehash(_ hash: String) -> Bool { !hash.hasPrefix("plain$") }
}
