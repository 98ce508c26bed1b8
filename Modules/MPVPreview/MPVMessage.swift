import PlaybackModel

/// A JSON value as mpv sends it; only numbers and booleans are ever read.
enum MPVValue: Sendable, Equatable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([MPVValue])
  case object([String: MPVValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([MPVValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: MPVValue].self))
    }
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }
}

/// One line from mpv: a reply (`{"request_id": N, "error": "success", "data": …}`) or an event
/// (`{"event": "end-file", "reason": "eof", "playlist_entry_id": 1}`).
struct MPVMessage: Decodable, Sendable {
  let requestID: Int?
  let error: String?
  let data: MPVValue?
  let event: String?
  let reason: String?
  let fileError: String?
  let playlistEntryID: Int?
  let name: String?

  private enum CodingKeys: String, CodingKey {
    case requestID = "request_id"
    case error, data, event, reason
    case fileError = "file_error"
    case playlistEntryID = "playlist_entry_id"
    case name
  }

  /// Throws unless mpv answered "success".
  func check() throws {
    guard error == "success" else { throw PreviewFailureReason.ipc(error ?? "no error field") }
  }
}

/// One argument of an mpv command.
enum MPVArgument: Encodable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  case string(String)
  case bool(Bool)
  case int(Int)

  init(stringLiteral value: String) { self = .string(value) }
  init(integerLiteral value: Int) { self = .int(value) }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    }
  }
}

/// Why talking to mpv failed, below the level of `PreviewFailure`.
enum PreviewFailureReason: Error, Equatable {
  case ipc(String)
  case timeout
}
