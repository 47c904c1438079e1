/// The tool's help text.
enum Usage {
    static let text = """
        usage: autolayout <command> [arguments]

        commands:
          solve FILE|- [--json]   run a constraint script (- reads standard input) and print
                                  the values of its variables; --json prints them as JSON
          layout ...              lay out a layout document (see 'autolayout layout --help')
          help                    show this help

        exit status: 0 on success, 1 if the input has errors, 2 on bad usage.

        """
}
