// Linking the C math library: on Linux, Double's rounding (used by `Int64(exactly:)` and
// `rounded()`) calls libm, which only an import of the platform module brings in.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
