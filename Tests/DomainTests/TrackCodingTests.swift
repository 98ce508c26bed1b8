import Domain
import Foundation
import Testing

/// Tracks saved before they had artists (saved libraries, exports) still decode.
@Suite struct TrackCodingTests {
  @Test func aTrackSavedWithoutAnArtistDecodesWithNone() throws {
    let old = #"{"disc":1,"number":2,"title":"Something","durationSeconds":182,"previewURL":null}"#
    let track = try JSONDecoder().decode(Track.self, from: Data(old.utf8))
    #expect(
      track == Track(disc: 1, number: 2, title: "Something", durationSeconds: 182, previewURL: nil))
    #expect(track.artist == nil)
  }

  @Test func anArtistSurvivesARoundTrip() throws {
    let track = Track(
      disc: 1, number: 1, title: "Крылья", durationSeconds: nil, previewURL: nil,
      artist: "Наутилус Помпилиус")
    let decoded = try JSONDecoder().decode(Track.self, from: JSONEncoder().encode(track))
    #expect(decoded == track)
  }
}
