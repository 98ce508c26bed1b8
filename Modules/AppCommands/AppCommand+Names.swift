extension AppCommand {
  /// The commands a key can be bound to by name (`n = next`, `j = down`): every word command
  /// and the keys' own (`up`, `page-down`, `open`, `next-pane`, `search`, `command`, `add`).
  public static func named(_ name: String) -> AppCommand? {
    let name = name.lowercased()
    return englishWords[name] ?? keyCommands[name]
  }

  private static let keyCommands: [String: AppCommand] = [
    "up": .up, "down": .down, "page-up": .pageUp, "page-down": .pageDown, "top": .top,
    "bottom": .bottom, "open": .open, "next-pane": .nextPane, "previous-pane": .previousPane,
    "search": .search, "command": .commandLine, "add": .addToQueue,
  ]
}
