import Foundation
import KuriosaCore

/// `--json` output: one JSON object on stdout, keys sorted, so scripts can rely on it. Each
/// command's output is an `Encodable` type (the shape docs/cli.md documents, checked by the
/// compiler); its bytes are `JSONWriter`'s `.output` rules (sorted, indented, slashes as they
/// are), with `oneLine` (JSON Lines) its `.outputLine`.
enum JSONOutput {
    /// A value JSON cannot write (a NaN, a bug of the command that built it) is never dropped
    /// in silence (#26: this printed nothing and the command exited 0): the message says what
    /// failed and the process ends with 70, EX_SOFTWARE, what was done before still done.
    static func print(_ value: some Encodable, oneLine: Bool = false) {
        do {
            FileHandle.standardOutput.write(Data((try text(value, oneLine: oneLine) + "\n").utf8))
        } catch {
            Terminal.error("internal error: the --json output holds a value JSON cannot write (\(error)); please report it")
            exit(70)
        }
    }

    /// The output's text. `JSONEncoder` encodes the value (its keys as the type names them);
    /// the text is read back and written by the one writer of every `--json` byte.
    static func text(_ value: some Encodable, oneLine: Bool = false) throws -> String {
        let tree = try JSONValue.parse(try JSONEncoder().encode(value))
        guard tree.arrayValue != nil || tree.objectValue != nil else { throw OutputShapeError() }
        return JSONWriter.write(.value(tree), rules: oneLine ? .outputLine : .output)
    }

    /// `{"error": …}`: what a command that refuses prints with `--json`.
    struct Failure<Detail: Encodable>: Encodable {
        let error: Detail
    }

    /// `{"error": {"message": …}}`.
    static func failure(_ message: String) -> Failure<Message> { Failure(error: Message(message: message)) }

    struct Message: Encodable {
        let message: String
    }

    /// Two objects' keys in one: a module's report and what the command adds beside it
    /// (merge's and sync's `MergeReport` with `dryRun`, `saved`, …; an export's summary with
    /// an insurance report's keys). A key of `extra` wins over the same key of `base`.
    struct Beside<Base: Encodable, Extra: Encodable>: Encodable {
        let base: Base
        let extra: Extra

        func encode(to encoder: any Encoder) throws {
            try base.encode(to: encoder)
            try extra.encode(to: encoder)
        }
    }

    struct OutputShapeError: Error, CustomStringConvertible {
        var description: String { "its top level is not an object or array" }
    }

    /// A JSON document as `--json` prints one: its keys sorted and indented (`.output`).
    static func pretty(_ text: String) throws -> String {
        JSONWriter.write(.value(try JSONValue(parsing: text)), rules: .output)
    }
}
