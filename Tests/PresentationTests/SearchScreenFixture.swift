import Domain
import Localization
import Presentation

/// A search screen's document, view model and wording, as small as `SearchScreen` and
/// `SearchPresenterCore` take them.
enum SearchScreenFixture {
  struct Document: StaleMarkedDocument, Equatable {
    var names: [String]
    var stale: Bool?
    var fetchedAt: String?
  }

  struct Model: SearchResultsViewModel {
    var title = ""
    var prompt = ""
    var header: String?
    var isLoading = false
    var rows: [String] = []
    var message: String?
    var age: String?
    var failure: FailureNotice?
    var document: Document?
  }

  enum TestPhrase: String, SearchScreenPhrase {
    case title, prompt, searching, found, nothingFound, nothingToChoose, noSuchNumber

    var english: String {
      switch self {
      case .title: "Albums"
      case .prompt: "Album"
      case .searching: "Searching for {query}"
      case .found: "{albums} for {query}"
      case .nothingFound: "Nothing for {query}"
      case .nothingToChoose: "Search before choosing {number}"
      case .noSuchNumber: "No number {number}, only {count}"
      }
    }

    var russian: String {
      switch self {
      case .title: "Альбомы"
      case .prompt: "Альбом"
      case .searching: "Ищем {query}"
      case .found: "{albums} по запросу {query}"
      case .nothingFound: "Ничего по запросу {query}"
      case .nothingToChoose: "Сначала поиск, потом номер {number}"
      case .noSuchNumber: "Нет номера {number}, всего {count}"
      }
    }
  }

  static let user = User(
    id: User.ID(rawValue: 1), firstName: "Ann", lastName: "Lee",
    birthDate: CalendarDate(year: 1990, month: 1, day: 2)!, phone: "+375291234567",
    email: "ann@example.com")
}
