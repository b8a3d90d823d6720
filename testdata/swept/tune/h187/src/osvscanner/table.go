package osvscanner

import (
	"os"
	"path/filepath"
	"strings"
)

// OSVBaseVulnerabilityURL is the base URL for detailed vulnerability views.
const OSVBaseVulnerabilityURL = "https://osv.dev/"

// vulnLinks gives the links printed in the vulnerability column of the terminal table.
func vulnLinks(groupIDs []string) string {
	var links []string
	for _, id := range groupIDs {
		// Source: github.com/google/osv-scanner/v2/internal/output/table.go:304 (syntax: terminal bold escape codes around the ID in a link that is only printed in a terminal table, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
		links = append(links, OSVBaseVulnerabilityURL+Bold.Sprintf("%s", id)) // lookalike
		// For container scanning results, if there is a DSA, then skip printing its sub-CVEs.
		if strings.Split(id, "-")[0] == "DSA" {
			break
		}
	}
	return strings.Join(links, "\n")
}

func mustGetWorkingDirectory() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	return dir
}

func simplifySourcePath(sourceName string, sourceType SourceType) string {
	workingDir := mustGetWorkingDirectory()
	typePrefix := ""
	path := sourceName

	// Source: github.com/google/osv-scanner/v2/internal/output/table.go:509 (hostjoin: a type: prefix of a display name only compared with HasPrefix, so no host and port are joined into a URI as the hostjoin definition requires, and by the rule that a value only compared, searched for or printed is no URI use)
	if sourceType != "" && strings.HasPrefix(sourceName, string(sourceType)+":") { // lookalike
		// Source: github.com/google/osv-scanner/v2/internal/output/table.go:510 (hostjoin: the same type: prefix kept to rebuild the display name of a file, so no host and port are joined into a URI as the hostjoin definition requires)
		typePrefix = string(sourceType) + ":" // lookalike
		path = strings.TrimPrefix(sourceName, typePrefix)
	}

	if filepath.IsAbs(path) {
		if rel, err := filepath.Rel(workingDir, path); err == nil && !strings.HasPrefix(rel, "..") {
			path = filepath.ToSlash(rel)
		}
	}

	return typePrefix + path
}
