import Foundation
import Testing

@testable import Terrarium

/// UIKit's string forms of geometry values, both ways.
@Suite struct GeometryStringTests {
    @Test func valuesBecomeUIKitsStrings() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGSize(width: 3, height: 4)) == "{3, 4}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.string(for: CGVector(dx: -1, dy: 0)) == "{-1, 0}")
        #expect(NSCoder.string(for: CGAffineTransform.identity) == "[1, 0, 0, 1, 0, 0]")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: UIOffset(horizontal: 5, vertical: -6)) == "{5, -6}")
    }

    @Test func stringsBecomeValuesAndUnreadableOnesZero() {
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgPoint(for: "{1.5, -2}") == CGPoint(x: 1.5, y: -2))
        #expect(NSCoder.cgSize(for: "{3, 4}") == CGSize(width: 3, height: 4))
        #expect(NSCoder.cgVector(for: "{1, 2}") == CGVector(dx: 1, dy: 2))
        let transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6)
        #expect(NSCoder.cgAffineTransform(for: "[2, 0, 0, 2, 5, 6]") == transform)
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.uiOffset(for: "{7, 8}") == UIOffset(horizontal: 7, vertical: 8))
        #expect(NSCoder.cgRect(for: "nonsense") == .zero)
        #expect(NSCoder.cgPoint(for: NSCoder.string(for: CGPoint(x: 0.1, y: 1e-3))) == CGPoint(x: 0.1, y: 1e-3))
    }

    @Test func offsetsCompareByValue() {
        #expect(UIOffset() == .zero)
        #expect(UIOffset(horizontal: 1, vertical: 0) != .zero)
        #expect(UIOffset(horizontal: 1, vertical: 2).description == "{1, 2}")
    }
}
