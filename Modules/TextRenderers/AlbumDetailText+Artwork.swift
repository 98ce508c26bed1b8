import AlbumDetail
import TerminalKit
import TerminalText

extension AlbumDetailText {
  /// The album screen with its cover: the drawing beside (or above) the details, which then leave
  /// out the artwork URL. Without a cover it is `render(_:style:)`, URL included.
  public static func render(
    _ model: AlbumDetailViewModel, style: TextStyle, cover: DrawnArtwork?, commands: Bool = false,
    otherAlbumsHint: String? = nil, layout: TextLayout = .unbounded
  ) -> String {
    guard let cover, let album = model.album else {
      return render(
        model, style: style, commands: commands, otherAlbumsHint: otherAlbumsHint, layout: layout)
    }
    var withoutURL = model
    withoutURL.album = AlbumDetailContentViewModel(
      artworkURL: nil, title: album.title, artist: album.artist, year: album.year,
      genre: album.genre, trackCount: album.trackCount, totalDuration: album.totalDuration,
      availability: album.availability, discs: album.discs, page: album.page,
      otherAlbums: album.otherAlbums)
    let text = render(
      withoutURL, style: style, commands: commands, otherAlbumsHint: otherAlbumsHint,
      layout: layout.beside(cover)
    ).split(
      separator: "\n", omittingEmptySubsequences: false)
    return ArtworkLayout.combine(cover, with: text.map(String.init))
  }

  /// The cover for `model`'s album, nil when it has none or it cannot be drawn.
  public static func cover(for model: AlbumDetailViewModel, artwork: (any ArtworkDrawing)?) async
    -> DrawnArtwork?
  {
    guard let artwork, model.failure == nil, let url = model.album?.artworkURL else { return nil }
    return await artwork.cover(url)
  }
}
