import Foundation

/// The orientations of the app's user interface.
///
/// - Note: A terminal does not rotate. Terrarium derives the orientation from the shape of
///   the screen, ``UIScreen/bounds``: a cell is about twice as tall as it
///   is wide, so the screen is portrait when its height in cells, doubled, exceeds its width,
///   and landscape (``landscapeRight``) otherwise. An 80×24 terminal is landscape; a 40×30
///   one is portrait.
public enum UIInterfaceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Portrait: taller than wide.
    case portrait = 1
    /// Portrait, upside down; Terrarium never reports it.
    case portraitUpsideDown = 2
    /// Landscape, the device turned right (UIKit pairs it with ``UIDeviceOrientation/landscapeRight``).
    case landscapeLeft = 4
    /// Landscape, the device turned left (UIKit pairs it with ``UIDeviceOrientation/landscapeLeft``);
    /// the landscape orientation Terrarium reports.
    case landscapeRight = 3

    /// Whether the orientation is ``portrait`` or ``portraitUpsideDown``.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the orientation is ``landscapeLeft`` or ``landscapeRight``.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The physical orientations of the device.
///
/// - Note: The device is the terminal, which does not rotate: Terrarium reports the
///   orientation the screen's shape suggests, as for ``UIInterfaceOrientation`` —
///   ``portrait``, or ``landscapeLeft`` (the device orientation UIKit pairs with the
///   interface's ``UIInterfaceOrientation/landscapeRight``) — and never a face-up or
///   face-down one.
public enum UIDeviceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, the home button at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned left: the interface is ``UIInterfaceOrientation/landscapeRight``.
    case landscapeLeft = 3
    /// Turned right: the interface is ``UIInterfaceOrientation/landscapeLeft``.
    case landscapeRight = 4
    /// Lying flat, screen up.
    case faceUp = 5
    /// Lying flat, screen down.
    case faceDown = 6

    /// Whether the orientation is ``portrait`` or ``portraitUpsideDown``.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the orientation is ``landscapeLeft`` or ``landscapeRight``.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the orientation is ``faceUp`` or ``faceDown``.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// Whether the orientation is a portrait or landscape one, which an interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The interface orientations a view controller supports.
///
/// - Note: Terrarium does not rotate the interface, so the mask is stored and answered but
///   changes nothing on screen.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a mask from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, the device turned right.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, the device turned left.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait, upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UIScreen {
    /// The interface orientation the screen's shape suggests: ``UIInterfaceOrientation/portrait``
    /// when twice its height in cells exceeds its width, ``UIInterfaceOrientation/landscapeRight``
    /// otherwise (a cell is about twice as tall as it is wide).
    var _interfaceOrientation: UIInterfaceOrientation { _interfaceOrientation(for: bounds.size) }

    /// The interface orientation a screen of `size` points would suggest, measured in this
    /// screen's cells (points are not square on a screen of one point a cell).
    func _interfaceOrientation(for size: CGSize) -> UIInterfaceOrientation {
        size.height / cellSize.height * 2 > size.width / cellSize.width ? .portrait : .landscapeRight
    }
}
