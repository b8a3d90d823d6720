// Package hasOSVVulnerabilities holds a rewritten excerpt of scorecard's OSV probe.
package hasOSVVulnerabilities

import (
	"errors"
	"fmt"
	"net/url"
)

var errNoVulnID = errors.New("no vuln ID")

// Vulnerability is a stand-in for clients.Vulnerability.
type Vulnerability struct {
	ID      string
	Aliases []string
}

// Finding is a stand-in for finding.Finding.
type Finding struct {
	Message     string
	Remediation string
}

// Run reports one finding per vulnerability with a link to its OSV page.
func Run(vulns []Vulnerability) ([]Finding, error) {
	var findings []Finding
	for _, vuln := range vulns {
		if vuln.ID == "" {
			return nil, errNoVulnID
		}
		// Source: github.com/ossf/scorecard/v5/probes/hasOSVVulnerabilities/impl.go:72 (pathjoin: url.JoinPath is the URL-aware join that escapes the ID and keeps the scheme's //, not path.Join; the pathjoin rule concerns path.Join on a URL, not on a file or relative API path)
		vulnLink, err := url.JoinPath("https://osv.dev", vuln.ID) // lookalike
		if err != nil {
			return nil, fmt.Errorf("create osv link: %w", err)
		}
		findings = append(findings, Finding{
			Message:     "Project is vulnerable to: " + vulnLink,
			Remediation: "Fix the " + vuln.ID + " by following information from " + vulnLink + " .",
		})
	}
	return findings, nil
}
