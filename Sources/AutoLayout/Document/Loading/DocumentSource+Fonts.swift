import LayoutSupport
import Typography

extension DocumentSource {
    /// The document with the faces of the font files its text names read into
    /// ``LayoutDocument/typefaces``: each file of the `fonts` map and each path a `text` gives,
    /// relative to `folder` (the document's folder; `""` for the current directory) unless
    /// absolute. Each file is read once, however many views use it.
    ///
    /// ```swift
    /// let source = try DocumentSource(text: json)
    /// let layout = try DocumentLayout(document: source.loadingFonts(relativeTo: "Examples"))
    /// ```
    ///
    /// - Throws: ``DocumentError`` of kind ``DocumentError/Kind/font`` at the string naming
    ///   the file (its path in the JSON and its line and column): a file that cannot be read,
    ///   or that is not a font the reader understands (with the `TypefaceError`'s
    ///   table, byte and reason).
    /// - Complexity: O(size of the font files).
    public func loadingFonts(relativeTo folder: String) throws(DocumentError) -> LayoutDocument {
        try loadingFonts(relativeTo: folder) { path throws(FileReadError) in try SystemIO.readAll(path: path) }
    }

    /// As ``loadingFonts(relativeTo:)``, reading files with `read` (tests give bytes without
    /// files).
    func loadingFonts(
        relativeTo folder: String, read: (String) throws(FileReadError) -> [UInt8]
    ) throws(DocumentError) -> LayoutDocument {
        var document = self.document
        for place in fontPlaces where document.typefaces[place.file] == nil {
            let location = Self.path(of: place.file, relativeTo: folder)
            let bytes: [UInt8]
            do {
                bytes = try read(location)
            } catch {
                throw fontError(
                    at: place, "cannot read the font file '\(location)': \(error.reason)",
                    hint: "font paths are relative to the document's folder")
            }
            do {
                document.typefaces[place.file] = try Typeface(bytes: bytes)
            } catch {
                throw fontError(
                    at: place, "'\(location)' is not a font this reader understands: \(error)",
                    hint: "give a TrueType (.ttf) or OpenType (.otf, .ttc) file")
            }
        }
        return document
    }

    /// `file` as a path to open: as written when absolute or when there is no folder.
    static func path(of file: String, relativeTo folder: String) -> String {
        if file.hasPrefix("/") || folder.isEmpty { return file }
        return folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }

    private func fontError(at place: FontPlace, _ message: String, hint: String) -> DocumentError {
        DocumentError(.font, at: place.path, message, hint: hint, range: place.range, source: text)
    }
}
