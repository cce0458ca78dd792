import AlerttyKit

/// Worked examples, for the man page's EXAMPLES (`--help` points there, to stay within a screen or two).
package enum UsageExamples {
    /// One example: what it shows and the shell code, each line at most 60 columns.
    package struct Example: Sendable {
        /// One sentence: what the example shows.
        package let title: String
        /// The shell code, each line at most 60 columns.
        package let script: String
    }

    /// Every example, in the order the man page shows them.
    package static let all: [Example] = [
        Example(
            title: "Confirm before going on; Escape or Cancel stops the script.",
            script: """
                alertty -t "Install the update?" \\
                        -b Install -s default -b Cancel -s cancel || exit 1
                """),
        Example(
            title: "Ask before a destructive step; only Delete exits 0.",
            script: """
                if alertty -t "Delete 3 files?" -m "This cannot be undone." \\
                           -b Cancel -s cancel -b Delete -s destructive
                then rm -- "$@"; fi
                """),
        Example(
            title: "Three buttons: the exit status says which was chosen.",
            script: """
                alertty -t "Save changes?" -b Save -s default \\
                        -b "Don't Save" -b Cancel -s cancel
                case $? in
                  0) save ;;
                  2) discard ;;
                  *) exit 1 ;;
                esac
                """),
        Example(
            title: "Ask for a login and password; each value comes back on its own line.",
            script: """
                creds=$(alertty -t "Sign in to registry" -i Username --required \\
                        --secure Password -b Cancel -s cancel \\
                        -b "Sign In" -s default) || exit 1
                { read -r user; read -r pass; } <<EOF
                $creds
                EOF
                """),
        Example(
            title: "Ask for a name with a starting value; the answer is the text typed.",
            script: """
                name=$(alertty -t "New branch" -i "Branch name" \\
                       --value "feature/" --max-length 40) || exit
                """),
        Example(
            title: "Show a command's output as the message, and give up after 30 seconds.",
            script: """
                git log -1 | alertty -t "Push this commit?" -m - \\
                                     --timeout 30 -b Push -b Cancel -s cancel
                """),
        Example(
            title: "A CI gate: with no terminal alertty exits 69, so an unattended run fails closed.",
            script: """
                alertty -t "Deploy to production?" -b Deploy \\
                        -b Cancel -s cancel || { echo "not confirmed" >&2; exit 1; }
                """),
        Example(
            title: "An install script run as 'curl ... | sh': the alert still reaches the person.",
            script: """
                if alertty -t "Add alertty to /usr/local/bin?" --inline \\
                           -b Yes -s default -b No -s cancel
                then install -m 755 alertty /usr/local/bin/; fi
                """),
        Example(
            title: "Record a person's run of an installer, then replay it in CI with no terminal.",
            script: """
                ALERTTY_RECORD=answers.jsonl ./install.sh
                ALERTTY_ANSWERS=answers.jsonl ./install.sh </dev/null
                """),
        Example(
            title: "Answers as shell variables: eval sets db_button, db_status and db_host.",
            script: """
                answer=$(alertty --id db --shell -i Host -b Cancel -s cancel \\
                         -b OK) || exit 1
                eval "$answer"; echo "connecting to $db_host"
                """),
    ]
}
