import Testing

@testable import AlerttyKit

/// A placeholder: dim while its field is empty, gone at the first character, said in plain
/// mode's question, never the value.
@Suite struct PlaceholderTests {
    static let name = AlertConfiguration(
        title: "Who?", buttons: [("OK", .default)],
        fields: [AlertField(label: "Name").with { $0.placeholder = "ada" }])

    @Test func itIsDimWhileTheFieldIsEmptyAndGoesAtTheFirstCharacter() throws {
        var state = AlertState(configuration: Self.name)
        let frame = AlertView.frame(for: state)
        let row = try #require(frame.text.firstIndex { $0.contains("› ada") })
        let column = try #require(Array(frame.text[row]).firstIndex(of: "a"))
        #expect(frame[column, row].style.dim)
        #expect(frame.cursor?.x == column, "the cursor stays before it")
        _ = state.handle(.key(.character("x")))
        #expect(!AlertView.frame(for: state).text.joined().contains("ada"))
        #expect(state.values == ["x"])
    }

    @Test func aTextAreaShowsItToo() {
        let notes = AlertConfiguration(title: "Notes", buttons: [("OK", .default)]).with {
            $0.textAreas = [AlertField(label: "Notes").with { $0.placeholder = "What changed?" }]
            $0.inputOrder.note(.textAreas)
        }
        #expect(AlertView.frame(for: AlertState(configuration: notes)).text.joined().contains("What changed?"))
    }

    @Test func plainModeSaysItInTheQuestionAndAnEmptyLineStaysEmpty() {
        let question = FieldsPart.Layout.plainQuestion(0, state: AlertState(configuration: Self.name))
        #expect(question.prompt == "Name (e.g. ada): ")
    }

    @Test func aPlaceholderWithALineBreakIsRefused() {
        let broken = Self.name.with { $0.fields[0].placeholder = "a\nb" }
        #expect(throws: AlertConfiguration.Problem.placeholderNotOneLine(field: "Name")) { try broken.validate() }
    }
}
