import Foundation

/// One input line: `{"search": "beatles"}`, `{"open": 2}` (the 2nd album of the last search) or
/// `{"album": 1002}`.
enum Request: Decodable, Equatable {
  case search(String)
  case open(number: Int)
  case album(id: Int64)

  private enum CodingKeys: String, CodingKey {
    case search, open, album
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "expected exactly one of search, open, album"))
    }
    switch key {
    case .search: self = .search(try container.decode(String.self, forKey: key))
    case .open: self = .open(number: try container.decode(Int.self, forKey: key))
    case .album: self = .album(id: try container.decode(Int64.self, forKey: key))
    }
  }
}
