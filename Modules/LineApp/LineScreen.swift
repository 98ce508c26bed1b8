import AlbumDetail
import Authorization
import Filters
import History
import Library
import LineAccountScreens
import LinePlayer
import LineScreens
import Localization
import MediaDetail
import Player
import Queue
import TextRenderers

/// A screen of the line app: a text view that reads input for its presenter until the screen
/// routes away (true) or the person quits or input ends (false).
@MainActor protocol LineScreen: AnyObject {
  associatedtype Presenter
  /// The language of the screen's own help.
  var language: Language { get set }
  /// The run's playback, for the now-playing line and the playback commands.
  var shortcuts: (any PlaybackShortcuts)? { get set }
  func run(presenter: Presenter, isDone: () -> Bool) async -> Bool
}

extension AlbumDetailTextView: LineScreen {}
extension FiltersTextView: LineScreen {}
extension HistoryTextView: LineScreen {}
extension LibraryTextView: LineScreen {}
extension MediaDetailTextView: LineScreen {}
extension PlayerTextView: LineScreen {}
extension ProfileTextView: LineScreen {}
extension QueueTextView: LineScreen {}
