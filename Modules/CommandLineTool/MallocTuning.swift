#if canImport(Glibc)
  import Glibc
#endif

/// Two settings of glibc's malloc that keep the memory freed by background work from staying
/// with the process. By default glibc makes an arena per contending thread (up to eight a core),
/// each keeping what is freed into it, and raises its mmap threshold after the first large block
/// is freed, so later covers and answers come from the heap and stay there.
public enum MallocTuning {
  /// One setting: its `mallopt` option, the value, and the variable glibc reads it from.
  public struct Setting: Sendable, Equatable {
    public let option: Int32
    public let value: Int32
    public let environmentName: String
  }

  /// At most two arenas (`M_ARENA_MAX` of `<malloc.h>`, which the Glibc module does not import).
  public static let arenas = Setting(option: -8, value: 2, environmentName: "MALLOC_ARENA_MAX")
  /// Blocks of 128 KiB and more are mapped and given back when freed (`M_MMAP_THRESHOLD`).
  public static let mmapThreshold = Setting(
    option: -3, value: 128 * 1024, environmentName: "MALLOC_MMAP_THRESHOLD_")

  /// Applies each setting the environment does not choose itself; returns those it applied.
  /// Call it first, before any thread starts.
  @discardableResult
  public static func apply(environment: [String: String]) -> [Setting] {
    #if canImport(Glibc)
      guard let symbol = dlsym(nil, "mallopt") else { return [] }
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      return [arenas, mmapThreshold].filter { setting in
        environment[setting.environmentName] == nil && mallopt(setting.option, setting.value) == 1
      }
    #else
      return []
    #endif
  }
}
