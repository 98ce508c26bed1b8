import Localization

/// The hint added to a usage error about a mistyped command or option.
package enum DidYouMeanPhrase: String, Phrase {
  case didYouMean

  package var english: String {
    switch self {
    case .didYouMean: "did you mean {suggestion}?"
    }
  }

  package var russian: String {
    switch self {
    case .didYouMean: "может быть, {suggestion}?"
    }
  }
}
