import LayoutSupport

/// QuickVFL2's `:global` configuration and its `+key` references (`QLayoutManager`'s
/// `applyGlogalConfigForDict:`), applied to the parsed file before its nodes are read.
///
/// In every object at any depth (view nodes, `:viewData`, nested data; not inside arrays), the
/// keys that begin with `+` are taken in ascending order:
/// - `"+k": "name"` becomes `"k": <config value of name>` (replace);
/// - `"+k": ""` merges the config's object `k` under the object, one level deep: the object's
///   own keys win, and a nested object of the object replaces the config's whole.
///
/// Then each value of the object that is an object is resolved the same way. A reference to a
/// name the configuration lacks, or a merge of a value that is not an object, is an error
/// with the key's path (QuickVFL2 crashed or threw there).
struct QuickVFL2Global {
    /// The file's `:global` object, by key.
    let config: [String: JSONNode]

    /// Reads the top-level `:global` (which must be an object) and returns the configuration
    /// with the rest of the top-level object.
    static func split(_ top: [JSONMember], at path: String) throws(DocumentError) -> (QuickVFL2Global, [JSONMember]) {
        var rest: [JSONMember] = []
        var config: [String: JSONNode] = [:]
        for member in top {
            guard member.key == ":global" else {
                rest.append(member)
                continue
            }
            guard case .object(let entries) = member.value.value else {
                throw DocumentError(
                    .typeMismatch, at: ":global",
                    "expected the global configuration as an object, found \(member.value.summary)",
                    range: member.value.range)
            }
            for entry in entries { config[entry.key] = entry.value }
        }
        let global = QuickVFL2Global(config: config)
        // The configuration is resolved against itself once, as QuickVFL2 does.
        var resolved: [String: JSONNode] = [:]
        for (key, value) in config {
            resolved[key] = try global.resolve(value, path: ":global.\(key)")
        }
        return (QuickVFL2Global(config: resolved), rest)
    }

    /// `json` with its references resolved, at any depth. O(size of the tree).
    func resolve(_ json: JSONNode, path: String) throws(DocumentError) -> JSONNode {
        guard case .object(let members) = json.value else { return json }
        var current = members
        let plusKeys = members.map(\.key).filter { $0.hasPrefix("+") }.sorted()
        for plusKey in plusKeys where !config.isEmpty {
            guard let index = current.firstIndex(where: { $0.key == plusKey }) else { continue }
            let member = current.remove(at: index)
            let key = String(plusKey.dropFirst())
            let memberPath = path.isEmpty ? plusKey : "\(path).\(plusKey)"
            guard case .string(let name, _) = member.value.value else {
                throw DocumentError(
                    .typeMismatch, at: memberPath,
                    "expected the name of a global entry (or \"\" to merge the entry '\(key)'), found \(member.value.summary)",
                    range: member.value.range)
            }
            if name.isEmpty {
                guard let merged = config[key], case .object(let defaults) = merged.value else {
                    throw DocumentError(
                        .invalidValue, at: memberPath,
                        config[key] == nil
                            ? "'\(plusKey)': \"\" merges the global entry '\(key)', which :global lacks"
                            : "'\(plusKey)': \"\" merges the global entry '\(key)', which is not an object",
                        hint: Suggestion.hint(for: key, among: config.keys.sorted()), range: member.keyRange)
                }
                // The object's own keys win; the entry's come first, as the configuration wrote them.
                let own = Set(current.map(\.key))
                current = defaults.filter { !own.contains($0.key) } + current
            } else {
                guard let value = config[name] else {
                    throw DocumentError(
                        .invalidValue, at: memberPath, "'\(plusKey)' refers to the global entry '\(name)', which :global lacks",
                        hint: Suggestion.hint(for: name, among: config.keys.sorted()), range: member.value.range)
                }
                current.removeAll { $0.key == key }
                current.append(JSONMember(key: key, keyRange: member.keyRange, value: value))
            }
        }
        var out: [JSONMember] = []
        out.reserveCapacity(current.count)
        for member in current {
            let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
            out.append(JSONMember(key: member.key, keyRange: member.keyRange,
                                  value: try resolve(member.value, path: memberPath)))
        }
        return JSONNode(value: .object(out), range: json.range)
    }
}
