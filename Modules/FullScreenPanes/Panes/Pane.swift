import AppCommands
import TerminalFrames
import TerminalKit

/// One pane of the full-screen app: the view of one feature's presenter, drawn into the part of
/// the screen the layout gives it, taking the keys while it has the focus.
@MainActor package protocol Pane: AnyObject {
  /// The pane's title, over it on the screen.
  var title: String { get }
  /// Draws the pane into `rect` of `frame`; `focused` marks the pane the keys go to.
  func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool)
  /// Acts on `command`; false when the pane has nothing to do with it (the app then may).
  func handle(_ command: AppCommand) -> Bool
  /// Takes `key` before the key map does, for a pane that is typed into (a form); false lets
  /// the key map have it.
  func handleTyping(_ key: TerminalKey) -> Bool
  /// Puts the cursor on the list row drawn `row` rows below the pane's body top (a click).
  func select(row: Int)
  /// The pane was shown again (after another pane was in its place): reload what may have
  /// changed meanwhile.
  func didReappear()
}

extension Pane {
  package func handleTyping(_ key: TerminalKey) -> Bool { false }
  package func didReappear() {}
  package func select(row: Int) {}
}

/// What a pane asks of the app around it.
@MainActor package protocol PaneHost: AnyObject {
  /// Something the pane shows changed: draw a new frame soon.
  func paneDidChange()
  /// Runs `work` (a presenter's intent) without holding up the keys: a spinner shows while it
  /// runs, and Esc cancels it.
  func perform(_ work: @escaping @MainActor () async -> Void)
}
