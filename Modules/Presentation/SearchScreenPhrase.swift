import Localization

/// The sentences every search screen has, each feature in its own words: a feature's phrase
/// catalog conforms with cases of these names, and `SearchScreen` says them.
public protocol SearchScreenPhrase: Phrase {
  /// The screen's title.
  static var title: Self { get }
  /// What the input asks for.
  static var prompt: Self { get }
  /// Said while searching for `{query}`.
  static var searching: Self { get }
  /// How many were found (`{query}` and the count under the screen's count key).
  static var found: Self { get }
  /// Nothing found for `{query}`.
  static var nothingFound: Self { get }
  /// A number chosen before any results (may name the `{number}`).
  static var nothingToChoose: Self { get }
  /// No result has that `{number}`; there are `{count}`.
  static var noSuchNumber: Self { get }
}
