import Search

extension SearchText {
  /// The results with a thumbnail beside each row that has one (its URL line then left out);
  /// rows without a thumbnail print as in `render(_:style:commands:)`.
  public static func render(
    _ model: SearchViewModel, style: TextStyle, thumbnails: [Int: DrawnArtwork],
    commands: Bool = false
  ) -> String {
    let plain = render(model, style: style, commands: commands)
    guard model.failure == nil, !thumbnails.isEmpty else { return plain }
    // Cut the plain rendering into its message and per-row lines, so numbers stay aligned.
    var lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)[...]
    let messageLines =
      model.message.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count } ?? 0
    var blocks = Array(lines.prefix(messageLines + (model.age == nil ? 0 : 1)))
    lines = lines.dropFirst(blocks.count)
    for row in model.rows {
      let rowLines = Array(lines.prefix(row.artworkURL == nil ? 1 : 2))
      lines = lines.dropFirst(rowLines.count)
      if let thumbnail = thumbnails[row.number], let first = rowLines.first {
        blocks.append(ArtworkLayout.combine(thumbnail, with: [first]))
      } else {
        blocks += rowLines
      }
    }
    return blocks.joined(separator: "\n")
  }

  /// The thumbnails of `model`'s rows by row number, fetched and drawn concurrently; none for a
  /// list longer than `ThumbnailRule.maximumRows`.
  public static func thumbnails(for model: SearchViewModel, artwork: (any ArtworkDrawing)?) async
    -> [Int: DrawnArtwork]
  {
    guard let artwork, model.failure == nil, ThumbnailRule.allows(rows: model.rows.count) else {
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
