#if canImport(XCTest)
import XCTest
#endif
#if canImport(Testing)
import Testing
#endif
import LayoutSupport

/// Records a failed check with the test framework that runs the test: an issue of the
/// current Swift Testing test when there is one, else an XCTest failure, else (a platform
/// with neither) a line on standard error in the compiler's `FILE:LINE: error:` form.
func recordFailure(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    Console.writeError("\(filePath):\(line): error: \(message)\n")
    #endif
}
