/// The members of a JSON object whose keys the loader checked, read by key.
///
/// An object of a document has a few members out of a known set, and the loader asks for
/// each key of the set in turn (a view node, for sixteen): comparing the key with the few
/// members there are costs less than hashing it into a dictionary of them.
struct CheckedMembers {
    private let members: [JSONMember]

    init(_ members: [JSONMember]) {
        self.members = members
    }

    /// The value of the last member named `key` (as a dictionary built from the members in
    /// order would hold), or `nil` when there is none.
    ///
    /// - Complexity: O(members), comparing strings.
    subscript(key: String) -> JSONNode? {
        members.last { $0.key == key }?.value
    }
}
