/// The nearest known word to a mistyped one (`serach` → `search`), by edit distance where a swap
/// of two neighbouring letters counts as one edit.
public enum DidYouMean {
  /// The candidate closest to `word`, when it is close enough to be what was meant: at most one
  /// edit for words up to 4 letters, two for longer ones; nil when none is, or when two are
  /// equally close.
  public static func suggestion(for word: String, among candidates: some Sequence<String>)
    -> String?
  {
    let typed = Array(word.lowercased())
    let allowed = typed.count <= 4 ? 1 : 2
    let ranked = candidates.map { ($0, distance(typed, Array($0.lowercased()))) }
      .filter { $0.1 <= allowed && $0.1 > 0 }
      .sorted { $0.1 < $1.1 }
    guard let best = ranked.first else { return nil }
    if ranked.count > 1, ranked[1].1 == best.1 { return nil }
    return best.0
  }

  /// The optimal string alignment distance between `a` and `b`.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
