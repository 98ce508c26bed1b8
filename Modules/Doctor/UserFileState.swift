import AppCommands
import Foundation

/// One of the person's files (`UserFile`) as `musiclib doctor` found it.
package struct UserFileState: Encodable, Equatable {
  let name: String
  let path: String
  /// Whether the file is there to be read at the next start.
  let read: Bool

  /// Every `UserFile` whose path `environment` gives.
  package static func all(in environment: [String: String]) -> [UserFileState] {
    UserFile.allCases.compactMap { file in
      file.path(in: environment).map {
        UserFileState(
          name: file.rawValue, path: $0, read: FileManager.default.isReadableFile(atPath: $0))
      }
    }
  }
}
