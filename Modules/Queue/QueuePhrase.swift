import Localization

/// Every sentence of the queue screen.
public enum QueuePhrase: String, Phrase {
  case title
  case unknownArtist
  case empty
  case noSuchEntry
  case added
  case removed
  case noTracks
  case noSuchTrack
  case onOtherDisc

  public var english: String {
    switch self {
    case .title: "Queue"
    case .unknownArtist: "Unknown artist"
    case .empty: "The queue is empty"
    case .noSuchEntry: "There is no entry {number}: the queue has entries 1 to {count}"
    case .added: "Added to the queue: {what}"
    case .removed: "Removed from the queue: {title}"
    case .noTracks: "The album has no tracks to add"
    case .noSuchTrack: "The album has no track {number}"
    case .onOtherDisc: "that number is on disc {disc}"
    }
  }

  public var russian: String {
    switch self {
    case .title: "Очередь"
    case .unknownArtist: "Неизвестный исполнитель"
    case .empty: "Очередь пуста"
    case .noSuchEntry: "В очереди нет записи {number}: в ней записи с 1 по {count}"
    case .added: "Добавлено в очередь: {what}"
    case .removed: "Убрано из очереди: {title}"
    case .noTracks: "В альбоме нет треков, которые можно добавить"
    case .noSuchTrack: "В альбоме нет трека {number}"
    case .onOtherDisc: "этот номер есть на диске {disc}"
    }
  }
}
