package telepresence

import "strings"

// translateLegacy translates a Telepresence 1 command line into a Telepresence 2 command line.
// Only the --run flag is handled here: its process arguments become the arguments after "connect --".
func translateLegacy(args []string) string {
	for i, arg := range args {
		if arg == "--run" {
			return "connect -- " + strings.Join(args[i+1:], " ")
		}
	}
	return ""
}
