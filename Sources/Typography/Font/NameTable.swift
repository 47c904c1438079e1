/// The `name` table, read only for the family name that output drawing text can name.
///
/// A face's names play no part in measuring, so a malformed or absent `name` table leaves the
/// family unknown instead of refusing the font.
enum NameTable {
    /// The typographic family (name 16) or else the family (name 1): a Windows Unicode record
    /// (platform 3, encoding 1 or 10, UTF-16BE) preferred, in US English when there is one, else
    /// a Unicode-platform record (0, UTF-16BE), else a Macintosh Roman one (1, 0) in ASCII.
    /// `nil` when none reads cleanly.
    /// - Complexity: O(r) for r name records.
    static func familyName(_ table: TableReader) -> String? {
        guard let count = try? Int(table.u16(at: table.start + 2)),
              let storage = try? Int(table.u16(at: table.start + 4))
        else { return nil }
        var best: (rank: Int, name: String)?
        for index in 0..<count {
            let record = table.start + 6 + 12 * index
            guard let platform = try? table.u16(at: record), let encoding = try? table.u16(at: record + 2),
                  let language = try? table.u16(at: record + 4), let nameID = try? table.u16(at: record + 6),
                  let length = try? Int(table.u16(at: record + 8)), let offset = try? Int(table.u16(at: record + 10)),
                  nameID == 16 || nameID == 1
            else { continue }
            let wide: Bool
            var rank = nameID == 16 ? 0 : 10
            switch (platform, encoding) {
            case (3, 1), (3, 10): wide = true; rank += language == 0x0409 ? 0 : 1
            case (0, _): wide = true; rank += 2
            case (1, 0): wide = false; rank += 3
            default: continue
            }
            if let best, best.rank <= rank { continue }
            let start = table.start + storage + offset
            guard (try? table.require(length, at: start)) != nil,
                  let name = decode(table.bytes[start..<(start + length)], wide: wide), !name.isEmpty
            else { continue }
            best = (rank, name)
        }
        return best?.name
    }

    /// UTF-16BE, or for a Macintosh record its ASCII subset (other Mac Roman bytes give `nil`).
    private static func decode(_ bytes: ArraySlice<UInt8>, wide: Bool) -> String? {
        if !wide {
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        var scalars = String.UnicodeScalarView()
        var decoder = UTF16()
        var iterator = units.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        return String(scalars)
    }
}
