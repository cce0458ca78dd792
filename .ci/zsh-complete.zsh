#!/usr/bin/env zsh
# Usage: zsh -f .ci/zsh-complete.zsh DIR WORDS
# Drives an interactive zsh on a pseudo-terminal: load the completion, type a word and Tab, print the line.
# Waits for zsh's prompts rather than for fixed times, so a loaded machine is slower, not wrong:
# the first prompt once compinit is done, the second once the completed line has run.
zmodload zsh/zpty || exit 2
output=''
# Reads what zsh writes until its prompt has been shown $1 times in all, for at most 20 s.
await_prompts() {
    local tries rest shown
    for tries in {1..200}; do
        while zpty -r -t z chunk; do output+=$chunk; done
        rest=$output
        shown=0
        while [[ $rest == *'READY> '* ]]; do
            rest=${rest#*'READY> '}
            (( shown++ ))
        done
        (( shown >= $1 )) && return 0
        sleep 0.1
    done
    return 1
}
zpty z zsh -f -i
# The prompt is spelled in two pieces so that the echo of this line does not show it.
zpty -w z "fpath=($1 \$fpath); autoload -Uz compinit; compinit -u -D; PS1='READ''Y> '"
await_prompts 1
zpty -w -n z "$2"$'\t'
sleep 0.5
zpty -w -n z $'\C-e\n'
await_prompts 2
zpty -d z
print -r -- "$output"
