/// The envelope of every `/search` and `/lookup` answer, as sent on the wire.
struct ITunesResponseDTO: Decodable {
  /// The number of results the server claims; required so that a body of the wrong shape fails.
  let resultCount: Int
  /// The items, albums and tracks alike.
  let results: [ITunesItemDTO]
}
