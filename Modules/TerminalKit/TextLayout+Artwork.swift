import TerminalText

extension TextLayout {
  /// The layout of text beside `art`: narrower by the picture and `gap`, so text never flows
  /// under it; the same layout when the picture goes above the text.
  public func beside(_ art: DrawnArtwork?, gap: Int = 2) -> TextLayout {
    guard let art, art.placement == .beside, let width else { return self }
    return TextLayout(width: width - art.columns - gap)
  }
}
