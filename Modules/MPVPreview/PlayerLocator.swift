import Foundation

/// Finds a player program on `PATH` the way `command -v` does, and says how to install mpv.
public enum PlayerLocator {
  /// The path of the first executable `name` on `PATH` (an empty entry means the current
  /// directory), or nil.
  public static func find(_ name: String, environment: [String: String]) -> String? {
    let fileManager = FileManager.default
    if name.contains("/") { return fileManager.isExecutableFile(atPath: name) ? name : nil }
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":", omittingEmptySubsequences: false) {
      let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + name
      var isDirectory: ObjCBool = false
      if fileManager.fileExists(atPath: candidate, isDirectory: &isDirectory),
        !isDirectory.boolValue, fileManager.isExecutableFile(atPath: candidate)
      {
        return candidate
      }
    }
    return nil
  }

  /// The command that installs mpv on the system `osRelease` (the text of /etc/os-release)
  /// describes, or mpv's web site when the system is not known.
  public static func installCommand(osRelease: String?) -> String {
    let identifiers = (osRelease ?? "").split(separator: "\n")
      .filter { $0.hasPrefix("ID=") || $0.hasPrefix("ID_LIKE=") }
      .joined(separator: " ")
    let commands = [
      ("debian", "sudo apt install mpv"), ("ubuntu", "sudo apt install mpv"),
      ("fedora", "sudo dnf install mpv"), ("rhel", "sudo dnf install mpv"),
      ("arch", "sudo pacman -S mpv"), ("alpine", "sudo apk add mpv"),
      ("suse", "sudo zypper install mpv"),
    ]
    return commands.first { identifiers.contains($0.0) }?.1 ?? "https://mpv.io/installation/"
  }
}
