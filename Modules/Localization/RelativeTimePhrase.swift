/// Words for how long ago something happened: "just now", "5 minutes ago", "yesterday".
public enum RelativeTimePhrase: String, Phrase {
  case justNow
  case ago
  case yesterday

  public var english: String {
    switch self {
    case .justNow: "just now"
    case .ago: "{time} ago"
    case .yesterday: "yesterday"
    }
  }

  public var russian: String {
    switch self {
    case .justNow: "только что"
    case .ago: "{time} назад"
    case .yesterday: "вчера"
    }
  }
}
