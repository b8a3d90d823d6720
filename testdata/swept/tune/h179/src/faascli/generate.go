package faascli

import (
	"sort"
	"strings"
)

type stackServices struct {
	GatewayURL string
	Functions  []string
}

// parseYAMLData stands in for go-sdk's stack.ParseYAMLData: it reads the
// provider's gateway URL and the function names of a stack file.
func parseYAMLData(data []byte) (*stackServices, error) {
	s := &stackServices{}
	inFunctions := false
	for _, line := range strings.Split(string(data), "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, "gateway:"):
			s.GatewayURL = strings.TrimSpace(strings.TrimPrefix(trimmed, "gateway:"))
		case trimmed == "functions:":
			inFunctions = true
		case inFunctions && strings.HasPrefix(line, " ") && !strings.HasPrefix(line, "   ") && strings.HasSuffix(trimmed, ":"):
			s.Functions = append(s.Functions, strings.TrimSuffix(trimmed, ":"))
		}
	}
	return s, nil
}

func generateFunctionOrder(functions []string) []string {
	out := append([]string(nil), functions...)
	sort.Strings(out)
	return out
}
