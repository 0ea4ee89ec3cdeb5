import Foundation

extension UITouch {
    /// What made a touch: a finger, a pencil, or a pointer.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (the Siri Remote's touch surface).
        case indirect
        /// Apple Pencil.
        case pencil
        /// A pointing device: a mouse or trackpad.
        case indirectPointer
    }

    /// What made the touch: always ``TouchType/indirectPointer``, as Terrarium's touches are
    /// a terminal's mouse clicks.
    ///
    /// - Note: iPadOS reports a mouse's clicks as ``TouchType/indirectPointer`` to apps that
    ///   support indirect input (and scroll events, which Terrarium sends too); to other apps
    ///   it passes them off as fingers (``TouchType/direct``).
    public var type: TouchType { .indirectPointer }
}

extension UIPress {
    /// The buttons of a remote (the Apple TV's) that a press can be of.
    ///
    /// - Note: Terrarium's presses are keys of the keyboard: read a press's ``key``. UIKit's
    ///   `type` property, which names a remote's button, is not there.
    public enum PressType: Int, Sendable {
        /// The up arrow.
        case upArrow = 0
        /// The down arrow.
        case downArrow = 1
        /// The left arrow.
        case leftArrow = 2
        /// The right arrow.
        case rightArrow = 3
        /// The select button.
        case select = 4
        /// The menu (back) button.
        case menu = 5
        /// The play/pause button.
        case playPause = 6
        /// The page-up button.
        case pageUp = 30
        /// The page-down button.
        case pageDown = 31
        /// The 1-2-3 button of a TV remote.
        case tvRemoteOneTwoThree = 32
        /// The four-colours button of a TV remote.
        case tvRemoteFourColors = 33
    }
}

extension UIEvent {
    /// The kinds of motion and remote-control event.
    public enum EventSubtype: Int, Sendable {
        /// Not a motion or remote-control event.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Toggle play and pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Start seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// Stop seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Start seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// Stop seeking forward.
        case remoteControlEndSeekingForward = 109
    }

    /// The event's subtype: always ``EventSubtype/none``, as Terrarium sends no motion or
    /// remote-control events (a terminal cannot be shaken, and has no remote).
    public var subtype: EventSubtype { .none }
}
