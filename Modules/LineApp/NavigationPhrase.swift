import Localization

/// What the interactive app says when it moves a person on by itself, after a failure.
package enum NavigationPhrase: String, Phrase {
  case albumNotOpened

  package var english: String {
    switch self {
    case .albumNotOpened:
      "Nothing was opened; you are back at your results: choose another number or type a new"
        + " search"
    }
  }

  package var russian: String {
    switch self {
    case .albumNotOpened:
      "Ничего не открылось; вы снова у своих результатов: выберите другой номер или введите"
        + " новый поиск"
    }
  }
}
