/// The kinds of input an alert can ask for, in one place: the order they come in, where each
/// is kept, and the walks over them. A new kind of input is a part of its own (its file in
/// `Parts/`: its state conforming to ``InputPart``, with a nested ``AlertPart`` layout) and a
/// row in each of these: an ``InputOrder/Kind``, an ``AlertInput``, a property in
/// ``InputParts`` and ``InputLayouts``, and their walks' `case` (Sources/README.md, "Adding a
/// kind of part").

/// One of an alert's inputs, by where it is kept in ``AlertConfiguration``.
package enum AlertInput: Hashable, Sendable {
    /// The choice list.
    case choices
    /// The field at this index of ``AlertConfiguration/fields``.
    case field(Int)
    /// The checkbox at this index of ``AlertConfiguration/checkboxes``.
    case checkbox(Int)
    /// The text area at this index of ``AlertConfiguration/textAreas``.
    case textArea(Int)
    /// The file or folder picker (``AlertConfiguration/pathPicker``).
    case pathPicker
    /// The date or time at this index of ``AlertConfiguration/dates``.
    case date(Int)
}

/// The order of an alert's kinds of input: each kind's inputs stay together, in their own
/// order, and the kinds come in the order their first input was given. Packed into one integer
/// (a kind in each four bits) rather than an array: the order is read for every layout and Tab,
/// and an array of a new type is built at run time before the first frame (start-up rule 2).
public struct InputOrder: Equatable, Sendable {
    /// A kind of input. A new kind takes the next raw value, and ``count`` counts it.
    public enum Kind: UInt8, Equatable, Sendable {
        /// The choice list.
        case choices
        /// The text fields.
        case fields
        /// The checkboxes.
        case checkboxes
        /// The text areas.
        case textAreas
        /// The file or folder picker.
        case pathPicker
        /// The dates and times.
        case dates
        /// The pager.
        case pager
    }

    /// How many kinds there are: one more than the last ``Kind``'s raw value (a test checks).
    public static let count = 7
    /// The places, first to last, for ``subscript(_:)``.
    public static let positions = 0..<count

    /// The kind at each place, four bits a place, the first place in the lowest bits.
    private var packed: UInt32
    /// How many kinds have been noted: they hold the first places.
    private var noted = 0

    /// The kinds in the order they are declared, until kinds are noted.
    public init() {
        var packed: UInt32 = 0
        for position in Self.positions { packed |= UInt32(position) << (4 * UInt32(position)) }
        self.packed = packed
    }

    /// How many places the walks visit: every kind, or the kinds an alert has once the others
    /// are left out (``AlertConfiguration/shownInputOrder``).
    public private(set) var places = InputOrder.count

    /// The kind at `position` (from `0` to ``count`` − 1).
    public private(set) subscript(_ position: Int) -> Kind {
        get {
            // Every place holds a kind's raw value (written only through the setter).
            unsafeBitCast(UInt8(truncatingIfNeeded: packed >> (4 * UInt32(position)) & 0xF), to: Kind.self)
        }
        set {
            let shift = 4 * UInt32(position)
            packed = packed & ~(0xF << shift) | UInt32(newValue.rawValue) << shift
        }
    }

    /// Leaves out the kinds `isAbsent` names, the others keeping their order: a walk then never
    /// meets a kind the alert lacks, so an alert without it never runs or maps its code.
    mutating func leaveOut(where isAbsent: (Kind) -> Bool) {
        var kept = 0
        for position in 0..<places where !isAbsent(self[position]) {
            self[kept] = self[position]
            kept += 1
        }
        places = kept
    }

    /// Notes that an input of `kind` was given: the first of each kind takes the next place,
    /// and the kinds not yet noted keep their order after it.
    public mutating func note(_ kind: Kind) {
        guard let current = Self.positions.first(where: { self[$0] == kind }), current >= noted else { return }
        var position = current
        while position > noted {
            self[position] = self[position - 1]
            position -= 1
        }
        self[noted] = kind
        noted += 1
    }
}

/// The inputs' state, one property a kind: what ``AlertState`` holds of them.
package struct InputParts: Equatable, Sendable {
    // The optional parts are spelled `Optional<…>`: `T?` gives a `var` an implicit `nil` that
    // the init's assignment then destroys, through value witnesses that build the part's type
    // at run time (start-up rule 5: 9,000 instructions a part, for a yes/no alert too).

    /// The choice list, if the alert has one: cursor, chosen items, scroll, filter.
    package var list: Optional<ChoiceListPart>
    /// The fields: their text, and which are flagged or refused.
    package var fields: FieldsPart
    /// The checkboxes, on or off.
    package var checkboxes: CheckboxesPart
    /// The text areas: their text, cursor and scroll.
    package var textAreas: TextAreaPart
    /// The file or folder picker, if the alert has one: its folder, entries and cursor.
    package var picker: Optional<PathPickerPart>
    /// The dates and times: their values and what is typed.
    package var dates: DatePart
    /// The pager, if the alert has one: what is in view, the search.
    package var pager: Optional<PagerPart>

    /// The kinds the alert has, in the order given: what the walks visit.
    package let order: InputOrder

    /// The inputs of `configuration` as the alert opens.
    init(_ configuration: AlertConfiguration) {
        order = configuration.shownInputOrder
        // Made in place, not an optional list made and copied in: start-up rule 5.
        if !configuration.choiceLists.isEmpty {
            list = ChoiceListPart(
                configuration.choiceLists[0], keepingStyleMarks: configuration.appearance.drawsStyleMarks,
                words: configuration.words)
        } else {
            list = nil
        }
        fields = FieldsPart(
            configuration.fields, arrangement: configuration.fieldsArrangement, words: configuration.words)
        checkboxes = CheckboxesPart(configuration.checkboxes, markedLabels: configuration.markedLabels.checkboxes)
        textAreas = TextAreaPart(configuration.textAreas, words: configuration.words)
        if configuration.pathPickers.isEmpty {
            picker = nil
        } else {
            picker = PathPickerPart(configuration.pathPickers[0], words: configuration.words)
        }
        dates = DatePart(configuration.dates, calendar: configuration.calendar, words: configuration.words)
        if configuration.pagers.isEmpty {
            pager = nil
        } else {
            pager = PagerPart(configuration.pagers[0], words: configuration.words)
        }
    }

    /// Visits each input the alert has, in the order given.
    mutating func visit(_ visitor: inout some InputVisitor) {
        for position in 0..<order.places {
            switch order[position] {
            case .choices: visitor.visit(&list)
            case .fields: visitor.visit(&fields)
            case .checkboxes: visitor.visit(&checkboxes)
            case .textAreas: visitor.visit(&textAreas)
            case .pathPicker: visitor.visit(&picker)
            case .dates: visitor.visit(&dates)
            case .pager: visitor.visit(&pager)
            }
        }
    }
}

/// The inputs' layouts, one property a kind: the middle of ``AlertBody``'s column.
struct InputLayouts {
    var list: ChoiceListPart.Layout
    var fields: FieldsPart.Layout
    var checkboxes: CheckboxesPart.Layout
    var textAreas: TextAreaPart.Layout
    var picker: PathPickerPart.Layout
    var dates: DatePart.Layout
    var pager: PagerPart.Layout
    let order: InputOrder

    /// The layouts of `configuration`'s inputs; `list` is what the list needs, if it has one.
    init(_ configuration: AlertConfiguration, list: AlertLayout.ListNeeds?) {
        self.list = ChoiceListPart.Layout(list)
        fields = FieldsPart.Layout(configuration)
        checkboxes = CheckboxesPart.Layout(configuration)
        textAreas = TextAreaPart.Layout(configuration)
        picker = PathPickerPart.Layout(configuration)
        dates = DatePart.Layout(configuration)
        pager = PagerPart.Layout(configuration)
        order = configuration.shownInputOrder
    }

    /// Visits each input's layout, in the order given.
    mutating func visit(_ visitor: inout some PartVisitor) {
        for position in 0..<order.places {
            switch order[position] {
            case .choices: visitor.visit(&list)
            case .fields: visitor.visit(&fields)
            case .checkboxes: visitor.visit(&checkboxes)
            case .textAreas: visitor.visit(&textAreas)
            case .pathPicker: visitor.visit(&picker)
            case .dates: visitor.visit(&dates)
            case .pager: visitor.visit(&pager)
            }
        }
    }

    /// Visits each kind of input's layout in `order` (an alert's ``AlertConfiguration/shownInputOrder``):
    /// the same order as ``visit(_:)``.
    static func visitTypes(_ visitor: inout some PartTypeVisitor, order: InputOrder) {
        for position in 0..<order.places {
            switch order[position] {
            case .choices: visitor.visit(ChoiceListPart.Layout.self)
            case .fields: visitor.visit(FieldsPart.Layout.self)
            case .checkboxes: visitor.visit(CheckboxesPart.Layout.self)
            case .textAreas: visitor.visit(TextAreaPart.Layout.self)
            case .pathPicker: visitor.visit(PathPickerPart.Layout.self)
            case .dates: visitor.visit(DatePart.Layout.self)
            case .pager: visitor.visit(PagerPart.Layout.self)
            }
        }
    }
}

extension AlertConfiguration {
    /// The order of the kinds of input this alert has: ``inputOrder`` without the newer kinds it
    /// lacks, read without copying an optional part (start-up rule 5). The list, the fields and
    /// the checkboxes stay: their code was on every alert's path before the others came.
    package var shownInputOrder: InputOrder {
        var order = inputOrder
        order.leaveOut { kind in
            switch kind {
            case .choices, .fields, .checkboxes: false
            case .textAreas: textAreas.isEmpty
            case .pathPicker: pathPickers.isEmpty
            case .dates: dates.isEmpty
            case .pager: pagers.isEmpty
            }
        }
        return order
    }
}
