import AlbumDetail
import Localization
import MediaDetail

/// A page view model a one-shot subcommand prints: its failure, else its text or its document.
protocol PrintedPage: Sendable {
  /// The page's JSON shape.
  associatedtype Document: Encodable
  /// What went wrong, when something did.
  var failure: FailureNotice? { get }
  /// The page for scripts.
  var document: Document? { get }
}

extension AlbumDetailViewModel: PrintedPage {}
extension MediaDetailViewModel: PrintedPage {}
