import CurlTransport
import Foundation

// The yardstick of `search-bench`: the least a Swift program does for `musiclib search --json`,
// on the same HTTP client (libcurl through CurlTransport): GET the URL, decode the albums with
// JSONDecoder, sort them by title in the language's collation (ICU), print them as the same
// JSON. Usage: search-minimal URL [LANGUAGE]   (LANGUAGE en or ru, default en)

/// One result as the catalog sends it.
struct Item: Decodable {
  let collectionId: Int64
  let collectionName: String
  let artistName: String?
  let trackCount: Int?
  let releaseDate: String?
  let artworkUrl100: String?
}

/// The envelope of the answer.
struct Answer: Decodable {
  let results: [Item]
}

/// One album as `musiclib search --json` prints it.
struct Album: Encodable {
  let id: Int64
  let title: String
  let artist: String?
  let trackCount: Int?
  let year: Int?
  let artworkURL: String?

  init(_ item: Item) {
    id = item.collectionId
    title = item.collectionName
    artist = item.artistName
    trackCount = item.trackCount
    year = item.releaseDate.flatMap { Int($0.prefix(4)) }
    artworkURL = item.artworkUrl100?.replacingOccurrences(of: "100x100bb", with: "600x600bb")
  }
}

let arguments = CommandLine.arguments.dropFirst()
guard let address = arguments.first, let url = URL(string: address) else {
  FileHandle.standardError.write(Data("usage: search-minimal URL [en|ru]\n".utf8))
  exit(2)
}
let locale = Locale(identifier: arguments.dropFirst().first ?? "en")
let transport = CurlTransport(timeout: .seconds(10), userAgent: "search-minimal")
let response = try await transport.get(url, headers: [:])
let albums = try JSONDecoder().decode(Answer.self, from: response.body).results.map(Album.init)
  .sorted {
    $0.title.compare($1.title, options: [.caseInsensitive, .numeric], range: nil, locale: locale)
      == .orderedAscending
  }
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
FileHandle.standardOutput.write(try encoder.encode(["albums": albums]) + Data("\n".utf8))
