/// Whether `lhs` and `rhs` hold the same bytes, taking the same time wherever they first differ.
func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
  // The lengths of yescrypt hashes are public (they follow from the settings), so only the
  // byte-by-byte comparison has to avoid an early exit.
  guard lhs.count == rhs.count else { return false }
  var difference: UInt8 = 0
  for index in lhs.indices {
    difference |= lhs[index] ^ rhs[index]
  }
  return difference == 0
}
