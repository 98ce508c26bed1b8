/// Sentences several features show alike, so each is written once.
public enum SharedPhrase: String, Phrase {
  /// The line naming who is signed in, above the search, album, player and history screens.
  case signedInAs

  public var english: String {
    switch self {
    case .signedInAs: "Signed in as {name}"
    }
  }

  public var russian: String {
    switch self {
    case .signedInAs: "Вы вошли как {name}"
    }
  }
}
