import Search
import TerminalKit
import TerminalText

extension SearchText {
  /// The results with a thumbnail beside each row that has one (its text in the column beside
  /// the picture); rows without a thumbnail print as in
  /// `render(_:style:commands:layout:)`.
  public static func render(
    _ model: SearchViewModel, style: TextStyle, thumbnails: [Int: DrawnArtwork],
    commands: Bool = false, layout: TextLayout = .unbounded
  ) -> String {
    guard model.failure == nil, !thumbnails.isEmpty else {
      return render(model, style: style, commands: commands, layout: layout)
    }
    var blocks = header(model, style: style, layout: layout)
    for row in model.rows {
      if let thumbnail = thumbnails[row.number] {
        let text = rowLines(
          row, of: model, style: style, layout: layout.beside(thumbnail), commands: commands)
        blocks.append(ArtworkLayout.combine(thumbnail, with: text))
      } else {
        blocks += rowLines(row, of: model, style: style, layout: layout, commands: commands)
      }
    }
    return blocks.joined(separator: "\n")
  }

  /// The thumbnails of `model`'s rows by row number, fetched and drawn concurrently; none for a
  /// list longer than `ThumbnailRule.maximumRows` or taller than the terminal.
  public static func thumbnails(for model: SearchViewModel, artwork: (any ArtworkDrawing)?) async
    -> [Int: DrawnArtwork]
  {
    guard let artwork, model.failure == nil,
      ThumbnailRule.allows(rows: model.rows.count, terminalRows: artwork.terminalRows)
    else {
      return [:]
    }
    return await withTaskGroup(of: (Int, DrawnArtwork?).self) { group in
      for row in model.rows {
        guard let url = row.thumbnailURL else { continue }
        group.addTask { (row.number, await artwork.thumbnail(url)) }
      }
      var found: [Int: DrawnArtwork] = [:]
      for await (number, thumbnail) in group {
        if let thumbnail { found[number] = thumbnail }
      }
      return found
    }
  }
}
