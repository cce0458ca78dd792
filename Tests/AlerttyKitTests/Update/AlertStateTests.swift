import Testing

@testable import AlerttyKit

@Suite struct AlertStateTests {
    static func configuration(_ styles: [ButtonStyle]) -> AlertConfiguration {
        AlertConfiguration(buttons: styles.enumerated().map { ("B\($0.offset)", $0.element) })
    }

    static let focusCases: [([ButtonStyle], Int)] = [
        ([.regular], 0),
        ([.cancel, .default, .regular], 1),
        ([.destructive, .regular, .cancel], 1),
        ([.destructive, .cancel], 1),
        ([.cancel, .destructive], 0),
        ([.destructive], 0),
        ([.destructive, .destructive], 0),
        ([.default, .destructive], 0),
    ]

    @Test(arguments: focusCases)
    func initialFocusFollowsTheStyleRules(_ styles: [ButtonStyle], _ focus: Int) {
        #expect(AlertState(configuration: Self.configuration(styles)).focus == .button(focus))
    }

    /// Folds keys through the state and returns the focus after each and the final effect.
    func press(_ keys: [Key], on styles: [ButtonStyle]) -> (focus: [Int], effect: Effect) {
        var state = AlertState(configuration: Self.configuration(styles))
        var focus: [Int] = []
        var effect = Effect.none
        for key in keys {
            effect = state.handle(.key(key))
            focus.append(state.focusedButton ?? -1)
        }
        return (focus, effect)
    }

    /// Wherever Tab takes the focus, the state's layout is the one laid out for that focus,
    /// whether it follows the focus (a window of stacked buttons or of fields) or is kept.
    @Test(arguments: AlertLayoutTests.focusCases.indices)
    func theLayoutAfterEachTabIsTheOneForTheFocus(_ index: Int) {
        let (configuration, columns, rows, _) = AlertLayoutTests.focusCases[index]
        let size = TerminalSize(columns: columns, rows: rows)
        var state = AlertState(configuration: configuration, size: size)
        for _ in 0..<(configuration.buttons.count + configuration.fields.count + 1) {
            _ = state.handle(.key(.tab))
            #expect(state.layout == AlertLayout(configuration: configuration, size: size, focus: state.focus))
        }
    }

    /// Scrolling back reuses the layout of before the scroll, laid out for the other button:
    /// it takes the focus there is now.
    @Test func aLayoutComingBackFromBeforeAScrollTakesTheFocusThereIsNow() {
        let configuration = AlertConfiguration(
            title: "Licence", message: (1...40).map { "Line \($0)" }.joined(separator: "\n"),
            buttons: [("Decline", .cancel), ("Accept", .default)])
        let size = TerminalSize(columns: 80, rows: 10)
        var state = AlertState(configuration: configuration, size: size)
        for key in [Key.pageDown, .tab, .pageUp] { _ = state.handle(.key(key)) }
        #expect(state.focus == .button(0) && state.messageScroll == .top)
        #expect(
            state.layout == AlertLayout(configuration: configuration, size: size, focus: state.focus, scroll: .top))
    }

    @Test func arrowsAndTabMoveTheFocusAndWrap() {
        let styles: [ButtonStyle] = [.regular, .regular, .regular]
        #expect(press([.right, .right, .right], on: styles).focus == [1, 2, 0])
        #expect(press([.left, .left], on: styles).focus == [2, 1])
        #expect(press([.tab, .backTab, .down, .up], on: styles).focus == [1, 0, 1, 0])
    }

    @Test func enterAndSpaceChooseTheFocusedButton() {
        #expect(press([.right, .enter], on: [.regular, .regular]).effect == .finish(.chosen(1)))
        #expect(press([.character(" ")], on: [.regular, .regular]).effect == .finish(.chosen(0)))
    }

    @Test func escapeChoosesTheCancelButtonWhereverTheFocusIs() {
        #expect(press([.right, .escape], on: [.regular, .regular, .cancel]).effect == .finish(.chosen(2)))
    }

    @Test func escapeWithoutCancelButtonDismissesWith255() {
        let effect = press([.escape], on: [.regular, .destructive]).effect
        #expect(effect == .finish(.dismissed))
        #expect(Outcome.dismissed.exitStatus(in: Self.configuration([.regular])) == 255)
    }

    @Test func ctrlCAsAKeyInterruptsWith130() {
        let effect = press([.control("c")], on: [.regular]).effect
        #expect(effect == .finish(.interrupted(signal: 2)))
        #expect(Outcome.interrupted(signal: 2).exitStatus(in: Self.configuration([.regular])) == 130)
    }

    @Test func letterFocusesTheNextMatchingButtonButNeverChooses() {
        let configuration = AlertConfiguration(buttons: [
            ("Save", .default), ("Skip", .regular), ("Cancel", .cancel), ("send", .regular),
        ])
        var state = AlertState(configuration: configuration)
        var focus: [Int] = []
        for letter in ["s", "S", "s", "c", "x"] as [Unicode.Scalar] {
            #expect(state.handle(.key(.character(letter))) == .none)
            focus.append(state.focusedButton ?? -1)
        }
        #expect(focus == [1, 3, 0, 2, 2])
    }

    @Test func otherKeysChangeNothing() {
        #expect(
            press([.home, .pageDown, .control("a"), .unknown, .alt(.left)], on: [.regular, .regular]).focus
                == [0, 0, 0, 0, 0])
    }

    @Test func tickFinishesOnlyOnceTheTimeoutHasPassed() {
        var state = AlertState(configuration: AlertConfiguration(timeout: 2))
        #expect(state.handle(.tick(elapsed: 1.99)) == .none)
        #expect(state.handle(.tick(elapsed: 2)) == .finish(.timedOut))
        var endless = AlertState(configuration: AlertConfiguration())
        #expect(endless.handle(.tick(elapsed: 1e9)) == .none)
    }
}
