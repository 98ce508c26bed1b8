import Domain

/// The albums of a library file checked as they are read: those within bounds pass, the first
/// of each id only; the ones out of bounds and the repeats are counted.
struct LibraryArchiveCheck {
  /// The albums out of bounds so far, numbered from 1 in the file.
  private(set) var refused: [LibraryAlbumRefusal] = []
  /// How many albums repeated an id given before them.
  private(set) var repeats = 0
  /// How many albums passed.
  private(set) var passed = 0
  private var seen: Set<Int64> = []
  private var number = 0

  /// The albums of `entries`, the file's next ones, that pass, as saved albums in order, each
  /// with its stored JSON when the entry came with it.
  mutating func pass(_ entries: [LibraryArchiveReader.Album]) -> [SavedAlbumToAdd] {
    var kept: [SavedAlbumToAdd] = []
    for (entry, storedJSON) in entries {
      number += 1
      switch entry.savedAlbum {
      case .success(let saved):
        if seen.insert(saved.album.id).inserted {
          kept.append(SavedAlbumToAdd(saved, storedJSON: storedJSON))
        } else {
          repeats += 1
        }
      case .failure(let problem):
        refused.append(
          LibraryAlbumRefusal(
            number: number, id: entry.id, title: entry.title, field: problem.path))
      }
    }
    passed += kept.count
    return kept
  }
}
