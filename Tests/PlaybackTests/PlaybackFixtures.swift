import Domain
import PlaybackModel

/// Where the preview of entry `number` is.
func previewURL(_ number: Int) -> String { "http://127.0.0.1/\(number).m4a" }

/// Entries of one album numbered 1…count, 30 seconds each; those in `withoutPreview` have none.
func numberedEntries(_ count: Int, withoutPreview: Set<Int> = []) -> [QueueEntry] {
  (1...count).map { number in
    QueueEntry(
      albumID: 1, albumTitle: "A", artist: "X", artwork: nil,
      track: Track(
        disc: 1, number: number, title: "T\(number)", durationSeconds: 30,
        previewURL: withoutPreview.contains(number) ? nil : previewURL(number)),
      tracksOnDisc: count)
  }
}
