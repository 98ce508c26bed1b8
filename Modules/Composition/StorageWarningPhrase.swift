import Localization

/// What opening the data warns about, whichever front end shows it.
package enum StorageWarningPhrase: String, Phrase {
  /// A path of the data was open to other users and was tightened.
  case permissionsTightened

  package var english: String {
    switch self {
    case .permissionsTightened:
      "Warning: {path} was open to other users (mode {old}); its mode is now {new}"
    }
  }

  package var russian: String {
    switch self {
    case .permissionsTightened:
      "Внимание: {path} был доступен другим пользователям (права {old}); теперь права {new}"
    }
  }
}
