import XCTest
@testable import Typography
