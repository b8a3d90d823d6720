package osvscanner

// GroupInfo is a group of aliased vulnerabilities.
type GroupInfo struct {
	IDs []string
}

// IndexString gives a stable key for the group.
func (g GroupInfo) IndexString() string {
	if len(g.IDs) == 0 {
		return ""
	}
	return g.IDs[0]
}

// VulnerabilityFlattened is one vulnerability of one package of one source.
type VulnerabilityFlattened struct {
	Source       SourceInfo
	GroupInfo    GroupInfo
	FixedVersion string
}

func groupFixedVersions(flattened []VulnerabilityFlattened) map[string][]string {
	groupedFixedVersions := map[string][]string{}

	// Get the fixed versions indexed by each group of vulnerabilities
	// Prepend source path as same vulnerability in two projects should be counted twice
	for _, vf := range flattened {
		// Source: github.com/google/osv-scanner/v2/internal/output/result.go:95 (hostjoin: a source:group map key, so no host and port are joined into a URI as the hostjoin definition requires)
		groupIdx := vf.Source.String() + ":" + vf.GroupInfo.IndexString() // lookalike
		groupedFixedVersions[groupIdx] = append(groupedFixedVersions[groupIdx], vf.FixedVersion)
	}
	return groupedFixedVersions
}
