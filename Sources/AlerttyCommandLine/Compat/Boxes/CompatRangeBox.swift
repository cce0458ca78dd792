import AlerttyKit

/// dialog's `--rangebox`: a whole number within a range, in a field the arrows step through and
/// that is focused with OK, as dialog's slider is; OK answers the number.
enum CompatRangeBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        // Measured: the minimum is needed, the maximum and the default are 0 when left out.
        guard (1...3).contains(call.rest.count) else {
            throw call.usage("--rangebox takes text, height, width, a minimum, and a maximum and default if wanted")
        }
        var numbers: [Int] = []
        for given in call.rest {
            guard let number = Int32(given) else {
                throw call.usage("--rangebox: \(given) is not a number from \(Int32.min) to \(Int32.max)")
            }
            numbers.append(Int(number))
        }
        let minimum = numbers[0]
        // As dialog: a maximum under the minimum is the minimum, and the default is held within.
        let maximum = max(minimum, numbers.count > 1 ? numbers[1] : 0)
        let value = min(max(numbers.count > 2 ? numbers[2] : 0, minimum), maximum)
        var field = AlertField(label: "", initialValue: String(value))
        field.rules.isInteger = true
        (field.rules.minimum, field.rules.maximum) = (minimum, maximum)
        field.stepper = FieldStepper(
            range: minimum...maximum, page: pageStep(minimum...maximum, boxWidth: call.boxWidth))
        return CompatBuiltBox(
            configuration: AlertConfiguration(message: call.text, styledButtons: call.buttons, fields: [field]))
    }

    /// What Page Up and Page Down step by, as dialog's (rangebox.c): its slider is as wide as
    /// the box less six columns (an automatic width taken as 40), and a page is the values a
    /// cell holds where there are more values than cells, else the cells a value takes.
    static func pageStep(_ range: ClosedRange<Int>, boxWidth: Int) -> Int {
        let cells = max(1, (boxWidth > 0 ? boxWidth : 40) - 6)
        let values = range.upperBound - range.lowerBound + 1
        return values > cells ? (values + cells - 1) / cells : cells / values
    }
}
