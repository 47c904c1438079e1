/// How `print` writes the values.
package enum ScriptOutputFormat: Hashable, Sendable {
    /// One line per variable, sorted by name: `left = 40`.
    case text
    /// One JSON object per `print`, on one line, keys sorted: `{"left": 40, "right": 640}`.
    case json
}
