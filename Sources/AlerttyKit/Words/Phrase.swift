/// One of alertty's own words or sentences, as the screen shows it; ``Words`` gives it in a
/// ``Language``. Each language's text is an exhaustive switch in its own file
/// (`Catalog+German.swift` …), so a phrase without a translation does not compile, and a
/// language not chosen costs nothing at start-up (its code is never touched).
///
/// A sentence with parts that vary holds them as `{1}`, `{2}` …, which a translation may put
/// in any order: `Choose at least {1} ({2} chosen)`. Each case says where it shows.
///
/// Only what the screen and plain mode show is here: answers on stdout, `--describe`, the log,
/// `--help`, the man page and diagnostics on stderr stay in English for the scripts and their
/// authors who read them.
package enum Phrase: CaseIterable, Sendable {
    // MARK: Buttons

    /// The button an alert without buttons of its own is dismissed with.
    case ok
    /// The button that declines, beside ``ok`` on a list with no buttons of its own.
    case cancel
    /// Agreeing: a yes/no question's first button.
    case yes
    /// Declining: a yes/no question's second button.
    case no
    /// After a destructive button's name in plain mode, where no colour says so.
    case destructive

    // MARK: Keys, as the line of keys at the foot of the box names them (a language may keep the keycap's own word)

    /// The Enter key.
    case keyEnter
    /// The space bar.
    case keySpace
    /// The Tab key.
    case keyTab
    /// The Escape key, as its keycap says.
    case keyEscape
    /// The up arrow, where the terminal cannot show ↑.
    case keyUp
    /// The down arrow, where the terminal cannot show ↓.
    case keyDown
    /// The left arrow, where the terminal cannot show ←.
    case keyLeft
    /// The right arrow, where the terminal cannot show →.
    case keyRight
    /// Control with a letter: {1} is the letter, `Ctrl-D`.
    case keyControl

    // MARK: What the keys do, after their names on the line of keys (`↑↓ move · Enter choose`)

    /// Tab: on to the next input or button.
    case hintNext
    /// The arrows: move between buttons or items.
    case hintMove
    /// Enter or Space: choose the button or item.
    case hintChoose
    /// Enter in a field, a date, a pager; Ctrl-D in a text area: finished.
    case hintDone
    /// Space in a list: mark the item.
    case hintMark
    /// Typing letters narrows a list.
    case hintTypeToFilter
    /// Left and Right in a file picker: into and out of folders.
    case hintFolders
    /// Space on a checkbox.
    case hintToggle
    /// Enter in a text area.
    case hintNewLine
    /// Left and Right on a date: a day earlier or later.
    case hintDay
    /// Up and Down on a date: a week earlier or later.
    case hintWeek
    /// Up and Down in a pager.
    case hintScroll
    /// `/` in a pager.
    case hintSearch
    /// Escape: the cancel button.
    case hintCancel
    /// A text area's label row where the line of keys is not shown: {1} is Ctrl-D's name, {2} Enter's.
    case textAreaKeys

    // MARK: Time running out

    /// The countdown with a `--timeout-answer`: {1} the button, {2} seconds, `Continue in 9 s`.
    case countdownAnswer
    /// The countdown without one: {1} seconds.
    case countdownCloses
    /// Plain mode's opening with a `--timeout-answer`: {1} the button, {2} ``seconds``.
    case plainTimeoutAnswer
    /// Plain mode's opening with a timeout: {1} ``seconds``.
    case plainTimeoutCloses
    /// One second, in plain mode's opening.
    case secondOne
    /// Seconds other than one, in plain mode's opening.
    case seconds

    // MARK: Plain mode's words for the icon, which a screen reader cannot see

    /// The info icon.
    case iconInfo
    /// The warning icon.
    case iconWarning
    /// The error icon.
    case iconError
    /// The question icon.
    case iconQuestion
    /// The success icon.
    case iconSuccess

    // MARK: Plain mode's questions and refusals

    /// Plain mode's question for the buttons: {1} the numbers, `1-3`; the default follows in brackets.
    case plainChooseButton
    /// Plain mode, an answer that is no button: {1} how many there are.
    case plainButtonAgain
    /// Plain mode, a required field or text area left empty: {1} its label.
    case plainRequired
    /// Plain mode, a value that breaks a built-in rule: {1} the label, {2} the rule's words (`must be a whole number`).
    case plainBrokenRule
    /// Plain mode, a field's placeholder after its label: {1} the placeholder.
    case plainExample
    /// Plain mode, a checkbox answered with neither.
    case plainYesOrNo
    /// Plain mode, a refusal said as a sentence: {1} a list's or a date's problem (`{1}。` in Japanese).
    case sentence

    // MARK: The summary line left in the scrollback (`--keep-summary`)

    /// The alert was dismissed with Escape.
    case summaryEscaped
    /// The alert timed out.
    case summaryTimedOut
    /// A checkbox left on.
    case summaryOn
    /// A checkbox left off.
    case summaryOff
    /// No items chosen: in the summary line, and plain mode's offer for a list with none chosen.
    case none

    // MARK: Progress

    /// The status row while a command is being stopped.
    case progressStopping
    /// The status row once a command was stopped: {1} the time taken, `0:12`.
    case progressCommandStopped
    /// The status row: {1} the time taken, `0:12`.
    case progressElapsed
    /// The status row once the time left can be estimated: {1} taken, {2} left.
    case progressElapsedAndLeft

    // MARK: Lists

    /// Above a required radio list.
    case listRequiredOne
    /// Above a required checklist.
    case listRequiredSome
    /// A count rule: {1} the fewest items.
    case countAtLeast
    /// A count rule: {1} the number of items.
    case countExactly
    /// A count rule: {1} the most items.
    case countAtMost
    /// A count rule: {1} the fewest, {2} the most.
    case countBetween
    /// The line under a list with a count rule: {1} the rule, `at least 2`.
    case chooseCount
    /// A refusal: {1} the fewest, {2} how many are chosen.
    case tooFewChosen
    /// A refusal: {1} the most, {2} how many are chosen.
    case tooManyChosen
    /// A list read from a file or pipe holding one item.
    case itemCountOne
    /// A list read from a file or pipe: {1} how many, grouped `12,345`.
    case itemCount
    /// Before the count while a list's input has not ended: {1} the count.
    case readingItems
    /// Before the letters typed to narrow a list.
    case filterLabel
    /// After the letters typed: {1} items shown of {2}.
    case filterCount
    /// A refusal while the filter hides every item.
    case noItemToAnswer
    /// A refusal to choose an item whose bytes are not UTF-8.
    case itemNotUTF8
    /// A refusal to choose an item cut at 1 MiB.
    case itemTooLong
    /// Plain mode, after an item that cannot be answered.
    case plainCannotBeChosen
    /// Plain mode, letters that find nothing: {1} the letters, quoted.
    case plainNoItemContains
    /// Plain mode, the items the letters found: {1} the letters, {2} shown of {3}.
    case plainItemsContaining
    /// Plain mode, after the items listed: {1} how many more.
    case plainMoreItems
    /// Plain mode, an empty list.
    case plainNoItems
    /// Plain mode's question for a radio list: {1} the numbers, `1-5`.
    case plainChooseItem
    /// Plain mode's question for a checklist: {1} the numbers.
    case plainChooseItems
    /// The same with a count rule: {2} the rule, `at least 2`.
    case plainChooseItemsCounted
    /// Plain mode, an answer that is no item: {1} how many there are.
    case plainItemAgain
    /// Plain mode, several items given to a radio list.
    case plainOneItem
    /// Plain mode, a required list answered with none.
    case plainItemRequired

    // MARK: Fields and text areas

    /// A required field's label while it is empty and flagged: {1} the label.
    case fieldRequired
    /// A minimum length of one broken.
    case atLeastOneCharacter
    /// A minimum length broken: {1} the length.
    case atLeastCharacters
    /// `--integer` broken.
    case wholeNumber
    /// `--integer` with `--min` and `--max` broken.
    case wholeNumberFromTo
    /// `--integer` with `--min` broken.
    case wholeNumberAtLeast
    /// `--integer` with `--max` broken.
    case wholeNumberAtMost
    /// A value too long to check against the pattern: one character.
    case atMostOneCharacter
    /// A value too long to check against the pattern: {1} characters.
    case atMostCharacters
    /// A pattern of one set of characters broken: {1} the characters, `digits and -`.
    case mayHoldOnly
    /// Any other pattern broken.
    case notInForm
    /// The characters `[a-z]` takes.
    case lowercaseLetters
    /// The characters `[A-Z]` takes.
    case capitalLetters
    /// The characters `[[:alpha:]]` takes.
    case letters
    /// The characters `[0-9]` takes.
    case digits
    /// The last two of a list of characters: `letters, digits and -`.
    case listAnd
    /// A `--validate` command refused the value without a word: {1} its status.
    case checkRefused
    /// A `--validate` command ran too long: {1} seconds.
    case checkTooSlow
    /// A `--validate` command could not start: {1} why, as the system says it.
    case checkNotRun
    /// Plain mode, after a text area's label.
    case plainTextAreaHow
    /// Plain mode, a text too long: {1} the label, {2} the most.
    case plainTextAreaTooLong

    // MARK: Dates: the grid's heading and columns, and what is wrong with a value (answers stay in English)

    /// The first month.
    case january
    /// The second month.
    case february
    /// The third month.
    case march
    /// The fourth month.
    case april
    /// The fifth month.
    case may
    /// The sixth month.
    case june
    /// The seventh month.
    case july
    /// The eighth month.
    case august
    /// The ninth month.
    case september
    /// The tenth month.
    case october
    /// The eleventh month.
    case november
    /// The twelfth month.
    case december
    /// The grid's heading: {1} the month's name, {2} the year.
    case monthAndYear
    /// Sunday, in a column two wide.
    case sundayShort
    /// Monday, in a column two wide.
    case mondayShort
    /// Tuesday, in a column two wide.
    case tuesdayShort
    /// Wednesday, in a column two wide.
    case wednesdayShort
    /// Thursday, in a column two wide.
    case thursdayShort
    /// Friday, in a column two wide.
    case fridayShort
    /// Saturday, in a column two wide.
    case saturdayShort
    /// Beside a date: the year 0 typed.
    case noYearZero
    /// Beside a date: {1} a month number past 12.
    case noSuchMonth
    /// Beside a date: the month has only {1} days.
    case onlyDays
    /// Beside a time past 23:59:59.
    case notATime
    /// Beside a value before `--min`: {1} the earliest.
    case beforeEarliest
    /// Beside a value after `--max`: {1} the latest.
    case afterLatest
    /// Plain mode: {1} what was typed, {2} the form, `YYYY-MM-DD`.
    case dateNotInForm
    /// Plain mode: {1} what was typed.
    case dateYearOutOfRange
    /// Plain mode: {1} what was typed, {2} the month.
    case dateNoSuchMonth
    /// Plain mode: {1} what was typed, {2} the month and year, {3} its days.
    case dateMonthHasDays
    /// Plain mode: {1} what was typed.
    case timeOutOfRange
    /// Plain mode: {1} what was typed, {2} `--min`.
    case beforeEarliestAllowed
    /// Plain mode: {1} what was typed, {2} `--max`.
    case afterLatestAllowed

    // MARK: The file picker

    /// Beside `./`, which answers with the folder shown.
    case thisFolder
    /// After a broken link's target.
    case missingTarget
    /// Beside a device, socket or pipe.
    case notARegularFile
    /// A refusal to answer a name whose bytes are not UTF-8.
    case nameNotUTF8
    /// A refusal while no file is under the cursor.
    case chooseAFile
    /// A refusal while no folder is under the cursor.
    case chooseAFolder
    /// In place of the entries: the folder is gone.
    case folderNotFound
    /// In place of the entries: something else is at the path.
    case folderIsNotAFolder
    /// In place of the entries: reading it is not permitted.
    case folderNotPermitted
    /// In place of the entries: {1} why, as the system says it.
    case folderUnreadable
    /// In place of the entries: there are none that can be chosen.
    case nothingToChoose
    /// In place of the entries: only hidden ones, {1} the key that shows them, `Ctrl-T`.
    case onlyHiddenEntries
    /// Plain mode, after the label: what to type.
    case plainFilePath
    /// Plain mode, after the label: what to type.
    case plainFolderPath
    /// Plain mode: {1} ``plainFilePath`` or ``plainFolderPath``, {2} the folder a relative path starts in.
    case plainPathFrom
    /// Plain mode, `--multiple`: {1} what to type, {2} how many were given.
    case plainPathsSoFar
    /// Plain mode, an empty answer.
    case plainTypeFilePath
    /// Plain mode, an empty answer.
    case plainTypeFolderPath
    /// Plain mode, a path typed that is not there: {1} the path.
    case pathMissing
    /// Plain mode, choosing folders, a path that is something else.
    case pathNotAFolder
    /// Plain mode, choosing files, a folder typed.
    case pathIsAFolder
    /// Plain mode, choosing files, a device, socket or pipe typed.
    case pathNotAFile

    // MARK: The pager

    /// The pager's status row when it shows standard input.
    case standardInput
    /// A search that found nothing: {1} what was sought.
    case notFound
    /// The status row: nothing to show.
    case pagerEmpty
    /// The status row: nothing has come yet.
    case pagerWaiting
    /// The status row: the lines in view, {1} to {2}, of {3}.
    case pagerLines
    /// The status row while the lines are counted.
    case pagerCounting
    /// The status row while a stream is still coming.
    case pagerStillReading
    /// A stream longer than the pager keeps: {1} how many MiB.
    case pagerKeptFirst
    /// A followed file was truncated.
    case pagerCutShort
    /// A followed file was replaced.
    case pagerReplaced
    /// A followed file was removed.
    case pagerRemoved
    /// Plain mode after a long text: {1} lines shown, {2} its name.
    case plainPagerFirst
    /// Plain mode after a whole text: {1} its name.
    case plainPagerEnd

    /// The phrase in English, alertty's own language.
    package var english: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Cancel"
        case .yes: "Yes"
        case .no: "No"
        case .destructive: "(destructive)"
        case .keyEnter: "Enter"
        case .keySpace: "Space"
        case .keyTab: "Tab"
        case .keyEscape: "Esc"
        case .keyUp: "Up"
        case .keyDown: "Down"
        case .keyLeft: "Left"
        case .keyRight: "Right"
        case .keyControl: "Ctrl-{1}"
        case .hintNext: "next"
        case .hintMove: "move"
        case .hintChoose: "choose"
        case .hintDone: "done"
        case .hintMark: "mark"
        case .hintTypeToFilter: "type to filter"
        case .hintFolders: "folders"
        case .hintToggle: "turn on or off"
        case .hintNewLine: "new line"
        case .hintDay: "day"
        case .hintWeek: "week"
        case .hintScroll: "scroll"
        case .hintSearch: "search"
        case .hintCancel: "cancel"
        case .textAreaKeys: "{1}: done  {2}: new line"
        case .countdownAnswer: "{1} in {2} s"
        case .countdownCloses: "closes in {1} s"
        case .plainTimeoutAnswer: "(Unanswered, {1} is chosen in {2}.)"
        case .plainTimeoutCloses: "(This question closes in {1}.)"
        case .secondOne: "1 second"
        case .seconds: "{1} seconds"
        case .iconInfo: "Info"
        case .iconWarning: "Warning"
        case .iconError: "Error"
        case .iconQuestion: "Question"
        case .iconSuccess: "Success"
        case .plainChooseButton: "Choose {1}"
        case .plainButtonAgain: "Type a number from 1 to {1}, or a button's name."
        case .plainRequired: "{1} is required."
        case .plainBrokenRule: "{1} {2}."
        case .plainExample: "(e.g. {1})"
        case .plainYesOrNo: "Type y or n."
        case .sentence: "{1}."
        case .summaryEscaped: "Escape"
        case .summaryTimedOut: "no answer in time"
        case .summaryOn: "on"
        case .summaryOff: "off"
        case .none: "none"
        case .progressStopping: "Stopping…"
        case .progressCommandStopped: "Command stopped · {1} elapsed"
        case .progressElapsed: "{1} elapsed"
        case .progressElapsedAndLeft: "{1} elapsed · about {2} left"
        case .listRequiredOne: "Required: choose one"
        case .listRequiredSome: "Required: choose at least one"
        case .countAtLeast: "at least {1}"
        case .countExactly: "exactly {1}"
        case .countAtMost: "at most {1}"
        case .countBetween: "{1} to {2}"
        case .chooseCount: "Choose {1}"
        case .tooFewChosen: "Choose at least {1} ({2} chosen)"
        case .tooManyChosen: "Choose at most {1} ({2} chosen)"
        case .itemCountOne: "1 item"
        case .itemCount: "{1} items"
        case .readingItems: "Reading… {1}"
        case .filterLabel: "Filter:"
        case .filterCount: "{1} of {2}"
        case .noItemToAnswer: "No item shows to answer: Escape clears the filter"
        case .itemNotUTF8: "This item is not valid UTF-8: it cannot be answered"
        case .itemTooLong: "This item is longer than 1 MiB: it cannot be answered"
        case .plainCannotBeChosen: "(cannot be chosen)"
        case .plainNoItemContains: "No item contains {1}."
        case .plainItemsContaining: "Items containing {1}, {2} of {3}; other letters find others:"
        case .plainMoreItems: "… and {1} more: type letters to find one"
        case .plainNoItems: "The list has no items."
        case .plainChooseItem: "Choose {1}, or type letters to find"
        case .plainChooseItems: "Choose {1}, several separated by spaces, or type letters to find"
        case .plainChooseItemsCounted: "Choose {1}, several separated by spaces ({2}), or type letters to find"
        case .plainItemAgain: "Type a number from 1 to {1}, or letters to find an item."
        case .plainOneItem: "Choose one item."
        case .plainItemRequired: "Choosing an item is required."
        case .fieldRequired: "{1} - required"
        case .atLeastOneCharacter: "must be at least 1 character"
        case .atLeastCharacters: "must be at least {1} characters"
        case .wholeNumber: "must be a whole number"
        case .wholeNumberFromTo: "must be a whole number from {1} to {2}"
        case .wholeNumberAtLeast: "must be a whole number of at least {1}"
        case .wholeNumberAtMost: "must be a whole number of at most {1}"
        case .atMostOneCharacter: "at most 1 character"
        case .atMostCharacters: "at most {1} characters"
        case .mayHoldOnly: "may hold only {1}"
        case .notInForm: "is not in the form this field takes"
        case .lowercaseLetters: "lowercase letters"
        case .capitalLetters: "capital letters"
        case .letters: "letters"
        case .digits: "digits"
        case .listAnd: "{1} and {2}"
        case .checkRefused: "was refused by its check (status {1})"
        case .checkTooSlow: "its check took more than {1} s, so the value was not taken"
        case .checkNotRun: "its check could not run ({1})"
        case .plainTextAreaHow: "(lines; end with a line holding only . or with Ctrl-D):"
        case .plainTextAreaTooLong: "{1} holds at most {2} characters; type it again."
        case .january: "January"
        case .february: "February"
        case .march: "March"
        case .april: "April"
        case .may: "May"
        case .june: "June"
        case .july: "July"
        case .august: "August"
        case .september: "September"
        case .october: "October"
        case .november: "November"
        case .december: "December"
        case .monthAndYear: "{1} {2}"
        case .sundayShort: "Su"
        case .mondayShort: "Mo"
        case .tuesdayShort: "Tu"
        case .wednesdayShort: "We"
        case .thursdayShort: "Th"
        case .fridayShort: "Fr"
        case .saturdayShort: "Sa"
        case .noYearZero: "no year 0000"
        case .noSuchMonth: "no month {1}"
        case .onlyDays: "only {1} days"
        case .notATime: "not a time"
        case .beforeEarliest: "before {1}"
        case .afterLatest: "after {1}"
        case .dateNotInForm: "'{1}' is not written as {2}"
        case .dateYearOutOfRange: "'{1}' is not a date: years run from 0001 to 9999"
        case .dateNoSuchMonth: "'{1}' is not a date: there is no month {2}"
        case .dateMonthHasDays: "'{1}' is not a date: {2} has {3} days"
        case .timeOutOfRange: "'{1}' is not a time: hours run to 23, minutes and seconds to 59"
        case .beforeEarliestAllowed: "'{1}' is before the earliest allowed, {2}"
        case .afterLatestAllowed: "'{1}' is after the latest allowed, {2}"
        case .thisFolder: "this folder"
        case .missingTarget: "(missing)"
        case .notARegularFile: "(not a regular file)"
        case .nameNotUTF8: "This name is not valid UTF-8 and cannot be answered exactly"
        case .chooseAFile: "Choose a file"
        case .chooseAFolder: "Choose a folder"
        case .folderNotFound: "This folder does not exist."
        case .folderIsNotAFolder: "This folder is not a folder."
        case .folderNotPermitted: "This folder cannot be read (permission denied)."
        case .folderUnreadable: "This folder cannot be read ({1})."
        case .nothingToChoose: "(nothing to choose here)"
        case .onlyHiddenEntries: "(only hidden entries: {1})"
        case .plainFilePath: "a file path"
        case .plainFolderPath: "a folder path"
        case .plainPathFrom: "{1}, from {2}"
        case .plainPathsSoFar: "{1}; one a line, an empty line ends; {2} so far"
        case .plainTypeFilePath: "Type a file path."
        case .plainTypeFolderPath: "Type a folder path."
        case .pathMissing: "'{1}' does not exist"
        case .pathNotAFolder: "'{1}' is not a folder"
        case .pathIsAFolder: "'{1}' is a folder; give a file"
        case .pathNotAFile: "'{1}' is not a regular file"
        case .standardInput: "standard input"
        case .notFound: "Not found: {1}"
        case .pagerEmpty: "empty"
        case .pagerWaiting: "waiting for text"
        case .pagerLines: "lines {1}–{2} of {3}"
        case .pagerCounting: "counting lines"
        case .pagerStillReading: "still reading"
        case .pagerKeptFirst: "Only the first {1} MiB is kept"
        case .pagerCutShort: "File cut short: read again from the top"
        case .pagerReplaced: "File replaced: reading the new one"
        case .pagerRemoved: "File removed: showing what was read"
        case .plainPagerFirst: "(The first {1} lines of {2}; plain mode shows no more.)"
        case .plainPagerEnd: "(The end of {1}.)"
        }
    }
}
