import TestSupport
import Testing

@testable import AlerttyKit

/// The display's shortcut for a focus move between buttons: drawn over the frame shown, it
/// must send exactly the bytes of the whole frame diffed against the last.
@Suite struct DisplayTests {
    /// Alerts whose buttons sit side by side, stacked, beside fields, a list, checkboxes, a
    /// countdown, an icon, wide and destructive labels.
    static let alerts: [AlertConfiguration] = [
        AlertConfiguration(
            title: "Delete 3 files?", message: "This cannot be undone.",
            buttons: [("Cancel", .cancel), ("Delete", .destructive)]),
        AlertConfiguration(
            title: "保存しますか", buttons: [("はい", .regular), ("いいえ", .regular), ("Annuler", .cancel)]
        ).with { $0.appearance.icon = .warning },
        AlertConfiguration(
            title: "Sign in", buttons: [("Cancel", .cancel), ("OK", .regular)],
            fields: [AlertField(label: "Name"), AlertField(label: "Password", kind: .secure)]),
        AlertConfiguration(
            title: "Pick", buttons: [("Done", .regular), ("Later", .regular)],
            choices: ChoiceList(labels: ["one", "two", "three"], allowsMultiple: true)),
        AlertConfiguration(
            title: "Terms", buttons: [("Back", .regular), ("Next", .regular), ("Quit", .destructive)],
            checkboxes: [AlertCheckbox("I agree")]),
        AlertConfiguration(message: "Closing soon", buttons: [("Stay", .regular), ("Go", .default)], timeout: 30),
        AlertConfiguration(
            title: "Four",
            buttons: ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].map { (label: $0, style: ButtonStyle.regular) }),
    ]
    static let sizes = [
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 24, rows: 16),
        TerminalSize(columns: 12, rows: 9),
    ]
    static let keys: [Key] = [.right, .left, .tab, .backTab, .down, .up, .character("a"), .character("d"), .home]

    @Test(arguments: alerts)
    func aFocusMoveBetweenButtonsSendsTheBytesOfTheWholeFramesDiff(_ configuration: AlertConfiguration) throws {
        // What a failure names the alert by.
        let alert = configuration.title ?? configuration.message ?? ""
        var random = SplitMix64(seed: 0xD15C)
        var movesBetweenButtons = 0
        var movesDrawnAhead = 0
        var movesAnsweredAhead = 0
        var listMovesAnsweredAhead = 0
        for size in Self.sizes {
            let look = Look(appearance: configuration.appearance)
            let encoder = ANSIEncoder(placement: .screen, colorMode: .trueColor)
            // One display draws moves ahead, the other draws them when they come.
            var display = Display(presentation: configuration.presentation, colorMode: .trueColor)
            var unprepared = display
            var state = AlertState(configuration: configuration, size: size)
            var shown = AlertView.frame(for: state, look: look)
            _ = display.update(to: state, look: look)
            _ = unprepared.update(to: state, look: look)
            display.prepareFocusMoves(for: state, look: look)
            for _ in 0..<40 {
                let key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
                let prepared = display.preparedFocuses
                let onList = state.focus == .list
                // As the run loop does: the read that is this key may be answered before it is handled.
                let answer = Display.inputs(for: key).first.flatMap {
                    display.answerAhead(to: Self.read(packed: $0), reader: KeyReader(), state: state, elapsed: 0)
                }
                let drawn = state.revision
                guard case .none = state.handle(.key(key)) else { break }
                let whole = AlertView.frame(for: state, look: look)
                let expected = encoder.encode(whole, over: shown)
                if state.revision.change(since: drawn) == .buttonFocus {
                    movesBetweenButtons += 1
                    if let focus = state.focusedButton, prepared.contains(focus) { movesDrawnAhead += 1 }
                    // The shortcut itself, not the whole frame the update falls back to.
                    var copy = unprepared
                    #expect(copy.updateInPlace(to: state, look: look) == expected, "\(key) on \(alert) at \(size)")
                }
                if answer != nil {
                    movesAnsweredAhead += 1
                    if onList { listMovesAnsweredAhead += 1 }
                    // Between buttons, or a list's cursor (whose whole frame was drawn ahead).
                    #expect(
                        state.revision.change(since: drawn) == .buttonFocus || onList && (key == .down || key == .up),
                        "\(key) answered ahead on \(alert) at \(size)")
                }
                // Answered ahead or not, the bytes sent for the key are the whole frame's diff.
                #expect(
                    (answer ?? []) + display.update(to: state, look: look) == expected,
                    "\(key) on \(alert) at \(size)")
                #expect(unprepared.update(to: state, look: look) == expected, "\(key) on \(alert) at \(size)")
                display.prepareFocusMoves(for: state, look: look)
                shown = whole
            }
        }
        #expect(movesBetweenButtons > 0, "no key moved the focus between buttons alone")
        #expect(movesDrawnAhead > 0, "no move was drawn ahead")
        #expect(movesAnsweredAhead > 0, "no key was answered ahead")
        if configuration.choices != nil {
            #expect(listMovesAnsweredAhead > 0, "no move of the list's cursor was answered ahead")
        }
    }

    /// The bytes of a read packed by ``Display/packed(_:)``.
    static func read(packed: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = packed
        while rest > 1 {
            bytes.insert(UInt8(rest & 0xFF), at: 0)
            rest >>= 8
        }
        return bytes
    }

    @Test func theReadsAnsweredAheadAreTheirKeysAlone() {
        for key in Display.focusKeys {
            let inputs = Display.inputs(for: key)
            #expect(!inputs.isEmpty, "nothing a terminal sends for \(key)")
            for input in inputs {
                var reader = KeyReader()
                let bytes = Self.read(packed: input)
                #expect(Display.packed(bytes) == input)
                #expect(reader.receive(bytes, at: 0) == [key], "\(bytes) is not \(key) alone")
                #expect(reader.deadline == nil, "\(bytes) leaves bytes held back")
            }
        }
        #expect(Display.packed(Array("\u{1B}[1;5C".utf8)) != nil)
        #expect(Display.packed(Array("\u{1B}[200~xy".utf8)) == nil, "eight bytes and more are never packed")
    }

    @Test func aListsCursorIsAnsweredAheadWhereverItGoes() throws {
        let configuration = AlertConfiguration(
            title: "Menu", buttons: [("OK", .regular)], choices: ChoiceList(labels: (1...60).map { "item \($0)" }))
        let look = Look(appearance: configuration.appearance)
        let encoder = ANSIEncoder(placement: .screen, colorMode: .trueColor)
        var state = AlertState(configuration: configuration)
        var display = Display(presentation: .overlay, colorMode: .trueColor)
        var shown = AlertView.frame(for: state, look: look)
        _ = display.update(to: state, look: look)
        // Down past the window's end (the list scrolls), to the last item, then back up.
        for key in Array(repeating: Key.down, count: 62) + Array(repeating: Key.up, count: 20) {
            display.prepareFocusMoves(for: state, look: look)
            let answer = display.answerAhead(
                to: Self.read(packed: Display.inputs(for: key)[0]), reader: KeyReader(), state: state, elapsed: 0)
            let before = state.focus
            _ = state.handle(.key(key))
            let whole = AlertView.frame(for: state, look: look)
            if before == .list {
                #expect(answer != nil, "\(key) on the list, at \(String(describing: state.list?.cursor))")
            }
            #expect((answer ?? []) + display.update(to: state, look: look) == encoder.encode(whole, over: shown))
            shown = whole
        }
        #expect(state.focus == .list)
    }

    @Test func onlyAKeyWhoseMoveIsDrawnAheadIsAnswered() {
        let configuration = AlertConfiguration(
            title: "Save?", buttons: [("Save", .default), ("Don't Save", .destructive), ("Cancel", .cancel)])
        let look = Look(appearance: configuration.appearance)
        var state = AlertState(configuration: configuration)
        var display = Display(presentation: .overlay, colorMode: .trueColor)
        let right = Array("\u{1B}[C".utf8)
        _ = display.update(to: state, look: look)
        func answerAhead(_ read: [UInt8]) -> [UInt8]? {
            display.answerAhead(to: read, reader: KeyReader(), state: state, elapsed: 0)
        }
        #expect(answerAhead(right) == nil, "nothing drawn ahead yet")
        display.prepareFocusMoves(for: state, look: look)
        #expect(Set(display.preparedFocuses) == [1, 2], "the buttons either side (Left wraps)")
        #expect(answerAhead(Array("x".utf8)) == nil, "a letter is decided when it comes")
        #expect(answerAhead(right + right) == nil, "two keys in one read are decided when they come")
        var holding = KeyReader()
        _ = holding.receive([0x1B], at: 0)
        #expect(
            display.answerAhead(to: right, reader: holding, state: state, elapsed: 0) == nil,
            "held-back bytes may make the read another key")
        let answer = answerAhead(right)
        #expect(answer?.isEmpty == false)
        #expect(display.preparedFocuses.isEmpty, "one answer per frame")
        #expect(answerAhead(right) == nil)
        _ = state.handle(.key(.right))
        #expect(display.update(to: state, look: look).isEmpty, "already on the screen")
    }

    @Test func onlyAFocusMoveBetweenButtonsIsDrawnInPlace() throws {
        let configuration = AlertConfiguration(
            title: "Name?", buttons: [("Cancel", .cancel), ("OK", .default)], fields: [AlertField(label: "Name")])
        var state = AlertState(configuration: configuration)
        #expect(state.revision.change(since: nil) == .everything, "nothing is drawn yet")
        var drawn = state.revision
        _ = state.handle(.key(.character("x")))
        #expect(state.revision.change(since: drawn) == .everything, "typing changes the field")
        drawn = state.revision
        _ = state.handle(.key(.tab))
        #expect(state.revision.change(since: drawn) == .everything, "from the field to a button")
        drawn = state.revision
        _ = state.handle(.key(.right))
        #expect(state.revision.change(since: drawn) == .buttonFocus)
        _ = state.handle(.tick(elapsed: 1))
        #expect(state.revision.change(since: drawn) == .buttonFocus, "time that shows nowhere changes nothing")
        _ = state.handle(.key(.character("q")))
        #expect(state.revision.change(since: drawn) == .buttonFocus, "a letter no button starts with does nothing")
        _ = state.handle(.resize(TerminalSize(columns: 60, rows: 20)))
        #expect(state.revision.change(since: drawn) == .everything)
        drawn = state.revision
        _ = state.handle(.key(.backTab))
        #expect(state.revision.change(since: drawn) == .everything, "from the first button back to the field")
    }

    @Test func movesAreDrawnAheadOnlyWhereTheyKeepTheLayout() {
        let buttons: [(label: String, style: ButtonStyle)] = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].map {
            ($0, .default)
        }
        let configuration = AlertConfiguration(title: "Pick", buttons: buttons)
        let look = Look(appearance: configuration.appearance)
        for (size, drawsAhead) in [
            (TerminalSize(columns: 80, rows: 24), true), (TerminalSize(columns: 16, rows: 4), false),
        ] {
            let state = AlertState(configuration: configuration, size: size)
            var display = Display(presentation: .overlay, colorMode: .trueColor)
            _ = display.update(to: state, look: look)
            display.prepareFocusMoves(for: state, look: look)
            // A window of stacked buttons scrolls with the focus: a move there lays the alert out again.
            #expect(state.layout.followsFocus == !drawsAhead)
            #expect(display.preparedFocuses.isEmpty == !drawsAhead, "at \(size)")
        }
    }

    @Test func aCountdownThatTicksIsDrawnWhole() {
        var state = AlertState(
            configuration: AlertConfiguration(buttons: [("Stay", .default), ("Go", .cancel)], timeout: 10))
        let drawn = state.revision
        _ = state.handle(.tick(elapsed: 0.5))
        #expect(state.revision.change(since: drawn) == .nothing, "still 10 s")
        _ = state.handle(.tick(elapsed: 1.5))
        #expect(state.revision.change(since: drawn) == .everything, "9 s now")
    }

    @Test func anotherLookOrAnAnimationDrawsTheWholeFrame() {
        let configuration = AlertConfiguration(title: "Go?", buttons: [("No", .cancel), ("Yes", .default)])
        var state = AlertState(configuration: configuration)
        let look = Look(appearance: configuration.appearance)
        var display = Display(presentation: .overlay, colorMode: .trueColor)
        _ = display.update(to: state, look: look, progress: 0.5)
        _ = state.handle(.key(.right))
        #expect(display.updateInPlace(to: state, look: look) == nil, "the frame shown was half way in")
        _ = display.update(to: state, look: look)
        _ = state.handle(.key(.left))
        let recoloured = look.seen(on: RGB(255, 255, 255))
        #expect(display.updateInPlace(to: state, look: recoloured) == nil, "drawn in another look")
        #expect(display.updateInPlace(to: state, look: look) != nil)
    }

    /// The display keeps the revision it drew: an update for a state it never drew (another
    /// alert's, or a copy taken before a change the display did not see) is drawn whole, never
    /// as a focus move over a frame that shows something else.
    @Test func aStateTheDisplayDidNotDrawIsDrawnWhole() {
        let configuration = AlertConfiguration(title: "Go?", buttons: [("No", .cancel), ("Yes", .default)])
        let look = Look(appearance: configuration.appearance)
        var state = AlertState(configuration: configuration)
        var display = Display(presentation: .overlay, colorMode: .trueColor)
        _ = display.update(to: state, look: look)
        _ = state.handle(.key(.right))
        var resized = state
        _ = resized.handle(.resize(TerminalSize(columns: 60, rows: 20)))
        #expect(display.updateInPlace(to: resized, look: look) == nil, "more than a focus move since the frame drawn")
        #expect(display.updateInPlace(to: state, look: look) != nil, "one focus move since")
        display.forget()
        #expect(display.updateInPlace(to: state, look: look) == nil, "after forget(), nothing is known drawn")
    }
}
