/// Stops the process with the text UIKit's uncaught Objective-C exception prints:
/// `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'`.
///
/// Swift has no exception to catch, so misuse that UIKit rejects with an exception stops
/// here; exit tests match the text.
func _terminate(uncaughtException name: String, reason: String) -> Never {
    fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
}
