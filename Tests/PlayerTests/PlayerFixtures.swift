import Domain

/// An album of three tracks in catalog order 3, 1, 2; track 2 has no preview.
let threeTrackAlbum = Album(
  id: 7, title: "Группа крови", artist: "Кино", year: 1988, genre: "Рок",
  artwork: .sized("https://example.com/a"), trackCount: 3,
  tracks: [
    Track(disc: 1, number: 3, title: "Война", durationSeconds: 264, previewURL: "https://p/3.m4a"),
    Track(
      disc: 1, number: 1, title: "Группа крови", durationSeconds: 286, previewURL: "https://p/1.m4a"
    ),
    Track(disc: 1, number: 2, title: "Закрой за мной дверь", durationSeconds: 254, previewURL: nil),
  ])

/// An album of two discs, each with a track 1.
let twoDiscAlbum = Album(
  id: 8, title: "Мир номер ноль", artist: nil, year: 2001, genre: nil, artwork: nil,
  trackCount: 2,
  tracks: [
    Track(
      disc: 2, number: 1, title: "Second disc opener", durationSeconds: 200,
      previewURL: "https://p/21.m4a"),
    Track(
      disc: 1, number: 1, title: "First disc opener", durationSeconds: 200,
      previewURL: "https://p/11.m4a"),
  ])
