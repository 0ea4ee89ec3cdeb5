/// How lines of text are placed horizontally within the width they are laid out in.
///
/// Labels and text views take it as `textAlignment`:
///
///     label.textAlignment = .center  // a 4-column line in a 10-column label starts at column 3
///
/// The raw values are UIKit's on iOS.
///
/// - Note: In a terminal ``justified`` lines are not stretched (spaces cannot be made
///   fractionally wider), and ``natural`` is always left to right, because Terrarium does not
///   lay out right-to-left text.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    ///
    /// Extra room is on the right.
    case left

    /// Lines are centred, with any odd column of extra room on the right.
    ///
    /// The offset is rounded down, so a 4-column line in 9 columns starts at column 2.
    case center

    /// Lines end at the right edge.
    ///
    /// Extra room is on the left.
    case right

    /// Lines fill the width, in UIKit by stretching the spaces.
    ///
    /// - Note: Terrarium places justified lines like ``left``.
    case justified

    /// The alignment of the script: left for left-to-right text.
    ///
    /// - Note: Terrarium always treats it as ``left``.
    case natural
}
