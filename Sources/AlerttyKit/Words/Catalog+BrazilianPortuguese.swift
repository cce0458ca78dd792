extension Phrase {
    /// The phrase in Brazilian Portuguese; where it is written as in Portuguese, that catalog's.
    var brazilianPortuguese: String {
        switch self {
        case .hintNext: "próximo"
        case .hintTypeToFilter: "digite para filtrar"
        case .hintScroll: "rolar"
        case .hintSearch: "buscar"
        case .plainButtonAgain: "Digite um número de 1 a {1} ou o nome de um botão."
        case .plainExample: "(ex.: {1})"
        case .plainYesOrNo: "Digite y ou n."
        case .summaryOn: "ativado"
        case .summaryOff: "desativado"
        case .progressStopping: "Parando…"
        case .progressCommandStopped: "Comando interrompido · decorrido: {1}"
        case .readingItems: "Lendo… {1}"
        case .plainMoreItems: "… e mais {1}: digite letras para encontrar um"
        case .plainChooseItem: "Escolha {1} ou digite letras para buscar"
        case .plainChooseItems: "Escolha {1}, vários separados por espaços, ou digite letras para buscar"
        case .plainChooseItemsCounted: "Escolha {1}, vários separados por espaços ({2}), ou digite letras para buscar"
        case .plainItemAgain: "Digite um número de 1 a {1} ou letras para encontrar um item."
        case .atLeastOneCharacter: "deve ter pelo menos 1 caractere"
        case .atLeastCharacters: "deve ter pelo menos {1} caracteres"
        case .wholeNumber: "deve ser um número inteiro"
        case .wholeNumberFromTo: "deve ser um número inteiro de {1} a {2}"
        case .wholeNumberAtLeast: "deve ser um número inteiro maior ou igual a {1}"
        case .wholeNumberAtMost: "deve ser um número inteiro menor ou igual a {1}"
        case .atMostOneCharacter: "no máximo 1 caractere"
        case .lowercaseLetters: "letras minúsculas"
        case .capitalLetters: "letras maiúsculas"
        case .digits: "dígitos"
        case .checkRefused: "foi recusado pela verificação (status {1})"
        case .checkTooSlow: "a verificação levou mais de {1} s, então o valor não foi aceito"
        case .plainTextAreaHow: "(linhas; termine com uma linha contendo só . ou com Ctrl-D):"
        case .plainTextAreaTooLong: "{1} aceita no máximo {2} caracteres; digite novamente."
        case .noYearZero: "não existe ano 0000"
        case .noSuchMonth: "não existe mês {1}"
        case .notATime: "não é um horário"
        case .dateNotInForm: "\"{1}\" não está escrito como {2}"
        case .dateYearOutOfRange: "\"{1}\" não é uma data: os anos vão de 0001 a 9999"
        case .dateNoSuchMonth: "\"{1}\" não é uma data: não existe mês {2}"
        case .dateMonthHasDays: "\"{1}\" não é uma data: {2} tem {3} dias"
        case .timeOutOfRange: "\"{1}\" não é um horário: as horas vão até 23, os minutos e segundos até 59"
        case .beforeEarliestAllowed: "\"{1}\" é anterior ao mínimo permitido, {2}"
        case .afterLatestAllowed: "\"{1}\" é posterior ao máximo permitido, {2}"
        case .notARegularFile: "(não é um arquivo comum)"
        case .nameNotUTF8: "Este nome não é UTF-8 válido e não pode ser retornado exatamente"
        case .chooseAFile: "Escolha um arquivo"
        case .folderIsNotAFolder: "Isso não é uma pasta."
        case .onlyHiddenEntries: "(só há itens ocultos: {1})"
        case .plainFilePath: "um caminho de arquivo"
        case .plainTypeFilePath: "Digite um caminho de arquivo."
        case .plainTypeFolderPath: "Digite um caminho de pasta."
        case .pathMissing: "\"{1}\" não existe"
        case .pathNotAFolder: "\"{1}\" não é uma pasta"
        case .pathIsAFolder: "\"{1}\" é uma pasta; informe um arquivo"
        case .pathNotAFile: "\"{1}\" não é um arquivo comum"
        case .pagerWaiting: "aguardando texto"
        case .pagerCounting: "contando linhas"
        case .pagerStillReading: "ainda lendo"
        case .pagerKeptFirst: "Apenas os primeiros {1} MiB são mantidos"
        case .pagerCutShort: "Arquivo truncado: lido de novo desde o início"
        case .pagerReplaced: "Arquivo substituído: lendo o novo"
        case .pagerRemoved: "Arquivo removido: mostrando o que foi lido"
        case .ok, .cancel, .yes, .no, .destructive, .keyEnter, .keySpace, .keyTab, .keyEscape, .keyUp, .keyDown,
            .keyLeft, .keyRight, .keyControl, .hintMove, .hintChoose, .hintDone, .hintMark, .hintFolders, .hintToggle,
            .hintNewLine, .hintDay, .hintWeek, .hintCancel, .textAreaKeys, .countdownAnswer, .countdownCloses,
            .plainTimeoutAnswer, .plainTimeoutCloses, .secondOne, .seconds, .iconInfo, .iconWarning, .iconError,
            .iconQuestion, .iconSuccess, .plainChooseButton, .plainRequired, .plainBrokenRule, .sentence,
            .summaryEscaped, .summaryTimedOut, .none, .progressElapsed, .progressElapsedAndLeft, .listRequiredOne,
            .listRequiredSome, .countAtLeast, .countExactly, .countAtMost, .countBetween, .chooseCount, .tooFewChosen,
            .tooManyChosen, .itemCountOne, .itemCount, .filterLabel, .filterCount, .noItemToAnswer, .itemNotUTF8,
            .itemTooLong, .plainCannotBeChosen, .plainNoItemContains, .plainItemsContaining, .plainNoItems,
            .plainOneItem, .plainItemRequired, .fieldRequired, .atMostCharacters, .mayHoldOnly, .notInForm, .letters,
            .listAnd, .checkNotRun, .january, .february, .march, .april, .may, .june, .july, .august, .september,
            .october, .november, .december, .monthAndYear, .sundayShort, .mondayShort, .tuesdayShort, .wednesdayShort,
            .thursdayShort, .fridayShort, .saturdayShort, .onlyDays, .beforeEarliest, .afterLatest, .thisFolder,
            .missingTarget, .chooseAFolder, .folderNotFound, .folderNotPermitted, .folderUnreadable, .nothingToChoose,
            .plainFolderPath, .plainPathFrom, .plainPathsSoFar, .standardInput, .notFound, .pagerEmpty, .pagerLines,
            .plainPagerFirst, .plainPagerEnd:
            portuguese
        }
    }
}
