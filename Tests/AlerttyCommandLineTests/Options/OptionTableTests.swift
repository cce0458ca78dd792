import AlerttyCommandLine
import Testing

@testable import AlerttyKit

@Suite struct OptionTableTests {
    @Test func everyOptionHasExactlyOneRowAndUniqueNames() {
        let longs = OptionTable.all.map(\.long)
        let shorts = OptionTable.all.compactMap(\.short)
        #expect(Set(longs).count == longs.count)
        #expect(Set(shorts).count == shorts.count)
    }

    /// --help lists every option and names every exit status, in at most 80 lines of 80
    /// columns; the tables in full are the man page's.
    @Test func helpListsEveryOptionAndStatusInAScreenAndAHalf() {
        let help = HelpText.render()
        // Descriptions may wrap, so compare with runs of spaces and newlines collapsed.
        func words(_ text: String) -> String { text.split { $0 == " " || $0 == "\n" }.joined(separator: " ") }
        let flowing = words(help)
        for option in OptionTable.visible {
            #expect(help.contains(HelpText.synopsis(option)), "\(option.longFlag)")
            #expect(flowing.contains(words(option.abstract)))
        }
        for entry in ExitStatus.table {
            let number = entry.status.split(separator: ",").first.map(String.init) ?? entry.status
            #expect(HelpText.statuses.contains(number), "--help does not name status \(entry.status)")
        }
        // (The man page's KEY BINDINGS holds every binding: GeneratedFilesTests.)
        // Within a screen and a half of a tall terminal: 80 lines until the whole-script options
        // (--id, --shell, --describe, --check-answers) came with a group of their own; 100 with the
        // four parts of issue 45 (--text-area, --file, --directory, --path, --extension, --date,
        // --time, --min, --max, --format, --pager, --follow).
        #expect(help.split(separator: "\n", omittingEmptySubsequences: false).count <= 100)
    }

    /// Descriptions wrap to the width given; the fixed parts (usage, examples) fit 80 columns.
    @Test(arguments: [60, 80, 100])
    func helpFitsTheWidthItIsGiven(_ width: Int) {
        for line in HelpText.render(width: width).split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= max(width, 80), "\(line)")
        }
    }

    /// Each documented binding, pressed where it applies, changes the alert or ends it.
    @Test func everyKeyBindingDoesSomethingWhereItApplies() throws {
        let onButton = AlertState(
            configuration: AlertConfiguration(buttons: [
                ("Keep", .default), ("Delete", .destructive), ("Cancel", .cancel),
            ]))
        let inField = AlertState(
            configuration: AlertConfiguration(
                buttons: [("OK", .default)], fields: [AlertField(label: "Name", initialValue: "ada lovelace")]))
        let longMessage = AlertState(
            configuration: AlertConfiguration(
                message: String(repeating: "line\n", count: 50), buttons: [("OK", .default)]))
        let items = ["alpha", "bravo", "charlie", "delta", "echo"].map { ChoiceList.Item($0) }
        var list = ChoiceList(items)
        list.items[2].isSelected = true
        let onList = AlertState(configuration: AlertConfiguration(choices: list))
        var onCheckbox = AlertState(configuration: AlertConfiguration(checkboxes: [AlertCheckbox("Remember")]))
        _ = onCheckbox.handle(.key(.backTab))
        #expect(onCheckbox.focus == .checkbox(0))
        var onDateConfiguration = AlertConfiguration()
        onDateConfiguration.dates = [try AlertDate(label: "Day", initialValue: 20_000)]
        onDateConfiguration.inputOrder.note(.dates)
        let onDate = AlertState(configuration: onDateConfiguration)
        var withPager = AlertConfiguration()
        withPager.pager = PagerSource(.file("notes.txt"))
        withPager.inputOrder.note(.pager)
        let inPager = AlertState(configuration: withPager)
        for binding in KeyBindings.all {
            guard let key = binding.example else { continue }
            let start: AlertState
            switch binding.context {
            case .inField: start = inField
            case .longMessage: start = longMessage
            case .onList: start = onList
            case .onCheckbox: start = onCheckbox
            case .onDate: start = onDate
            case .inPager: start = inPager
            default: start = onButton
            }
            var state = start
            let effect = state.handle(.key(key))
            #expect(effect != .none || state != start, "\(binding.keys) did nothing")
        }
    }

    /// The table drives the keys: each key a row names gives that row's command where the row
    /// applies, not one of an earlier row that would shadow it. A focused field's, list's or
    /// checkbox's keys win over a long message's too (PgDn pages the list, not the message).
    @Test func everyDocumentedKeyReachesItsOwnCommand() {
        for binding in KeyBindings.all {
            for entry in binding.triggers {
                guard case .key(let key) = entry.trigger else { continue }
                let isFocusedPart = [.inField, .onList, .onCheckbox, .inTextArea, .onPicker, .onDate, .inPager]
                    .contains(binding.context)
                let focused: KeyBindings.Context = isFocusedPart ? binding.context : .onButton
                let scrolls = binding.context == .longMessage || binding.context == .longMessageOnButton
                for messageScrolls in isFocusedPart ? [false, true] : [scrolls] {
                    #expect(
                        KeyBindings.command(for: key, focused: focused, messageScrolls: messageScrolls)
                            == entry.command, "\(key.name) in \(binding.keys), message scrolls: \(messageScrolls)")
                }
            }
        }
    }

    /// What help says of the directions, done: Left is the previous button and Right the next,
    /// Home is the top of a long message and End its bottom.
    @Test func theDirectionsAreTheOnesHelpNames() {
        var buttons = AlertState(
            configuration: AlertConfiguration(buttons: [("A", .regular), ("B", .default), ("C", .regular)]))
        #expect(buttons.focus == .button(1))
        _ = buttons.handle(.key(.left))
        #expect(buttons.focus == .button(0))
        _ = buttons.handle(.key(.right))
        _ = buttons.handle(.key(.right))
        #expect(buttons.focus == .button(2))
        var long = AlertState(configuration: AlertConfiguration(message: String(repeating: "line\n", count: 50)))
        _ = long.handle(.key(.end))
        #expect(long.messageScroll == .fromBottom(0))
        _ = long.handle(.key(.home))
        #expect(long.messageScroll == .top)
    }
}
