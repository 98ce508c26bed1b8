/// The body of an HTTP 400 answer: `{"errorMessage": "Invalid value(s) for key(s): [itunesId]", …}`.
struct ITunesErrorDTO: Decodable {
  /// iTunes' explanation, when it sent one.
  let errorMessage: String?
}
