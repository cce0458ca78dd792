import AlerttyKit

/// dialog's `--form`, `--mixedform` and `--passwordform`: rows of a label and a field, laid out
/// as a form (``FieldsArrangement``) and answered with each field's value and a newline.
///
/// A row is `label y x item y x flen ilen`, with `itype` after it in a mixed form (bit 0 hides
/// the text, bit 1 makes the row read-only) and the row's help after that with `--item-help`.
/// Measured on dialog 1.3-20230209: a field with `flen` 0 or less is read-only and left out of
/// the answer; a mixed form's read-only rows with a length are answered; `ilen` (or `flen`
/// where it is 0) cuts the item, and what is typed has no limit. The positions are not
/// honoured: each row is a line, its label beside its field, in the order given.
enum CompatFormBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        guard let formHeight = call.rest.first, Int(formHeight) != nil else {
            throw call.usage("\(call.name) needs the form's height (rows shown) after the width")
        }
        let itemHelp = call.has("item-help")
        let width = (call.box == .mixedform ? 9 : 8) + (itemHelp ? 1 : 0)
        let tokens = Array(call.rest.dropFirst())
        guard !tokens.isEmpty, tokens.count % width == 0 else {
            throw call.usage(
                "\(call.name) needs its rows in groups of \(width) (label y x item y x flen ilen"
                    + (call.box == .mixedform ? " itype" : "") + (itemHelp ? " help" : "") + ")")
        }
        var fields: [AlertField] = []
        var helpNames: [String] = []
        var unanswered: [Int] = []
        for start in stride(from: 0, to: tokens.count, by: width) {
            let label = tokens[start]
            let fieldLength = leadingNumber(tokens[start + 6])
            let inputLength = leadingNumber(tokens[start + 7])
            let type = call.box == .mixedform ? leadingNumber(tokens[start + 8]) : call.box == .passwordform ? 1 : 0
            var item = tokens[start + 3]
            if fieldLength > 0 { item = cut(item, toBytes: inputLength == 0 ? fieldLength : inputLength) }
            var field = AlertField(label: label, kind: type & 1 != 0 ? .secure : .text, initialValue: item)
            field.isReadOnly = fieldLength <= 0 || type & 2 != 0
            if fieldLength <= 0 { unanswered.append(fields.count) }
            fields.append(field)
            helpNames.append(itemHelp ? tokens[start + width - 1] : label)
        }
        var configuration = AlertConfiguration(message: call.text, styledButtons: call.buttons, fields: fields)
        configuration.fieldsArrangement.isForm = true
        configuration.fieldsArrangement.formRows = CompatParser.size(formHeight)
        configuration.fieldsArrangement.startField =
            call.values["default-item"].flatMap { wanted in
                fields.firstIndex { $0.label == wanted }
            } ?? 0
        configuration.fieldsArrangement.startsOnButton = call.values["default-button"] != nil
        return CompatBuiltBox(configuration: configuration, tags: helpNames, unansweredFields: unanswered)
    }

    /// What a form writes for `role`: each answered field's value followed by the separator
    /// (a newline, or `--output-separator`'s); for Help, `HELP` and the field's label (its help
    /// with `--item-help`), then with `--help-status` the separator and the values.
    static func answer(for role: CompatRequest.ButtonRole, state: AlertState, request: CompatRequest) -> String {
        var values = ""
        // The fields left out are in order: walked alongside, not searched for each field.
        var leftOut = request.unansweredFields[...]
        for (index, value) in state.values.enumerated() {
            if leftOut.first == index {
                leftOut = leftOut.dropFirst()
                continue
            }
            values += value + request.outputSeparator
        }
        guard role == .help else { return values }
        let field = state.fields.currentField
        let name = request.tags.indices.contains(field) ? request.tags[field] : ""
        return "HELP " + name + (request.helpStatus ? request.outputSeparator + values : "")
    }

    /// A number as dialog reads a row's (C's `atoi`): the leading digits with their sign after
    /// any spaces, 0 where there are none; held within a billion, so it never overflows.
    static func leadingNumber(_ text: String) -> Int {
        var bytes = text.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000_000)
        }
        return negative ? -value : value
    }

    /// `text` cut to its first `limit` bytes, as dialog cuts an item to its length, but never
    /// inside a character: one that does not fit whole goes. A negative limit cuts nothing.
    static func cut(_ text: String, toBytes limit: Int) -> String {
        guard limit >= 0, text.utf8.count > limit else { return text }
        var result = ""
        var used = 0
        for character in text {
            let size = character.utf8.count
            guard used + size <= limit else { break }
            result.append(character)
            used += size
        }
        return result
    }
}
