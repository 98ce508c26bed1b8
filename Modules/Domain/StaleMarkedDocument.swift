/// A script-friendly document of a catalog answer that says when the answer was served stale
/// from the store: `"stale": true` and `"fetchedAt"` (ISO 8601), both absent for a fresh answer.
public protocol StaleMarkedDocument {
  /// True when the answer was served stale; nil (absent) otherwise.
  var stale: Bool? { get set }
  /// When a stale answer was fetched, ISO 8601 UTC; nil (absent) otherwise.
  var fetchedAt: String? { get set }
}

extension StaleMarkedDocument {
  /// Marks the document for an answer of `age` (served stale), or as fresh when `age` is nil.
  public mutating func mark(_ age: AnswerAge?) {
    stale = age.map { _ in true }
    fetchedAt = age?.fetchedAtText
  }
}
