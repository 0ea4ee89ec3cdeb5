import Foundation

/// How a presented view controller is shown, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view is removed and the presenter disappears.
    case fullScreen = 0
    /// A framed sheet over the dimmed presenter, nearly the size of the screen.
    case pageSheet = 1
    /// A framed sheet centred over the dimmed presenter, sized by `preferredContentSize`.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context, which disappears.
    case currentContext = 3
    /// A custom presentation, run by the presented controller's transitioning delegate's
    /// presentation controller and animators.
    case custom = 4
    /// Covers the screen; the presenter stays in place underneath and hears nothing.
    case overFullScreen = 5
    /// Covers the context controller's view; the presenter stays and hears nothing.
    case overCurrentContext = 6
    /// A popover: a box with an arrow pointing at its source (see
    /// ``UIPopoverPresentationController``); a form sheet in a compact width.
    case popover = 7
    /// No style; presenting with it is an error.
    case none = -1
    /// The system's choice: `.pageSheet`, as UIKit chooses for custom controllers since iOS 13.
    case automatic = -2

    /// The style Terrarium draws.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic: .pageSheet
        default: self
        }
    }

    /// Whether the presenter's view is removed and the presenter disappears.
    var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }

    var usesContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The animation of a presentation.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom.
    case coverVertical = 0
    /// Flips horizontally; drawn as a cross-dissolve.
    case flipHorizontal = 1
    /// Fades in.
    case crossDissolve = 2
    /// Curls up; drawn as a cross-dissolve.
    case partialCurl = 3
}
