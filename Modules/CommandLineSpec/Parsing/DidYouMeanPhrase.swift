import Localization

/// The hint added to a usage error about a mistyped command or option.
public enum DidYouMeanPhrase: String, Phrase {
  case didYouMean

  public var english: String {
    switch self {
    case .didYouMean: "did you mean {suggestion}?"
    }
  }

  public var russian: String {
    switch self {
    case .didYouMean: "может быть, {suggestion}?"
    }
  }
}
