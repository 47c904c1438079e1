import Typography

extension LayoutDocument {
    /// A node's `text` as the view's ``LayoutText``, in the face ``typefaces`` holds for its
    /// font file; the family drawn is the face's name, or the file's name without extension.
    ///
    /// - Throws: ``DocumentError`` of kind ``DocumentError/Kind/font`` when the face was not
    ///   loaded.
    func layoutText(_ text: DocumentText, path: String) throws(DocumentError) -> LayoutText {
        let file = fontPath(for: text.font)
        guard let face = typefaces[file] else {
            throw DocumentError(
                .font, at: "\(path).font", "the font file '\(file)' was not loaded",
                hint: "read the document's fonts first with DocumentSource.loadingFonts(relativeTo:)")
        }
        return LayoutText(
            text.string, typeface: face, size: text.size, maxLines: text.lines,
            lineHeight: text.lineHeight.map { .points($0) } ?? .font,
            familyName: face.familyName ?? Self.fileStem(file))
    }

    /// `fonts/ExampleSans.ttf` → `ExampleSans`.
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
