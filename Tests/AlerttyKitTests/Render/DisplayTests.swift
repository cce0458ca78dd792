import Testing

@testable import AlerttyKit

/// The display's shortcut for a focus move between buttons: drawn over the frame shown, it
/// must send exactly the bytes of the whole frame diffed against the last.
@Suite struct DisplayTests {
    /// Alerts whose buttons sit side by side, stacked, beside fields, a list, checkboxes, a
    /// countdown, an icon, wide and destructive labels.
    static let alerts: [[String]] = [
        [
            "-t", "Delete 3 files?", "-m", "This cannot be undone.", "-b", "Cancel", "-s", "cancel", "-b", "Delete",
            "-s", "destructive",
        ],
        ["-t", "保存しますか", "-b", "はい", "-b", "いいえ", "-b", "Annuler", "-s", "cancel", "--icon", "warning"],
        ["-t", "Sign in", "-i", "Name", "--secure", "Password", "-b", "Cancel", "-s", "cancel", "-b", "OK"],
        ["-t", "Pick", "-c", "one", "-c", "two", "-c", "three", "--multiple", "-b", "Done", "-b", "Later"],
        ["-t", "Terms", "--checkbox", "I agree", "-b", "Back", "-b", "Next", "-b", "Quit", "-s", "destructive"],
        ["-m", "Closing soon", "--timeout", "30", "-b", "Stay", "-b", "Go", "-s", "default"],
        ["-t", "Four", "-b", "Alpha", "-b", "Bravo", "-b", "Charlie", "-b", "Delta", "-b", "Echo"],
    ]
    static let sizes = [
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 24, rows: 16),
        TerminalSize(columns: 12, rows: 9),
    ]
    static let keys: [Key] = [.right, .left, .tab, .backTab, .down, .up, .character("a"), .character("d"), .home]

    @Test(arguments: alerts)
    func aFocusMoveBetweenButtonsSendsTheBytesOfTheWholeFramesDiff(_ arguments: [String]) throws {
        guard case .showAlert(let request) = try CommandLineParser.parse(arguments) else {
            Issue.record("no alert for \(arguments)")
            return
        }
        var random = SplitMix64(seed: 0xD15C)
        var movesBetweenButtons = 0
        var movesDrawnAhead = 0
        for size in Self.sizes {
            let configuration = request.configuration
            let look = Look(appearance: configuration.appearance)
            let encoder = ANSIEncoder(placement: .screen, colorMode: .trueColor)
            // One display draws moves ahead, the other draws them when they come.
            var display = Display(presentation: configuration.presentation, colorMode: .trueColor)
            var unprepared = display
            var state = AlertState(configuration: configuration, size: size)
            var shown = AlertView.frame(for: state, look: look)
            _ = display.update(to: state, look: look)
            _ = unprepared.update(to: state, look: look)
            state.noteDrawn()
            display.prepareFocusMoves(for: state, look: look)
            for _ in 0..<40 {
                let key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
                guard case .none = state.handle(.key(key)) else { break }
                let whole = AlertView.frame(for: state, look: look)
                let expected = encoder.encode(whole, over: shown)
                if state.changeSinceDrawn == .buttonFocus {
                    movesBetweenButtons += 1
                    if let focus = state.focusedButton, display.preparedFocuses.contains(focus) { movesDrawnAhead += 1 }
                    // The shortcut itself, not the whole frame the update falls back to.
                    var copy = unprepared
                    #expect(copy.updateInPlace(to: state, look: look) == expected, "\(key) on \(arguments) at \(size)")
                }
                #expect(display.update(to: state, look: look) == expected, "\(key) on \(arguments) at \(size)")
                #expect(unprepared.update(to: state, look: look) == expected, "\(key) on \(arguments) at \(size)")
                state.noteDrawn()
                display.prepareFocusMoves(for: state, look: look)
                shown = whole
            }
        }
        #expect(movesBetweenButtons > 0, "no key moved the focus between buttons alone")
        #expect(movesDrawnAhead > 0, "no move was drawn ahead")
    }

    @Test func onlyAFocusMoveBetweenButtonsIsDrawnInPlace() throws {
        let configuration = AlertConfiguration(
            title: "Name?", buttons: [("Cancel", .cancel), ("OK", .default)], fields: [AlertField(label: "Name")])
        var state = AlertState(configuration: configuration)
        #expect(state.changeSinceDrawn == .everything, "nothing is drawn yet")
        state.noteDrawn()
        _ = state.handle(.key(.character("x")))
        #expect(state.changeSinceDrawn == .everything, "typing changes the field")
        state.noteDrawn()
        _ = state.handle(.key(.tab))
        #expect(state.changeSinceDrawn == .everything, "from the field to a button")
        state.noteDrawn()
        _ = state.handle(.key(.right))
        #expect(state.changeSinceDrawn == .buttonFocus)
        _ = state.handle(.tick(elapsed: 1))
        #expect(state.changeSinceDrawn == .buttonFocus, "time that shows nowhere changes nothing")
        _ = state.handle(.key(.character("q")))
        #expect(state.changeSinceDrawn == .buttonFocus, "a letter no button starts with does nothing")
        _ = state.handle(.resize(TerminalSize(columns: 60, rows: 20)))
        #expect(state.changeSinceDrawn == .everything)
        state.noteDrawn()
        _ = state.handle(.key(.backTab))
        #expect(state.changeSinceDrawn == .everything, "from the first button back to the field")
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
            var state = AlertState(configuration: configuration, size: size)
            var display = Display(presentation: .overlay, colorMode: .trueColor)
            _ = display.update(to: state, look: look)
            state.noteDrawn()
            display.prepareFocusMoves(for: state, look: look)
            // A window of stacked buttons scrolls with the focus: a move there lays the alert out again.
            #expect(state.layout.followsFocus == !drawsAhead)
            #expect(display.preparedFocuses.isEmpty == !drawsAhead, "at \(size)")
        }
    }

    @Test func aCountdownThatTicksIsDrawnWhole() {
        var state = AlertState(
            configuration: AlertConfiguration(buttons: [("Stay", .default), ("Go", .cancel)], timeout: 10))
        state.noteDrawn()
        _ = state.handle(.tick(elapsed: 0.5))
        #expect(state.changeSinceDrawn == .nothing, "still 10 s")
        _ = state.handle(.tick(elapsed: 1.5))
        #expect(state.changeSinceDrawn == .everything, "9 s now")
    }

    @Test func anotherLookOrAnAnimationDrawsTheWholeFrame() {
        let configuration = AlertConfiguration(title: "Go?", buttons: [("No", .cancel), ("Yes", .default)])
        var state = AlertState(configuration: configuration)
        let look = Look(appearance: configuration.appearance)
        var display = Display(presentation: .overlay, colorMode: .trueColor)
        _ = display.update(to: state, look: look, progress: 0.5)
        state.noteDrawn()
        _ = state.handle(.key(.right))
        #expect(display.updateInPlace(to: state, look: look) == nil, "the frame shown was half way in")
        _ = display.update(to: state, look: look)
        state.noteDrawn()
        _ = state.handle(.key(.left))
        let recoloured = look.seen(on: RGB(255, 255, 255))
        #expect(display.updateInPlace(to: state, look: recoloured) == nil, "drawn in another look")
        #expect(display.updateInPlace(to: state, look: look) != nil)
    }
}
