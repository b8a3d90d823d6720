package gitleaks

import (
	"fmt"
	"regexp"
	"strings"
)

// Fragment is a piece of text to scan.
type Fragment struct {
	Raw      string
	FilePath string
}

// Finding is a secret found in a fragment.
type Finding struct {
	RuleID    string
	File      string
	Line      string
	Match     string
	Secret    string
	Commit    string
	StartLine int
	EndLine   int
}

var sidekiq = regexp.MustCompile(`(?i)\bhttps?://([a-f0-9]{8}:[a-f0-9]{8})@(?:gems.contribsys.com|enterprise.contribsys.com)(?:[\/|\#|\?|:]|$)`)

// DetectFragment returns the findings in f.
func DetectFragment(f Fragment) []Finding {
	var out []Finding
	for _, m := range sidekiq.FindAllStringSubmatch(f.Raw, -1) {
		out = append(out, Finding{RuleID: "sidekiq-sensitive-url", File: f.FilePath, Line: f.Raw, Match: m[0], Secret: m[1]})
	}
	return out
}

// RemoteInfo describes where the scanned repository lives.
type RemoteInfo struct {
	Url string
}

var linkCleaner = strings.NewReplacer(
	" ", "%20",
	"%", "%25",
)

func createScmLink(remote *RemoteInfo, finding Finding) string {
	filePath := linkCleaner.Replace(finding.File)
	link := fmt.Sprintf("%s/blob/%s/%s", remote.Url, finding.Commit, filePath)
	if finding.StartLine != 0 {
		link += fmt.Sprintf("#L%d", finding.StartLine)
	}
	if finding.EndLine != finding.StartLine {
		link += fmt.Sprintf("-L%d", finding.EndLine)
	}
	return link
}
