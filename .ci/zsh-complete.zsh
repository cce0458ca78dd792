#!/usr/bin/env zsh
# Usage: zsh -f .ci/zsh-complete.zsh DIR WORDS
# Drives an interactive zsh on a pseudo-terminal: load the completion, type a word and Tab, print the line.
zmodload zsh/zpty || exit 2
zpty z zsh -f -i
zpty -w z "fpath=($1 \$fpath); autoload -Uz compinit; compinit -u -D; PS1='READY> '"
zpty -w -n z "$2"$'\t'
sleep 1
zpty -w -n z $'\C-e\n'
output=''
while zpty -r -t z chunk; do output+=$chunk; done
zpty -d z
print -r -- "$output"
