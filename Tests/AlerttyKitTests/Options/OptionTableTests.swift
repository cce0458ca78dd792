import Testing

@testable import AlerttyKit

@Suite struct OptionTableTests {
    @Test func everyOptionHasExactlyOneRowAndUniqueNames() {
        for id in OptionID.allCases {
            #expect(OptionTable.all.filter { $0.id == id }.count == 1, "\(id)")
        }
        let longs = OptionTable.all.map(\.long)
        let shorts = OptionTable.all.compactMap(\.short)
        #expect(Set(longs).count == longs.count)
        #expect(Set(shorts).count == shorts.count)
    }

    @Test func helpListsEveryOptionBindingAndExitStatus() {
        let help = HelpText.render()
        // Descriptions may wrap, so compare with runs of spaces and newlines collapsed.
        func words(_ text: String) -> String { text.split { $0 == " " || $0 == "\n" }.joined(separator: " ") }
        let flowing = words(help)
        for option in OptionTable.visible {
            #expect(help.contains(HelpText.synopsis(option)), "\(option.longFlag)")
            #expect(flowing.contains(words(option.abstract)))
        }
        for binding in KeyBindings.all { #expect(flowing.contains(words(binding.keys + " " + binding.action))) }
        for entry in ExitStatus.table { #expect(flowing.contains(words(entry.status + " " + entry.meaning))) }
    }

    /// Descriptions wrap to the width given; the fixed parts (usage, examples) fit 80 columns.
    @Test(arguments: [60, 80, 100])
    func helpFitsTheWidthItIsGiven(_ width: Int) {
        for line in HelpText.render(width: width).split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= max(width, 80), "\(line)")
        }
    }

    /// Each documented binding does what its row says when folded through the dialog logic.
    @Test func keyBindingTableMatchesTheDialogLogic() {
        let configuration = AlertConfiguration(buttons: [
            ("Keep", .default), ("Delete", .destructive), ("Cancel", .cancel),
        ])
        var results: [String: String] = [:]
        for binding in KeyBindings.all {
            guard let key = binding.example else { continue }
            var state = AlertState(configuration: configuration)
            let effect = state.handle(.key(key))
            results[binding.keys] = "\(effect) focus=\(state.focus)"
        }
        #expect(
            results == [
                "Left, Up, Shift-Tab": "none focus=2",
                "Right, Down, Tab": "none focus=1",
                "Enter, Space": "finish(AlerttyKit.Outcome.chosen(0)) focus=0",
                "Escape": "finish(AlerttyKit.Outcome.chosen(2)) focus=0",
                "a letter": "none focus=1",
                "Ctrl-C": "finish(AlerttyKit.Outcome.interrupted(signal: 2)) focus=0",
            ])
    }
}
