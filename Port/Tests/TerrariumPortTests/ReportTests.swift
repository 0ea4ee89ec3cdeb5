import Foundation
import Testing
import TerrariumPortKit

@Suite struct ReportTests {
    static let menu = """
        import UIKit

        class MenuViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let tap = UITapGestureRecognizer(target: self, action: #selector(close))
                view.addGestureRecognizer(tap)
            }

            @objc func close() {
                dismiss(animated: true)
            }

            func reload() {
                let selector = #selector(getter: UIView.frame)
            }
        }
        """

    @Test func aFileWithoutTheConstructsIsLeftByteForByte() {
        let input = """
            import Terrarium
            import Foundation

            // @objc and #selector in a comment, "import UIKit" in a string: nothing to port.
            final class Plain: UIViewController {
                let note = "import UIKit and #selector(close)"
                var onClose: (() -> Void)?
                override func viewDidLoad() { super.viewDidLoad(); onClose?() }
            }\r\n
            """
        let ported = Porter.port(input)
        #expect(ported.ported == input)
        #expect(!ported.isChanged)
        #expect(ported.diff == "")
        #expect(ported.changes.isEmpty && ported.unported.isEmpty)
    }

    @Test func theDiffIsUnifiedWithThreeLinesOfContext() {
        let ported = Porter.port(Self.menu, path: "Menu.swift")
        #expect(
            ported.diff == """
                --- a/Menu.swift
                +++ b/Menu.swift
                @@ -1,13 +1,13 @@
                -import UIKit
                +import Terrarium
                 
                 class MenuViewController: UIViewController {
                     override func viewDidLoad() {
                         super.viewDidLoad()
                -        let tap = UITapGestureRecognizer(target: self, action: #selector(close))
                +        let tap = UITapGestureRecognizer(target: self, action: Selector("close", Self.close))
                         view.addGestureRecognizer(tap)
                     }
                 
                -    @objc func close() {
                +    func close() {
                         dismiss(animated: true)
                     }
                 

                """)
    }

    @Test func theSummaryListsEachRewriteByKindAndWhatWasLeft() {
        let ported = Porter.port(Self.menu, path: "Menu.swift")
        #expect(
            Summary.make([ported]) == """
                terrarium-port: 1 of 1 file changed, 3 rewrites, 1 not ported

                import UIKit → import Terrarium (1)
                  Menu.swift:1  import UIKit

                Objective-C attributes dropped (@objc, @objcMembers, dynamic, @IBAction) (1)
                  Menu.swift:10  @objc

                #selector(…) → Selector("…", Type.method) (1)
                  Menu.swift:6  close

                Not ported (1):
                  Menu.swift:15  #selector(getter: UIView.frame)
                    a selector for a property's getter has no Terrarium equivalent; call the property from a method and name that method

                """)
    }

    @Test func writeAppliesThePortAndASecondRunChangesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-port-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let menu = folder.appendingPathComponent("Menu.swift").path
        let plain = folder.appendingPathComponent("Plain.swift").path
        try Self.menu.write(toFile: menu, atomically: true, encoding: .utf8)
        try "import Foundation\nlet x = 1\n".write(toFile: plain, atomically: true, encoding: .utf8)

        let dryRun = try PortRun(paths: [folder.path], write: false)
        #expect(dryRun.output.hasPrefix("--- a/\(menu)\n+++ b/\(menu)\n"))
        #expect(dryRun.leftUnported)
        #expect(try String(contentsOfFile: menu, encoding: .utf8) == Self.menu)

        let run = try PortRun(paths: [folder.path], write: true)
        #expect(run.output.hasSuffix("\nWrote 1 file.\n"))
        #expect(try String(contentsOfFile: menu, encoding: .utf8) == run.files[0].ported)
        #expect(try String(contentsOfFile: plain, encoding: .utf8) == "import Foundation\nlet x = 1\n")

        let again = try PortRun(paths: [folder.path], write: true)
        #expect(again.files.allSatisfy { !$0.isChanged })
        #expect(again.output.hasPrefix("terrarium-port: 0 of 2 files changed, 0 rewrites, 1 not ported"))
    }
}
