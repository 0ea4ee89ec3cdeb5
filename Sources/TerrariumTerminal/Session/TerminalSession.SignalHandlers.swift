#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The signal handlers of a terminal session, and the plain memory they read.
//
// A handler may only make async-signal-safe calls, so everything it needs is prepared before
// the handlers are installed: the bytes that restore (and re-enter) the terminal, the saved
// and raw termios, the descriptors. Handlers call write(2), tcsetattr(3), sigaction(2),
// sigprocmask(2) and raise(3), and read(2) and dup2(2) for captured output, and
// nothing else: no allocation, no locks, no Swift runtime calls beyond reading this memory.
// The memory is allocated once and never freed; the allocation happens on first use, which
// `TerminalSession.enter()` forces before it installs any handler, so a handler never runs a
// lazy initializer.

extension TerminalSession {
    enum SignalHandlers {
        /// Scalar state the handlers read; written only while no handler is installed or while
        /// the handled signals are blocked.
        struct State {
            /// Whether a session is entered; handlers do nothing when it is not.
            var isActive = false
            var outputDescriptor: Int32 = -1
            /// The descriptor whose termios was changed, or -1 if raw mode was not entered.
            var attributesDescriptor: Int32 = -1
            var restoreCount = 0
            var enterCount = 0
            /// The write end of the self-pipe, or -1.
            var wakeDescriptor: Int32 = -1
            /// Bumped by the SIGCONT handler, so the SIGTSTP handler can tell whether it ran.
            var continueCount = 0
            /// Whether SIGINT, SIGTERM and SIGHUP wake the run loop instead of ending the process.
            var deliversTermination = false
            /// The termination signal the run loop has not yet acknowledged, or 0. While one is
            /// pending, another ends the process at once: a loop that is stuck cannot keep
            /// the user from quitting.
            var pendingTermination: Int32 = 0
            /// Whether SIGTSTP wakes the run loop, which suspends after telling the app.
            var deliversSuspension = false
            /// Whether a SIGTSTP is waiting for the run loop; another one suspends at once.
            var pendingSuspension = false
        }

        /// The largest restore or enter sequence; a session with more modes is refused.
        static let byteCapacity = 1024
        /// One more than the highest signal number on Linux (`NSIG`).
        static let signalSlots = 65

        nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
            let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
            pointer.initialize(to: State())
            return pointer
        }()
        nonisolated(unsafe) static let savedAttributes: UnsafeMutablePointer<termios> = allocateZeroed()
        nonisolated(unsafe) static let rawAttributes: UnsafeMutablePointer<termios> = allocateZeroed()
        nonisolated(unsafe) static let restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
        nonisolated(unsafe) static let enterBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
        /// The disposition each signal had before the session installed its handler, by number.
        nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = allocateZeroed(
            count: signalSlots)
        /// The session's own disposition, which the SIGTSTP handler reinstalls after resuming.
        nonisolated(unsafe) static let installedAction: UnsafeMutablePointer<sigaction> = allocateZeroed()
        /// An alternate stack, so a handler can run after a stack overflow (SIGSEGV).
        nonisolated(unsafe) static let alternateStack = UnsafeMutableRawPointer.allocate(
            byteCount: 64 * 1024, alignment: 16)

        /// SIGWINCH only wakes the loop, which asks the terminal for its new size.
        static let resizeSignal = SIGWINCH
        /// Restore, stop; on SIGCONT re-enter and wake the loop for a full redraw.
        static let suspendSignal = SIGTSTP
        static let continueSignal = SIGCONT
        /// Restore, then die as the signal would have killed the process.
        static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
        /// The terminating signals a run loop may take over (SIGQUIT, Ctrl-\, always ends at once).
        static let deliverableSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
        /// Restore, then re-raise: the process crashes as it would have.
        static let fatalSignals: [Int32] = [SIGSEGV, SIGABRT, SIGILL, SIGBUS, SIGFPE]

        static var allSignals: [Int32] {
            [resizeSignal, suspendSignal, continueSignal] + terminatingSignals + fatalSignals
        }

        private static func allocateZeroed<T>(count: Int = 1) -> UnsafeMutablePointer<T> {
            let pointer = UnsafeMutablePointer<T>.allocate(capacity: count)
            UnsafeMutableRawPointer(pointer).initializeMemory(
                as: UInt8.self, repeating: 0, count: count * MemoryLayout<T>.stride)
            return pointer
        }

        /// Touches every lazily initialised global, so no handler ever runs an initializer.
        static func prepare() {
            _ = state
            _ = savedAttributes
            _ = rawAttributes
            _ = restoreBytes
            _ = enterBytes
            _ = previousActions
            _ = installedAction
            _ = alternateStack
            _ = atExitRegistration
            _ = capture
            _ = copyBuffer
        }

        /// Restores the terminal when the program exits normally with a session still entered.
        static let atExitRegistration: Void = {
            atexit {
                // exit(3) flushes stdio after its hooks, once the capture is over: flush now,
                // so that an unfinished `print` is printed in order with the rest.
                if TerminalSession.SignalHandlers.capture.pointee.isCapturing { Platform.flushStandardStreams() }
                TerminalSession.SignalHandlers.restoreTerminal()
                TerminalSession.SignalHandlers.endCapture()
            }
        }()

        // MARK: Installing

        /// Installs the handler for every signal the session handles, remembering each previous
        /// disposition. A terminating signal the process ignores (as `nohup` makes SIGHUP)
        /// stays ignored.
        ///
        /// - Returns: The signals now handled.
        static func install() -> [Int32] {
            var stack = stack_t()
            if sigaltstack(nil, &stack) == 0, stack.ss_flags & Int32(SS_DISABLE) != 0 {
                stack.ss_sp = alternateStack
                stack.ss_size = 64 * 1024
                stack.ss_flags = 0
                _ = sigaltstack(&stack, nil)
            }
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = { TerminalSession.SignalHandlers.handle($0) }
            #else
                action.__sigaction_u.__sa_handler = { TerminalSession.SignalHandlers.handle($0) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_RESTART | SA_ONSTACK)
            installedAction.pointee = action

            var installed: [Int32] = []
            for signal in allSignals {
                var previous = sigaction()
                guard sigaction(signal, nil, &previous) == 0 else { continue }
                if terminatingSignals.contains(signal), isIgnored(previous) {
                    continue
                }
                previousActions[Int(signal)] = previous
                if sigaction(signal, &action, nil) == 0 {
                    installed.append(signal)
                }
            }
            // A parent may have left some of them blocked; a session must see them.
            var mask = sigset_t()
            sigemptyset(&mask)
            for signal in installed { sigaddset(&mask, signal) }
            pthread_sigmask(SIG_UNBLOCK, &mask, nil)
            return installed
        }

        /// Puts back each signal's previous disposition.
        static func uninstall(_ signals: [Int32]) {
            for signal in signals {
                _ = sigaction(signal, &previousActions[Int(signal)], nil)
            }
        }

        private static func isIgnored(_ action: sigaction) -> Bool {
            #if canImport(Glibc)
                let handler = action.__sigaction_handler.sa_handler
            #else
                let handler = action.__sigaction_u.__sa_handler
            #endif
            guard let handler else { return false }
            return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        }

        // MARK: Handling (async-signal-safe from here on)

        static func handle(_ signal: Int32) {
            let savedErrno = errno
            defer { errno = savedErrno }
            switch signal {
            case resizeSignal:
                wake(signal)
            case continueSignal:
                reenterTerminal()
                state.pointee.continueCount &+= 1
                wake(signal)
            case suspendSignal:
                if state.pointee.deliversSuspension && !state.pointee.pendingSuspension
                    && state.pointee.wakeDescriptor >= 0
                {
                    state.pointee.pendingSuspension = true
                    wake(signal)
                } else {
                    state.pointee.pendingSuspension = false
                    suspend()
                }
            // One pattern: a `where` after several patterns guards only the last.
            case _
            where (signal == SIGINT || signal == SIGTERM || signal == SIGHUP)
                && state.pointee.deliversTermination && state.pointee.pendingTermination == 0
                && state.pointee.wakeDescriptor >= 0:
                state.pointee.pendingTermination = signal
                wake(signal)
            default:
                restoreTerminal()
                endCapture()
                reraise(signal)
            }
        }

        /// Writes the restore bytes and puts back the saved termios.
        static func restoreTerminal() {
            guard state.pointee.isActive else { return }
            writeFully(restoreBytes, count: state.pointee.restoreCount, to: state.pointee.outputDescriptor)
            if state.pointee.attributesDescriptor >= 0 {
                _ = tcsetattr(state.pointee.attributesDescriptor, TCSANOW, savedAttributes)
            }
        }

        /// Puts raw mode back and writes the enter bytes.
        static func reenterTerminal() {
            guard state.pointee.isActive else { return }
            if state.pointee.attributesDescriptor >= 0 {
                _ = tcsetattr(state.pointee.attributesDescriptor, TCSANOW, rawAttributes)
            }
            writeFully(enterBytes, count: state.pointee.enterCount, to: state.pointee.outputDescriptor)
        }

        /// Restores the terminal, stops the process as SIGTSTP's default action would, and
        /// after SIGCONT reinstalls this handler. Also called by the run loop (with SIGTSTP
        /// not blocked: the stop happens in `raise`).
        static func suspend() {
            restoreTerminal()
            // The shell is back: show it what was printed and logged so far. Descriptors 1
            // and 2 stay on the capture file: nothing of this process writes while it is
            // stopped, and after `fg` they are captured again with no work in a handler.
            printCaptured()
            let continuesBefore = state.pointee.continueCount
            var defaultAction = sigaction()
            #if canImport(Glibc)
                defaultAction.__sigaction_handler.sa_handler = SIG_DFL
            #else
                defaultAction.__sigaction_u.__sa_handler = SIG_DFL
            #endif
            sigemptyset(&defaultAction.sa_mask)
            _ = sigaction(suspendSignal, &defaultAction, nil)
            // SIGTSTP is blocked while its handler runs: the raised one waits until the
            // unblock below, where the process stops. SIGCONT resumes it; its handler runs
            // before sigprocmask returns.
            _ = raise(suspendSignal)
            var mask = sigset_t()
            sigemptyset(&mask)
            sigaddset(&mask, suspendSignal)
            _ = pthread_sigmask(SIG_UNBLOCK, &mask, nil)
            _ = sigaction(suspendSignal, installedAction, nil)
            if state.pointee.continueCount == continuesBefore {
                // No SIGCONT handler ran: the kernel discarded the stop (an orphaned process
                // group) or SIGCONT came before we unblocked. Carry on as if resumed.
                reenterTerminal()
                state.pointee.continueCount &+= 1
                wake(continueSignal)
            }
        }

        /// Puts back the signal's previous disposition and raises it again; it is delivered
        /// when this handler returns, so the process ends the way it would have.
        private static func reraise(_ signal: Int32) {
            _ = sigaction(signal, &previousActions[Int(signal)], nil)
            _ = raise(signal)
        }

        /// Writes one byte naming the signal to the self-pipe; a full pipe already wakes the loop.
        private static func wake(_ signal: Int32) {
            let descriptor = state.pointee.wakeDescriptor
            guard descriptor >= 0 else { return }
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(descriptor, &byte, 1)
        }

        static func writeFully(_ bytes: UnsafeMutablePointer<UInt8>, count: Int, to descriptor: Int32) {
            var offset = 0
            while offset < count {
                let written = write(descriptor, bytes + offset, count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
