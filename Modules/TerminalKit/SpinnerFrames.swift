/// The frames of the spinner every front end shows on slow work, one per tenth of a second.
public enum SpinnerFrames {
  public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The frame for tick `tick` (counting from 0).
  public static func frame(_ tick: Int) -> String { frames[tick % frames.count] }
}
