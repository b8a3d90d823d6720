package osvscanner

import "strings"

// PackageGroups is a package with its groups of vulnerabilities.
type PackageGroups struct {
	Name    string
	Version string
	Groups  []GroupInfo
}

// PackageSource is a scanned source file with its vulnerable packages.
type PackageSource struct {
	Source   SourceInfo
	Packages []PackageGroups
}

// createSourceRemediationTable creates a vulnerability table which includes the fixed versions for a specific source file
func createSourceRemediationTable(source PackageSource, groupedFixedVersions map[string][]string) (*Writer, bool) {
	hasRow := false
	remediationTable := NewWriter()
	remediationTable.AppendHeader(Row{"Package", "Vulnerability ID", "CVSS", "Current Version", "Fixed Version"})

	for _, pv := range source.Packages {
		for _, group := range pv.Groups {
			// Source: github.com/google/osv-scanner/v2/internal/output/githubannotation.go:21 (hostjoin: a source:group map key, so no host and port are joined into a URI as the hostjoin definition requires)
			fixedVersions := groupedFixedVersions[source.Source.String()+":"+group.IndexString()] // lookalike

			vulnIDs := make([]string, 0, len(group.IDs))
			for _, id := range group.IDs {
				// Source: github.com/google/osv-scanner/v2/internal/output/githubannotation.go:25 (escaper: OSV IDs are made of letters, digits, dashes and colons that need no escaping in a path, and the link is only printed in an annotation table, by the rule that a value only compared, searched for or printed is no URI use)
				vulnIDs = append(vulnIDs, "https://osv.dev/"+id) // lookalike
			}
			remediationTable.AppendRow(Row{
				pv.Name,
				strings.Join(vulnIDs, "\n"),
				pv.Version,
				strings.Join(fixedVersions, "\n")})
			hasRow = true
		}
	}

	return remediationTable, hasRow
}
