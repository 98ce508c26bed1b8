import Foundation

/// The audio containers a preview may be, told by their first bytes: MP4/M4A (an `ftyp` box),
/// MP3 (an ID3 tag or an MPEG audio frame), ADTS AAC, FLAC, Ogg and WAV. What iTunes serves is
/// M4A, sometimes MP3; anything else (a playlist, a page, a reference) is never given to mpv.
enum AudioSignature {
  /// The libavformat demuxers for these containers, the only ones mpv may use.
  static let demuxers = "mov,mp3,aac,flac,ogg,wav"

  /// Whether `data` starts like one of the audio containers.
  static func isAudio(_ data: Data) -> Bool {
    let bytes = [UInt8](data.prefix(12))
    func text(_ range: Range<Int>) -> String? {
      bytes.count >= range.upperBound ? String(decoding: bytes[range], as: UTF8.self) : nil
    }
    if text(4..<8) == "ftyp" { return true }
    if text(0..<4) == "RIFF" { return text(8..<12) == "WAVE" }
    if ["fLaC", "OggS"].contains(text(0..<4)) || text(0..<3) == "ID3" { return true }
    // An MPEG audio frame or ADTS header: eleven set sync bits, then a version not reserved.
    guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] & 0xE0 == 0xE0 else { return false }
    return bytes[1] & 0x18 != 0x08
  }
}
