#if os(Linux)
    import Glibc
    import Testing

    /// The dialects' words beside the real tools' under French, German and Japanese: the same
    /// words on the screen, and the same status and answer after keys that press a translated
    /// button. The locales must be generated for the real tools, which show English otherwise
    /// (alertty does not ask): `.ci/run` generates them with `localedef`.
    @Suite struct CompatWordsEndToEndTests {
        /// A box under a locale, with the keys that end it and a word the real tool must show
        /// there (its translation), so an English screen on both sides cannot pass.
        struct LocalizedCase: CustomTestStringConvertible, Sendable {
            var locale: String
            var tool: String
            var compatCase: CompatCase
            var translated: String

            var testDescription: String { "\(tool) \(locale): \(compatCase.behaviour)" }
        }

        /// A locale's translations the boxes must show (measured), and the letter that presses
        /// dialog's Yes, if any.
        ///
        /// Besides whiptail's No, Cancel and OK and dialog's OK: dialog's Help, and its mixed
        /// gauge's Done. (The states dialog cuts to 12 columns, Fehlgeschlagen and In
        /// Bearbeitung, alertty shows whole: they are not compared.)
        struct Translations: Sendable {
            var name, no, cancel, whiptailOK, dialogOK, help, done: String
            var yesKey: String?
        }

        static let locales = [
            Translations(
                name: "fr_FR.UTF-8", no: "Non", cancel: "Annuler", whiptailOK: "Ok", dialogOK: "Accepter", help: "Aide",
                done: "Fini", yesKey: "o"),
            Translations(
                name: "de_DE.UTF-8", no: "Nein", cancel: "Abbrechen", whiptailOK: "Ok", dialogOK: "OK", help: "Hilfe",
                done: "Erledigt", yesKey: "j"),
            Translations(
                name: "ja_JP.UTF-8", no: "いいえ", cancel: "取消", whiptailOK: "了解", dialogOK: "了解", help: "ヘルプ",
                done: "終了"),
        ]

        static let cases: [LocalizedCase] = locales.flatMap { locale in
            ["whiptail", "dialog"].flatMap { tool -> [LocalizedCase] in
                let ok = tool == "dialog" ? locale.dialogOK : locale.whiptailOK
                // dialog presses a button by its first capital (Oui's O, Ja's J), and はい has
                // none, so `y` does nothing there; whiptail takes no letters: Tab moves to No.
                let yesNoKeys =
                    tool == "dialog" ? locale.yesKey.map { [$0] } ?? ["y", "\t", enter] : ["y", "\t", enter]
                var boxes: [(String, [String], [String], String)] = [
                    ("yes/no", ["--yesno", "Proceed?", "10", "40"], yesNoKeys, locale.no),
                    ("message box: Enter", ["--msgbox", "Done.", "10", "40"], [enter], ok),
                    (
                        "input box: Tab Tab Enter is Cancel", ["--inputbox", "Name?", "10", "40", "x"],
                        ["\t", "\t", enter], locale.cancel
                    ),
                    (
                        "menu: ↓ Enter answers b", ["--menu", "Pick", "12", "40", "2", "a", "Alpha", "b", "Beta"],
                        [down, enter], ok
                    ),
                    (
                        "checklist: ↓ Space Enter answers both",
                        ["--checklist", "Pick", "12", "40", "2", "a", "Alpha", "on", "b", "Beta", "off"],
                        [down, " ", enter], locale.cancel
                    ),
                ]
                if tool == "dialog" {
                    boxes += [
                        (
                            "help button: Enter answers the list",
                            ["--help-button", "--checklist", "Pick", "12", "50", "1", "a", "Alpha", "on"],
                            [enter], locale.help
                        ),
                        (
                            "mixed gauge: the steps' states and the bar's caption, drawn once",
                            ["--mixedgauge", "Work", "0", "0", "40", "a", "0", "b", "2", "c", "5"], [],
                            locale.done
                        ),
                    ]
                }
                return boxes.map { behaviour, arguments, keys, translated in
                    LocalizedCase(
                        locale: locale.name, tool: tool,
                        compatCase: CompatCase(
                            behaviour: behaviour, arguments: ["--title", "Setup"] + arguments, keys: keys,
                            shows: arguments[1], through: ["/usr/bin/env", "LANG=\(locale.name)"]),
                        translated: translated)
                }
            }
        }

        /// The words on a screen: its runs of letters, whatever frames, brackets and fields
        /// surround them (dialog's `< Oui >`, whiptail's `<Oui>`, alertty's `[ Oui ]`).
        static func words(_ screen: String) -> Set<String> {
            Set(screen.split { !$0.isLetter }.map(String.init))
        }

        /// Whether `name` is a locale the C library can load: the real tools need it generated.
        static func generated(_ name: String) -> Bool {
            guard let locale = newlocale((1 << LC_CTYPE) | (1 << LC_MESSAGES), name, nil) else { return false }
            freelocale(locale)
            return true
        }

        @Test(arguments: cases)
        func theDialectShowsTheRealToolsWords(_ localized: LocalizedCase) {
            let tool = localized.tool
            #expect(installed(tool), "\(tool) is not installed: .ci/run installs it (apt-get install \(tool))")
            let language = localized.locale.prefix { $0 != "." }
            let generated = Self.generated(localized.locale)
            let fix = "apt-get install locales; localedef -i \(language) -f UTF-8 \(localized.locale)"
            #expect(
                generated, "\(localized.locale) is not generated, so \(tool) would show English: .ci/run runs \(fix)")
            guard generated else { return }
            let real = runCompat(["/usr/bin/\(tool)"], localized.compatCase)
            let ours = runCompat([alerttyPath, "--compat", tool], localized.compatCase)
            #expect(
                Self.words(real.screen).contains(localized.translated),
                "the real \(tool) shows \(localized.translated) under \(localized.locale):\n\(real.screen)")
            #expect(
                Self.words(ours.screen) == Self.words(real.screen),
                "real:\n\(real.screen)\nalertty:\n\(ours.screen)")
            #expect(
                ours == real,
                "status and answer: \(real.status.map(String.init) ?? "none") \(real.answer.debugDescription), alertty's \(ours.status.map(String.init) ?? "none") \(ours.answer.debugDescription)"
            )
        }
    }
#endif
