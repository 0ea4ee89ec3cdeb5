import Terrarium
import TerrariumTesting
import Testing

@testable import Mailbox

@MainActor
@Suite(.isolatedUI) struct MailboxTests {
    let screen = HeadlessScreen(width: 40, height: 10)
    let mailbox = MailboxViewController(
        first: MessageViewController(title: "Inbox", text: "3 new messages"),
        second: MessageViewController(title: "Archive", text: "nothing older"))

    @Test func theFirstChildShowsAtLaunch() {
        screen.show(mailbox)
        #expect(screen.lines[1] == " Inbox: 3 new messages")
        #expect(mailbox.children.count == 1)
    }
}
