import AppCore
import TerrariumTerminal

// `UIApplicationMain` for the terminal: launches the delegate once the terminal's size is
// known, runs until the app quits (q, or Ctrl-C that nothing handles), restores the terminal.
// Without a terminal it prints why and exits with status 1.
TerminalApplication.main(delegate: AppDelegate())
