/// `autolayout layout ...`: placeholder until the layout command is merged.
enum LayoutCommand {
    static func run(_ arguments: [String]) -> Int32 {
        Console.error("layout: not available yet")
        return 2
    }
}
