/// The line `--keep-summary` leaves on the terminal once the alert has gone, as clack and
/// Noora do: the question and its answer, `✔ Delete 3 files? · Delete`, or `✗` for a cancel,
/// an Escape or a timeout. Plain text, no colour: it stays in the scrollback, which a log of
/// the terminal keeps as it is.
package enum SummaryLine {
    /// Shown for a secret's value, whatever its length: the length would say something.
    package static let secret = "••••"

    /// The line for `outcome` in `state` (without its line break), at most `width` columns (cut
    /// with an ellipsis); ASCII marks and separators where the terminal is not `unicode`. `nil`
    /// for an alert ended by a signal or a work's end, which says nothing.
    package static func text(for outcome: Outcome, state: AlertState, unicode: Bool, width: Int) -> String? {
        let configuration = state.configuration
        let words = configuration.words
        let (yes, no, between) = unicode ? ("✔", "✗", " · ") : ("v", "x", " - ")
        var parts: [String]
        let answered: Bool
        switch outcome {
        case .chosen(let index):
            let button = configuration.buttons[index]
            answered = button.style != .cancel
            parts = [button.title(in: words)]
        case .dismissed: (answered, parts) = (false, [words(.summaryEscaped)])
        case .timedOut: (answered, parts) = (false, [words(.summaryTimedOut)])
        case .interrupted, .finished: return nil
        }
        if answered {
            parts += state.answers.map { summary(of: $0, unicode: unicode, words: words) }
        }
        let question =
            configuration.title ?? configuration.message?.split(separator: "\n").first.map(String.init) ?? "alertty"
        let line = ([(answered ? yes : no) + " " + question] + parts)
            .map { Sanitizer.displayable($0, keepNewlines: false) }.joined(separator: between)
        guard DisplayWidth.of(line) > width else { return line }
        let ellipsis = unicode ? "…" : "..."
        guard width > ellipsis.count else { return TextLayout.prefix(of: line, fitting: max(0, width)) }
        return TextLayout.prefix(of: line, fitting: width - ellipsis.count) + ellipsis
    }

    /// One input's answer: `Name: Ada`, `Token: ••••`, `Remember: on`, the items chosen.
    private static func summary(of answer: InputAnswer, unicode: Bool, words: Words) -> String {
        let value =
            switch answer.value {
            case .text(let text, let isSecret): isSecret ? (unicode ? secret : "****") : text
            case .checked(let isChecked): words(isChecked ? .summaryOn : .summaryOff)
            case .chosen(let items): items.isEmpty ? words(.none) : items.joined(separator: ", ")
            }
        return answer.label.isEmpty ? value : answer.label + ": " + value
    }
}
