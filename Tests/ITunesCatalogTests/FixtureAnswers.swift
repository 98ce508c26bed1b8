import Foundation
import ITunesCatalog
import TestSupport
import Testing

/// Where the catalogs over the in-process transport send their requests.
let fakeBaseURL = URL(string: "http://itunes.test")!

/// A catalog at `baseURL` whose requests `transport` answers in process.
func catalog(_ transport: FakeHTTPTransport, baseURL: URL = fakeBaseURL) -> ITunesCatalog {
  ITunesCatalog(baseURL: baseURL, transport: transport)
}

/// The URL of `endpoint` at `fakeBaseURL` with `query`, each value form-encoded as iTunes
/// wants it (written here apart from the catalog's own encoder, so the two are compared).
func fakeURL(_ endpoint: String, _ query: KeyValuePairs<String, String>) -> String {
  let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~ ")
  let pairs = query.map { name, value in
    let encoded = value.addingPercentEncoding(withAllowedCharacters: unreserved)!
    return "\(name)=\(encoded.replacingOccurrences(of: " ", with: "+"))"
  }
  return "\(fakeBaseURL.absoluteString)/\(endpoint)?\(pairs.joined(separator: "&"))"
}

/// The `results` of a fixture, to answer with some of them as fake-itunes does.
func fixtureResults(_ name: String) throws -> [JSONValue] {
  guard case .object(let document) = try JSONDecoder().decode(JSONValue.self, from: fixture(name)),
    case .array(let results)? = document["results"]
  else { throw FixtureWithoutResults(name: name) }
  return results
}

/// A fixture without a `results` list.
struct FixtureWithoutResults: Error {
  let name: String
}

/// HTTP 200 with a fixture's bytes, as fake-itunes answers a look-up it holds.
func fixtureAnswer(_ name: String) throws -> FakeHTTPTransport.Answer {
  .response(status: 200, body: try fixture(name))
}

/// HTTP 200 listing `items`, as fake-itunes answers a search with the fixtures' items it found.
func answer(_ items: [JSONValue]) throws -> FakeHTTPTransport.Answer {
  let document = JSONValue.object([
    "resultCount": .integer(Int64(items.count)), "results": .array(items),
  ])
  return .response(status: 200, body: try JSONEncoder().encode(document))
}

/// The HTML page fake-itunes answers a status fault other than 400, 403 and 429 with, and the
/// `html` fault's page.
func htmlPage(_ title: String) -> Data {
  Data(
    "<!DOCTYPE html>\n<html><head><title>\(title)</title></head><body><h1>\(title)</h1></body></html>\n"
      .utf8)
}

extension JSONValue {
  /// The member `key` of an object; nil for anything else.
  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { members[key] } else { nil }
  }

  /// The text of a string; nil for anything else.
  var string: String? {
    if case .string(let text) = self { text } else { nil }
  }
}

extension [JSONValue] {
  /// The items whose `key` is the integer `id`.
  func with(_ key: String, _ id: Int64) -> [JSONValue] {
    filter { $0[key] == .integer(id) }
  }
}

/// A request the in-process transport received, taken apart as fake-itunes records one.
struct SentRequest {
  /// The path and the query, as sent.
  let target: String
  /// The path.
  let path: String
  /// The query, still percent-encoded.
  let query: String
  /// The decoded query parameters (`+` is a space).
  let params: [String: String]

  init(_ url: String) throws {
    let components = try #require(URLComponents(string: url))
    path = components.percentEncodedPath
    query = components.percentEncodedQuery ?? ""
    target = query.isEmpty ? path : "\(path)?\(query)"
    var params: [String: String] = [:]
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
        $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
      }
      params[parts[0]] = params[parts[0]] ?? parts.dropFirst().first ?? ""
    }
    self.params = params
  }
}
