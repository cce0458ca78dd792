@testable import AlerttyCommandLine
@testable import AlerttyKit

/// The box `arguments` ask `dialect` to show (dialog's `DIALOG_*` variables from `environment`);
/// throws for a command that shows none.
func compatRequest(
    _ arguments: [String], _ dialect: CompatDialect, environment: [String: String] = [:]
) throws -> CompatRequest {
    guard
        case .show(let request) = try CompatParser.parse(arguments, dialect: dialect, environment: { environment[$0] })
    else { throw CompatError(status: -1, message: "not a box") }
    return request
}

/// The mistake `arguments` make in `dialect`; `nil` when they parse.
func compatError(_ arguments: [String], _ dialect: CompatDialect) -> CompatError? {
    do {
        _ = try CompatParser.parse(arguments, dialect: dialect)
        return nil
    } catch {
        return error
    }
}

/// What `request`'s box writes and its status after `keys` (a box the keys did not end is
/// dismissed).
func compatAnswer(_ request: CompatRequest, keys: [Key]) -> (String?, Int32) {
    var state = AlertState(configuration: request.configuration)
    var outcome = Outcome.dismissed
    for key in keys { if case .finish(let ended) = state.handle(.key(key)) { outcome = ended } }
    return (
        CompatAnswer.text(for: outcome, state: state, request: request),
        CompatAnswer.status(for: outcome, request: request)
    )
}
