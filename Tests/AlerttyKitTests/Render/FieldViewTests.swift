import TestSupport
import Testing

@testable import AlerttyKit

@Suite struct FieldViewTests {
    func frame(_ state: AlertState, columns: Int = 50, rows: Int = 16, unicode: Bool = true) -> Frame {
        AlertView.frame(
            for: state, size: TerminalSize(columns: columns, rows: rows),
            look: Look(appearance: state.configuration.appearance, unicode: unicode))
    }

    @Test func loginSnapshotWithTheCursorInTheFirstField() throws {
        var state = AlertState(configuration: signInAlert)
        type("ada", into: &state)
        _ = state.handle(.key(.tab))
        type("hunter2", into: &state)
        _ = state.handle(.key(.up))
        let drawn = frame(state)
        let text = drawn.text.filter { !$0.isEmpty }.joined(separator: "\n")
        #expect(
            text == """
                       ╭──────────────────────────────────╮
                       │             Sign in              │
                       │                                  │
                       │  Username                        │
                       │  › ada                           │
                       │  Password                        │
                       │  › •••••••                       │
                       │                                  │
                       │     [ Cancel ]  [ Sign In ]      │
                       │     Enter done · Esc cancel      │
                       ╰──────────────────────────────────╯
                """)
        let ada = try #require(locate("ada", in: drawn))
        #expect(drawn.cursor == Frame.Position(x: ada.x + 3, y: ada.y))
        let underlined = (0..<drawn.size.columns).filter { drawn[$0, ada.y].style.underline }
        #expect(underlined == Array(ada.x..<(ada.x + AlertLayout.preferredMinimumFieldWidth - 2)))
    }

    @Test func thePasswordIsNeverInTheFrame() {
        var state = AlertState(configuration: signInAlert)
        _ = state.handle(.key(.tab))
        type("hunter2", into: &state)
        for unicode in [true, false] {
            let text = frame(state, unicode: unicode).text.joined()
            #expect(!text.contains("hunter2") && !text.contains("h"))
            #expect(text.contains(unicode ? "•••••••" : "*******"))
        }
    }

    @Test func aFlaggedRequiredFieldSaysSoInWords() {
        var state = AlertState(configuration: signInAlert)
        _ = state.handle(.key(.tab))
        _ = state.handle(.key(.enter))
        #expect(frame(state).text.contains { $0.contains("Username - required") })
    }

    /// Long text scrolls so the cursor stays visible, and a wide character at the edge is never halved.
    @Test func longTextScrollsWithTheCursorAndKeepsWideCharactersWhole() throws {
        let configuration = AlertConfiguration(fields: [AlertField(label: "Note")])
        var state = AlertState(configuration: configuration)
        let text = String(repeating: "中文", count: 30) + "end"
        _ = state.handle(.key(.paste(text)))
        for columns in [30, 31, 40, 41] {
            let drawn = frame(state, columns: columns)
            let cursor = try #require(drawn.cursor)
            let row = drawn.text[cursor.y]
            #expect(row.hasSuffix("end│") || row.contains("end "), "\(columns): \(row)")
            #expect(Set(drawn.text.filter { $0.contains("│") }.map { DisplayWidth.of($0) }).count == 1)
            #expect(drawn[cursor.x - 1, cursor.y].character == "d")
            // Scrolled: the left edge says there is more before.
            #expect(row.contains("› …"), "\(columns): \(row)")
        }
        for _ in 0..<70 { _ = state.handle(.key(.left)) }
        let atStart = frame(state, columns: 30)
        let cursor = try #require(atStart.cursor)
        // Text out of view to the right is marked at the cut edge.
        #expect(atStart.text[cursor.y].contains("│  ›  中文中文"))
        #expect(atStart.text[cursor.y].hasSuffix("…  │"))
    }

    @Test func noCursorWhenAButtonHasTheFocus() {
        var state = AlertState(configuration: signInAlert)
        _ = state.handle(.key(.backTab))
        #expect(frame(state).cursor == nil)
    }

    @Test func fieldsStayVisibleOnAShortTerminal() {
        var state = AlertState(configuration: signInAlert)
        _ = state.handle(.key(.tab))
        let drawn = frame(state, columns: 40, rows: 6)
        #expect(drawn.cursor != nil)
        #expect(drawn.text.contains { $0.contains("Password") })
        #expect(drawn.text.contains { $0.contains("Sign In") })
    }
}
