// `import UIKit` brings Foundation with it, so iOS code uses `CGFloat`, `CGRect`,
// `TimeInterval`, `IndexPath`, `Timer`, `NotificationCenter` and `NSCoder` without importing
// Foundation itself. `import Terrarium` does the same: Terrarium re-exports Foundation.
//
// Foundation on Linux (swift-corelibs-foundation) declares the Core Graphics value types
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`), `NSObject` and `NSCoder`; Terrarium extends them
// rather than declaring its own.
@_exported import Foundation
