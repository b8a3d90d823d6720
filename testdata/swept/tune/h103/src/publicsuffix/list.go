package publicsuffix

import "strings"

// newListFromString parses public suffix list text into rules.
func newListFromString(text string) []string {
	var rules []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		rules = append(rules, line)
	}
	return rules
}
