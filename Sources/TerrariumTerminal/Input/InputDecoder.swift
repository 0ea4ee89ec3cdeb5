import Foundation
import Terrarium

/// Turns the bytes a terminal sends into key presses, mouse reports, pastes and focus changes.
///
/// Feed it whatever each `read(2)` returned; it keeps what it cannot decode yet and finishes
/// it when the rest arrives, so the same bytes give the same events however they are split:
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[1;5".utf8))  // [] — the start of Ctrl-Right
/// decoder.decode(Array("C".utf8))           // [.key(UIKey(name: "ctrl+right")!)]
/// ```
///
/// It understands UTF-8 text (invalid bytes become U+FFFD, never a stall), control keys, the
/// xterm sequences for arrows, Home/End, Page Up/Down, Insert/Delete and F1–F12 (`CSI … ~`,
/// `CSI 1;mod X`, SS3), Shift/Alt/Ctrl modifiers, the kitty keyboard protocol
/// (`CSI code;mods u`) and xterm's `modifyOtherKeys` (`CSI 27;mod;code ~`), SGR mouse reports
/// (DEC 1006) and the older X10 ones, bracketed paste (DEC 2004), focus reports (DEC 1004)
/// and in-band resize reports (DEC 2048).
///
/// A lone Esc looks like the start of a sequence. The decoder never waits: when bytes are
/// pending, ``pendingTimeout`` says how long the caller should wait for more before calling
/// ``flush()``, which decides (a lone ESC is the Escape key):
///
/// ```swift
/// decoder.decode([0x1B])   // [] and decoder.pendingTimeout == 0.05
/// // … 50 ms pass with no input …
/// decoder.flush()          // [.key(UIKey(name: "escape")!)]
/// ```
///
/// - Note: A Terrarium addition: UIKit receives decoded events from the system.
public struct InputDecoder: Sendable {
    /// How long to wait after an incomplete escape sequence (a lone Esc, most often) before
    /// ``flush()`` takes it as typed. 50 ms by default: long enough for a sequence split over
    /// a slow link, short enough that Esc feels instant.
    public var escapeTimeout: TimeInterval = 0.05

    /// How long a bracketed paste may pause before ``flush()`` delivers what arrived so far.
    /// 0.5 s by default; a paste arrives in bursts, but a lost end marker must not swallow
    /// the keys typed afterwards.
    public var pasteTimeout: TimeInterval = 0.5

    /// The longest escape sequence kept; longer ones are malformed and skipped.
    static let maximumSequenceLength = 64

    enum State: Sendable {
        /// Between events.
        case ground
        /// After ESC.
        case escape
        /// After `ESC [`, collecting parameter and intermediate bytes in `sequence`.
        case controlSequence
        /// Skipping an overlong control sequence up to its final byte.
        case skippingControlSequence
        /// After `ESC O`, collecting parameter bytes in `sequence`.
        case singleShift
        /// After `CSI M`: three bytes of an X10 mouse report, collected in `sequence`.
        case x10Mouse
        /// Inside a bracketed paste, collecting text in `paste`.
        case paste
        /// Inside a multi-byte UTF-8 character.
        case utf8
    }

    var state = State.ground
    var sequence: [UInt8] = []
    var paste: [UInt8] = []
    /// How many bytes of the paste end marker, `ESC [ 2 0 1 ~`, the paste currently ends with.
    var pasteMarkerMatched = 0
    var utf8 = PartialCharacter()
    /// Whether the character being decoded followed an ESC, which makes it Alt+character.
    var utf8IsAlternate = false

    /// Creates a decoder with nothing pending.
    public init() {}

    /// How long the caller should wait for more input before calling ``flush()``, or `nil`
    /// when nothing is pending.
    ///
    /// Measure it from the last byte received: new bytes may complete what is pending.
    public var pendingTimeout: TimeInterval? {
        switch state {
        case .ground: return nil
        case .paste: return pasteTimeout
        default: return escapeTimeout
        }
    }

    /// Decodes bytes, returning the events they complete.
    ///
    /// Bytes that start an event without finishing it are kept for the next call.
    ///
    /// - Parameter bytes: The bytes just read.
    /// - Returns: The events completed, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInputEvent] {
        var events: [TerminalInputEvent] = []
        decode(bytes, into: &events)
        return events
    }

    /// Decodes bytes, appending the events they complete.
    ///
    /// - Parameters:
    ///   - bytes: The bytes just read.
    ///   - events: Where completed events are appended.
    public mutating func decode(_ bytes: some Sequence<UInt8>, into events: inout [TerminalInputEvent]) {
        // Arrays, slices and buffers decode in a loop specialised for a buffer; other
        // sequences byte by byte through the generic iterator.
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            decode(buffer: buffer, into: &events)
        }
        if done == nil {
            for byte in bytes {
                consume(byte, into: &events)
            }
        }
    }

    private mutating func decode(buffer: UnsafeBufferPointer<UInt8>, into events: inout [TerminalInputEvent]) {
        var index = 0
        let count = buffer.count
        while index < count {
            if state == .paste {
                // Pasted text is most of a large input: copy it in bulk up to a possible end marker.
                var end = index
                while end < count, buffer[end] != 0x1B, pasteMarkerMatched == 0 {
                    end += 1
                }
                if end > index {
                    paste.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<end]))
                    index = end
                    continue
                }
            }
            consume(buffer[index], into: &events)
            index += 1
        }
    }

    /// Takes whatever is pending as complete, after ``pendingTimeout`` passed with no input.
    ///
    /// A lone ESC is the Escape key; `ESC [` and `ESC O` are Alt+`[` and Alt+Shift+`O`; the
    /// start of a character is U+FFFD; an unfinished paste is delivered as it is; the start of
    /// any other sequence is dropped.
    ///
    /// - Returns: The events the pending bytes make.
    public mutating func flush() -> [TerminalInputEvent] {
        var events: [TerminalInputEvent] = []
        switch state {
        case .ground, .skippingControlSequence, .x10Mouse:
            break
        case .escape:
            events.append(.key(KeyFactory.escape([])))
        case .controlSequence:
            if sequence.isEmpty { events.append(.key(KeyFactory.character("[", modifiers: .alternate))) }
        case .singleShift:
            if sequence.isEmpty { events.append(.key(KeyFactory.character("O", modifiers: .alternate))) }
        case .utf8:
            events.append(.key(KeyFactory.character(Unicode.Scalar(0xFFFD)!, modifiers: [])))
        case .paste:
            events.append(.paste(String(decoding: paste, as: UTF8.self)))
            paste.removeAll()
        }
        state = .ground
        sequence.removeAll(keepingCapacity: true)
        return events
    }

    // MARK: The state machine

    mutating func consume(_ byte: UInt8, into events: inout [TerminalInputEvent]) {
        switch state {
        case .ground:
            ground(byte, into: &events)
        case .escape:
            afterEscape(byte, into: &events)
        case .controlSequence:
            switch byte {
            case 0x20...0x3F:
                sequence.append(byte)
                if sequence.count > Self.maximumSequenceLength {
                    sequence.removeAll(keepingCapacity: true)
                    state = .skippingControlSequence
                }
            case 0x40...0x7E:
                state = .ground
                controlSequence(final: byte, into: &events)
                sequence.removeAll(keepingCapacity: true)
            default:
                // Not part of any sequence: drop what came before and read the byte afresh.
                state = .ground
                sequence.removeAll(keepingCapacity: true)
                ground(byte, into: &events)
            }
        case .skippingControlSequence:
            switch byte {
            case 0x20...0x3F:
                break
            case 0x40...0x7E:
                state = .ground
            default:
                state = .ground
                ground(byte, into: &events)
            }
        case .singleShift:
            switch byte {
            case 0x30...0x3F where sequence.count < Self.maximumSequenceLength:
                sequence.append(byte)
            case 0x40...0x7E:
                state = .ground
                singleShift(final: byte, into: &events)
                sequence.removeAll(keepingCapacity: true)
            default:
                state = .ground
                sequence.removeAll(keepingCapacity: true)
                ground(byte, into: &events)
            }
        case .x10Mouse:
            sequence.append(byte)
            if sequence.count == 3 {
                state = .ground
                x10Mouse(into: &events)
                sequence.removeAll(keepingCapacity: true)
            }
        case .paste:
            pasteByte(byte, into: &events)
        case .utf8:
            switch utf8.add(byte) {
            case .incomplete:
                break
            case .complete(let scalar):
                state = .ground
                events.append(.key(KeyFactory.character(scalar, modifiers: utf8IsAlternate ? .alternate : [])))
            case .invalid:
                state = .ground
                events.append(.key(KeyFactory.character(Unicode.Scalar(0xFFFD)!, modifiers: [])))
                ground(byte, into: &events)
            }
        }
    }

    private mutating func ground(_ byte: UInt8, into events: inout [TerminalInputEvent]) {
        switch byte {
        case 0x1B:
            state = .escape
        case 0x00..<0x20, 0x7F:
            events.append(.key(KeyFactory.control(byte, modifiers: [])))
        case 0x20..<0x7F:
            events.append(.key(KeyFactory.printable(byte, modifiers: [])))
        default:
            startCharacter(byte, alternate: false, into: &events)
        }
    }

    private mutating func afterEscape(_ byte: UInt8, into events: inout [TerminalInputEvent]) {
        switch byte {
        case UInt8(ascii: "["):
            state = .controlSequence
            sequence.removeAll(keepingCapacity: true)
        case UInt8(ascii: "O"):
            state = .singleShift
            sequence.removeAll(keepingCapacity: true)
        case 0x1B:
            // ESC ESC: the first was the Escape key; the second may start a sequence.
            events.append(.key(KeyFactory.escape([])))
        case 0x00..<0x20, 0x7F:
            state = .ground
            events.append(.key(KeyFactory.control(byte, modifiers: .alternate)))
        case 0x20..<0x7F:
            state = .ground
            events.append(.key(KeyFactory.printable(byte, modifiers: .alternate)))
        default:
            state = .ground
            if PartialCharacter.isLeadByte(byte) {
                startCharacter(byte, alternate: true, into: &events)
            } else {
                events.append(.key(KeyFactory.escape([])))
                ground(byte, into: &events)
            }
        }
    }

    private mutating func startCharacter(_ byte: UInt8, alternate: Bool, into events: inout [TerminalInputEvent]) {
        if utf8.start(byte) {
            state = .utf8
            utf8IsAlternate = alternate
        } else {
            events.append(.key(KeyFactory.character(Unicode.Scalar(0xFFFD)!, modifiers: [])))
        }
    }

    /// Collects pasted bytes until `ESC [ 2 0 1 ~`, then delivers them as one event.
    private mutating func pasteByte(_ byte: UInt8, into events: inout [TerminalInputEvent]) {
        paste.append(byte)
        let marker = Self.pasteEndMarker
        if byte == marker[pasteMarkerMatched] {
            pasteMarkerMatched += 1
        } else {
            // The marker's bytes are all different, so a mismatch can only restart at ESC.
            pasteMarkerMatched = byte == marker[0] ? 1 : 0
        }
        if pasteMarkerMatched == marker.count {
            paste.removeLast(marker.count)
            events.append(.paste(String(decoding: paste, as: UTF8.self)))
            paste.removeAll()
            pasteMarkerMatched = 0
            state = .ground
        }
    }

    /// `CSI 201 ~`, which ends a bracketed paste.
    static let pasteEndMarker: [UInt8] = [
        0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "0"), UInt8(ascii: "1"), UInt8(ascii: "~"),
    ]
}
