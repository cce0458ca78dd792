import AlerttyCommandLine
import Testing

@testable import AlerttyKit

/// `--min-choices`, `--max-choices`, a radio list's answer given in advance, and the list
/// modifiers' messages (issue 47).
@Suite struct ChoiceCountOptionTests {
    static let checklist = ["-t", "Pick", "-c", "a", "-c", "b", "-c", "c", "--multiple"]

    @Test func theCountsGoToTheList() throws {
        let list = try parseAlert(Self.checklist + ["--min-choices", "1", "--max-choices", "2"]).configuration.choices
        #expect(list?.minimumChoices == 1 && list?.maximumChoices == 2)
        // After any --choice, even before --multiple and the last item.
        let early = try parseAlert(["-c", "a", "--max-choices", "3", "-c", "b", "--multiple"]).configuration
        #expect(early.choices?.maximumChoices == 3)
    }

    @Test(
        arguments: [
            (
                checklist + ["--min-choices", "2", "--max-choices", "1"],
                "--max-choices 1 is below --min-choices 2; raise --max-choices or lower --min-choices"
            ),
            (
                ["-c", "a", "-c", "b", "--min-choices", "1"],
                "--min-choices and --max-choices are for a list that takes several choices; add --multiple after a --choice"
            ),
            (
                ["-c", "a", "--max-choices", "1"],
                "--min-choices and --max-choices are for a list that takes several choices; add --multiple after a --choice"
            ),
            (
                checklist + ["--min-choices", "-1"],
                "invalid --min-choices '-1'; give a whole number of items from 0, e.g. --min-choices 2"
            ),
            (
                checklist + ["--max-choices", "0"],
                "invalid --max-choices '0'; give a whole number of items from 1, e.g. --max-choices 2"
            ),
            (
                checklist + ["--max-choices", "two"],
                "invalid --max-choices 'two'; give a whole number of items from 1, e.g. --max-choices 2"
            ),
            (
                checklist + ["--min-choices", "99999999999999999999"],
                "invalid --min-choices '99999999999999999999'; give a whole number of items from 0, e.g. --min-choices 2"
            ),
            (
                checklist + ["--min-choices", "4"],
                "--min-choices 4 asks for more than the list's 3 items; lower it or add --choice"
            ),
            (checklist + ["--min-choices", "1", "--min-choices", "1"], "--min-choices is given twice; give it once"),
            (
                ["-c", "a", "--selected", "-c", "b", "--selected", "--multiple", "--max-choices", "1"],
                "2 items are --selected but --max-choices is 1; select fewer or raise --max-choices"
            ),
            (
                ["--min-choices", "2", "-c", "A"],
                "--min-choices applies to the whole list, so it goes after a --choice, e.g. --choice A --min-choices 2"
            ),
        ] as [([String], String)])
    func countMistakesAreOneLineUsageErrors(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments) == message)
    }

    /// The example shows the fix with the script's own next item, and the option where it goes.
    @Test(
        arguments: [
            (
                ["--multiple", "-c", "A", "-c", "B"],
                "--multiple applies to the whole list, so it goes after a --choice, e.g. --choice A --multiple"
            ),
            (
                ["--selected", "-c", "eu"],
                "--selected must follow the --choice it applies to, e.g. --choice eu --selected"
            ),
            (
                ["--detail", "x", "-c", "two words"],
                "--detail must follow the --choice it applies to, e.g. --choice en --detail TEXT"
            ),
            (
                ["--multiple"],
                "--multiple applies to the whole list, so it goes after a --choice, e.g. --choice en --multiple"
            ),
        ] as [([String], String)])
    func aModifierBeforeAnyChoiceShowsTheFix(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test func helpSaysMultipleFollowsAChoice() {
        let help = HelpText.render()
        #expect(help.contains("--multiple        after a --choice: the list takes several (a checklist)"))
        #expect(help.contains("--min-choices N   with --multiple: a button needs at least N chosen"))
        #expect(help.contains("--max-choices N   with --multiple: at most N may be chosen"))
    }

    @Test func aRadioListAnsweredInAdvanceWithNoChoiceTakesTheMarkedItemElseTheFirst() throws {
        let alert = try parseAlert([
            "-t", "Pick", "-c", "Alpha", "-c", "Beta", "-b", "Cancel", "-s", "cancel", "-b", "OK",
        ])
        .configuration
        let byButton = try #require(try PresetAnswer.resolve(option: "OK", environment: nil, in: alert))
        #expect(byButton.items == [0])
        #expect(byButton.notice(in: alert).contains("choosing 'Alpha'"))
        let empty = try PresetAnswer.fromAnswers(#"{"button":"OK","choices":[]}"#, source: .answersOption, in: alert)
        #expect(empty.items == [0])
        let cancelled = try #require(try PresetAnswer.resolve(option: "Cancel", environment: nil, in: alert))
        #expect(cancelled.items == [], "cancel answers what is marked")
        let marked = try parseAlert(["-t", "Pick", "-c", "Alpha", "-c", "Beta", "--selected", "-b", "OK"]).configuration
        #expect(try PresetAnswer.resolve(option: "OK", environment: nil, in: marked)?.items == [1])
        let checklist = try parseAlert(Self.checklist).configuration
        #expect(
            try PresetAnswer.resolve(option: "OK", environment: nil, in: checklist)?.items == [],
            "a checklist may answer none")
    }

    @Test func anAnswerGivenInAdvanceBreakingACountIsARule() throws {
        let alert = try parseAlert(
            Self.checklist + ["--min-choices", "2", "--max-choices", "2", "-b", "OK", "-b", "No", "-s", "cancel"]
        )
        .configuration
        func broken(_ choices: String, button: String = "OK") throws -> String? {
            try PresetAnswer.fromAnswers(
                #"{"button":"\#(button)","choices":\#(choices)}"#, source: .answersOption, in: alert
            )
            .brokenRule(in: alert)
        }
        #expect(
            try broken(#"["a"]"#) == "--answers chooses 1 item but the list's --min-choices is 2; choose at least 2")
        #expect(
            try broken(#"["a","b","c"]"#)
                == "--answers chooses 3 items but the list's --max-choices is 2; choose at most 2")
        #expect(try broken(#"["a","c"]"#) == nil)
        #expect(try broken("[]", button: "No") == nil, "cancel keeps no rule")
        let byLabel = try #require(try PresetAnswer.resolve(option: "OK", environment: nil, in: alert))
        #expect(
            byLabel.brokenRule(in: alert)
                == "--answer chooses 0 items but the list's --min-choices is 2; choose at least 2 through --answers")
    }

    @Test func describeGivesTheCounts() throws {
        let alert = try parseAlert(Self.checklist + ["--max-choices", "2"]).configuration
        #expect(
            AlertDescription.json(of: alert, id: "p").contains(#""required":false,"min_choices":null,"max_choices":2,"#)
        )
    }
}
