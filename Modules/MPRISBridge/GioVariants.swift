import Foundation

/// `MPRISValue`s made into floating gio variants, which the call they are handed to takes.
struct GioVariants {
  let gio: GioFunctions

  func make(_ value: MPRISValue) -> OpaquePointer? {
    switch value {
    case .string(let text): text.withCString { gio.variantNewString($0) }
    case .objectPath(let path): path.withCString { gio.variantNewObjectPath($0) }
    case .boolean(let flag): gio.variantNewBoolean(flag ? 1 : 0)
    case .int32(let number): gio.variantNewInt32(number)
    case .int64(let number): gio.variantNewInt64(number)
    case .double(let number): gio.variantNewDouble(number)
    case .strings(let texts): strings(texts)
    case .dictionary(let entries): dictionary(entries)
    }
  }

  /// An `a{sv}` of `entries`, in the order of their keys.
  func dictionary(_ entries: [String: MPRISValue]) -> OpaquePointer? {
    let children = entries.sorted { $0.key < $1.key }.map { key, value in
      gio.variantNewDictEntry(make(.string(key)), gio.variantNewVariant(make(value)))
    }
    return children.withUnsafeBufferPointer {
      gio.variantNewArray("{sv}", $0.baseAddress, $0.count)
    }
  }

  /// A tuple of `children`.
  func tuple(_ children: [OpaquePointer?]) -> OpaquePointer? {
    children.withUnsafeBufferPointer { gio.variantNewTuple($0.baseAddress, $0.count) }
  }

  private func strings(_ texts: [String]) -> OpaquePointer? {
    let copies = texts.map { strdup($0).map { UnsafePointer($0) } }
    defer { for copy in copies { free(UnsafeMutableRawPointer(mutating: copy)) } }
    return copies.withUnsafeBufferPointer { gio.variantNewStrv($0.baseAddress, $0.count) }
  }
}
