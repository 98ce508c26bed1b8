import Localization

/// Every sentence of the album screen.
public enum AlbumDetailPhrase: String, Phrase {
  case loading
  case unknownArtist
  case unknownYear
  case unknownGenre
  case unknownDuration
  case disc
  case partlyAvailable
  case noSuchTrack
  case trackOnOtherDisc
  case saved
  case alreadySaved
  case removed
  case notSaved
  case page
  case otherAlbums
  case noSuchOtherAlbum
  case othersNotSongs
  case musicVideosNotListed
  case othersNotSongsBesideVideos
  case durationOfListed

  public var english: String {
    switch self {
    case .loading: "Loading the album…"
    case .unknownArtist: "Unknown artist"
    case .unknownYear: "unknown year"
    case .unknownGenre: "unknown genre"
    case .unknownDuration: "—"
    case .disc: "Disc {number}"
    case .partlyAvailable: "{available} of {total} available"
    case .othersNotSongs: "not listed as songs: {missing} (music videos and the like)"
    case .musicVideosNotListed: "{videos} not listed"
    case .othersNotSongsBesideVideos: "{missing} more not listed as songs"
    case .durationOfListed: "{duration} for the {count} listed"
    case .noSuchTrack: "The album has no track {number}"
    case .trackOnOtherDisc: "The album has track {number} on disc {disc}"
    case .saved: "Saved “{title}” in your library; it opens offline too"
    case .alreadySaved: "“{title}” is in your library already; its saved copy is updated"
    case .removed: "Removed “{title}” from your library"
    case .notSaved: "“{title}” is not in your library"
    case .page: "Page"
    case .otherAlbums: "Other albums by {artist}"
    case .noSuchOtherAlbum: "There is no other album number {number}"
    }
  }

  public var russian: String {
    switch self {
    case .loading: "Загружаем альбом…"
    case .unknownArtist: "Неизвестный исполнитель"
    case .unknownYear: "год неизвестен"
    case .unknownGenre: "жанр неизвестен"
    case .unknownDuration: "—"
    case .disc: "Диск {number}"
    case .partlyAvailable: "Доступно {available} из {total}"
    case .othersNotSongs: "не указаны в каталоге как песни: {missing} (клипы и тому подобное)"
    case .musicVideosNotListed: "{videos} не в списке"
    case .othersNotSongsBesideVideos: "не указаны в каталоге как песни ещё: {missing}"
    case .durationOfListed: "{duration} — время доступных ({count})"
    case .noSuchTrack: "В альбоме нет трека {number}"
    case .trackOnOtherDisc: "Трек {number} есть в альбоме на диске {disc}"
    case .saved: "Альбом «{title}» сохранён в библиотеке; он откроется и без сети"
    case .alreadySaved: "Альбом «{title}» уже в библиотеке; его копия обновлена"
    case .removed: "Альбом «{title}» убран из библиотеки"
    case .notSaved: "Альбома «{title}» нет в вашей библиотеке"
    case .page: "Страница"
    case .otherAlbums: "Другие альбомы: {artist}"
    case .noSuchOtherAlbum: "Другого альбома под номером {number} нет"
    }
  }
}

/// Counted nouns of the album screen: "3 music videos", "3 клипа".
public enum AlbumDetailCountPhrase: String, PluralPhrase {
  /// Music videos, as in "3 music videos not listed".
  case musicVideos

  public var english: PluralForms {
    switch self {
    case .musicVideos: .english("music video", "music videos")
    }
  }

  public var russian: PluralForms {
    switch self {
    case .musicVideos: PluralForms(one: "клип", few: "клипа", many: "клипов")
    }
  }
}
