import Foundation

/// A saved album as a store hands it out for copying elsewhere (an export): its JSON as it is
/// kept, when the store knows those bytes are exactly what `AlbumBounds.encoded` writes of an
/// album within bounds, so they can be copied without being decoded; else the album decoded;
/// else what is known of an album that could not be read (a damaged row).
public enum StoredSavedAlbum: Sendable {
  /// `AlbumBounds.encoded`'s bytes of album `id`, within `AlbumBounds`, saved at `savedAt`.
  case encoded(id: Int64, json: [UInt8], savedAt: Date)
  /// The album, decoded (it may be out of bounds: saved before the bounds were held).
  case decoded(SavedAlbum)
  /// An album whose row could not be read, by its id and, when known, its title.
  case unreadable(id: Int64, title: String?)
}
