import LayoutSupport
import VisualFormat
import LayoutIR

/// Where a document names a font file: the file's path as written, the JSON path of the value
/// and its place in the file, so that a file that cannot be read is reported there.
struct FontPlace: Hashable, Sendable {
    /// The file's path as written (relative to the document's folder, or absolute).
    var file: String
    /// The JSON path of the string naming it: `fonts.body` or `root.subviews[0].text.font`.
    var path: String
    /// Where that string is in the file.
    var range: SourceRange
}

/// The document's `fonts` map and the views' `text`.
extension DocumentLoader {
    static let textKeys = ["string", "font", "size", "lines", "lineHeight"]

    /// `"fonts": {"body": "fonts/ExampleSans.ttf"}`: names for font files.
    mutating func loadFontNames(_ json: JSONNode) throws(DocumentError) -> [String: String] {
        guard case .object(let members) = json.value else {
            throw mismatch(json, path: "fonts", expected: "an object of font names and file paths, such as {\"body\": \"fonts/Body.ttf\"}")
        }
        var fonts: [String: String] = [:]
        for member in members {
            let path = "fonts.\(member.key)"
            guard !member.key.isEmpty, LayoutDocument.looksLikeFontName(member.key) else {
                throw DocumentError(
                    .invalidValue, at: path,
                    "the font name '\(member.key)' could be read as a file path; a name has no '/' and no '.'",
                    range: member.keyRange)
            }
            let file = try fontFile(member.value, path: path)
            fonts[member.key] = file
            noteFontPlace(file: file, path: path, range: member.value.range)
        }
        fontNames = fonts
        return fonts
    }

    /// `"text": {"string": ..., "font": ..., "size": ..., "lines": ..., "lineHeight": ...}`.
    mutating func loadText(_ json: JSONNode, path: String) throws(DocumentError) -> DocumentText {
        let keys = try object(json, path: path, allowed: Self.textKeys, what: "a text")
        guard let stringValue = keys["string"] else {
            throw DocumentError(.missingKey, at: path, "expected a \"string\" in the text", range: json.range)
        }
        guard let fontValue = keys["font"] else {
            throw DocumentError(
                .missingKey, at: path, "expected a \"font\" in the text: a font file's path or a name of \"fonts\"",
                range: json.range)
        }
        guard let sizeValue = keys["size"] else {
            throw DocumentError(.missingKey, at: path, "expected a \"size\" in the text (points)", range: json.range)
        }
        let string = try self.string(stringValue, path: "\(path).string")
        let font = try self.string(fontValue, path: "\(path).font")
        let size = try number(sizeValue, path: "\(path).size", minimum: 0)
        var text = DocumentText(string: string, font: font, size: size)
        if let lines = keys["lines"] {
            guard case .number(let value) = lines.value, let count = Int(exactly: value), count >= 0 else {
                throw mismatch(lines, path: "\(path).lines", expected: "a whole number of lines (0: no limit)")
            }
            text.lines = count
        }
        if let lineHeight = keys["lineHeight"] {
            if case .null = lineHeight.value {
                text.lineHeight = nil
            } else {
                text.lineHeight = try number(lineHeight, path: "\(path).lineHeight", minimum: 0)
            }
        }
        if fontNames[font] != nil {
            // A name: its file was noted with the map.
        } else if font.isEmpty || LayoutDocument.looksLikeFontName(font) {
            let names = fontNames.keys.sorted()
            throw invalid(
                fontValue, path: "\(path).font",
                font.isEmpty
                    ? "expected a font file's path or a name of \"fonts\", found an empty string"
                    : "unknown font name '\(font)'",
                hint: suggestion(font, names)
                    ?? (names.isEmpty
                        ? "name it in the document's \"fonts\" ({\"\(font)\": \"fonts/File.ttf\"}), or give the file's path"
                        : "the document's fonts are \(names.map { "'\($0)'" }.joined(separator: ", "))"))
        } else {
            noteFontPlace(file: font, path: "\(path).font", range: fontValue.range)
        }
        return text
    }

    private func fontFile(_ json: JSONNode, path: String) throws(DocumentError) -> String {
        let file = try string(json, path: path)
        guard !file.isEmpty else {
            throw invalid(json, path: path, "expected a font file's path, found an empty string")
        }
        return file
    }

    /// Notes the first place a file is named.
    private mutating func noteFontPlace(file: String, path: String, range: SourceRange) {
        guard !fontPlaces.contains(where: { $0.file == file }) else { return }
        fontPlaces.append(FontPlace(file: file, path: path, range: range))
    }
}
