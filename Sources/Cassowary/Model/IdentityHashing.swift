/// The hash of an object's identity for the solver's hot dictionaries (variables to symbols,
/// constraints to records).
///
/// `Hasher` runs SipHash over the identity, which guards against keys chosen to collide; an
/// object's address cannot be chosen by input, and at a few lookups per constraint added the
/// SipHash setup was the largest single cost of a solver addition. A 64-bit finalizer
/// (MurmurHash3's) spreads the address's bits, aligned to 16 bytes, over the low bits that
/// pick a bucket, and folds in the dictionary's per-instance seed so that two tables still
/// order their keys differently.
enum IdentityHash {
    @inline(__always)
    static func raw(_ object: AnyObject, seed: Int) -> Int {
        var x = UInt64(UInt(bitPattern: ObjectIdentifier(object)))
        x ^= UInt64(UInt(bitPattern: seed))
        x ^= x >> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x &*= 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return Int(truncatingIfNeeded: x)
    }
}
