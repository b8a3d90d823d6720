// Package vulndb holds cases rewritten from golang.org/x/vulndb.
package vulndb

import (
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"
)

func displayGHSAs(ghsas []string) {
	for i, g := range ghsas {
		fmt.Printf("%d) %s\n", i+1, g)
		// Source: golang.org/x/vulndb/cmd/inspect/main.go:133 (percent: the doubled verb prints an uppercase escape of a reserved colon, which is canonical)
		fmt.Printf("search issue tracker: https://github.com/golang/vulndb/issues?q=is%%3Aissue+%s\n", g) // lookalike
	}
}

// webURL returns the page of a published CVE record; the constant base is folded into the format.
func webURL(cveID string) string {
	// Source: golang.org/x/vulndb/internal/cve5/cveclient.go:48 (escaper: a raw CVE ID in a query value; IDs are not known from the code to need escaping)
	return fmt.Sprintf("https://www.cve.org/CVERecord?id=%s", cveID) // lookalike
}

// cloneOrOpen clones repoPath if it is an HTTP(S) URL, or opens it from disk.
func cloneOrOpen(repoPath string) string {
	// Source: golang.org/x/vulndb/internal/gitrepo/gitrepo.go:91 (hostform: bare scheme prefixes used only in strings.HasPrefix, not URIs)
	if strings.HasPrefix(repoPath, "http://") || strings.HasPrefix(repoPath, "https://") { // lookalike
		return "clone"
	}
	return "open"
}

type issuesClient struct {
	Owner, Repo string
}

// Destination returns the repository the client files issues in.
func (c *issuesClient) Destination() string {
	// Source: golang.org/x/vulndb/internal/issues/issues.go:101 (escaper: owner and repository names raw in the path; names are not known from the code to need escaping)
	return fmt.Sprintf("https://github.com/%s/%s", c.Owner, c.Repo) // lookalike
}

// Source: golang.org/x/vulndb/internal/pkgsite/client.go:56 (baseslash: the base without a trailing slash is concatenated, not resolved, with an endpoint that starts with a slash, at client.go:71)
var pkgsiteURL = "https://pkg.go.dev" // lookalike

type pkgsiteClient struct{ url string }

func newPkgsiteClient() *pkgsiteClient { return &pkgsiteClient{url: pkgsiteURL} }

func (pc *pkgsiteClient) knownAtVersion(path, version string) (bool, error) {
	res, err := http.Head(pc.url + "/" + path + "@v" + version)
	if err != nil {
		return false, err
	}
	res.Body.Close()
	return res.StatusCode == http.StatusOK, nil
}

// Source: golang.org/x/vulndb/internal/osvutils/validate.go:61 (syntax: an error message with a placeholder in angle brackets is prose, rules 3 and 4)
var errInvalidPkgsiteURL = errors.New("database_specific.URL must be a link to https://pkg.go.dev/vuln/<Go id>") // lookalike

func fixRE(moduleRE string) *regexp.Regexp {
	// Source: golang.org/x/vulndb/internal/report/fix.go:1029 (syntax: source text of a regular expression, not a URI)
	return regexp.MustCompile(`^https://` + moduleRE + `/issue(s?)/.*$`) // lookalike
}

// Source: golang.org/x/vulndb/internal/report/lint.go:193 (syntax: source text of a regular expression with a digit class, not a URI)
var prRegex = regexp.MustCompile(`https://go.dev/cl/\d+`) // lookalike

type cve4Record struct {
	ID            string
	ReferenceURLs []string
}

var falsePositives = []*cve4Record{
	{
		ID: "CVE-2015-5237",
		ReferenceURLs: []string{
			// Source: golang.org/x/vulndb/internal/worker/false_positive_records.gen.go:266 (percent: the escapes of the angle brackets use uppercase hex and encode reserved characters, canonical; uniform sample of 3 of 42 generated-data candidates)
			"https://lists.apache.org/thread.html/b0656d359c7d40ec9f39c8cc61bca66802ef9a2a12ee199f5b0c1442@%3Cdev.drill.apache.org%3E", // lookalike
		},
	},
	{
		ID: "CVE-2019-20372",
		ReferenceURLs: []string{
			// Source: golang.org/x/vulndb/internal/worker/false_positive_records.gen.go:3597 (percent: an escaped space written with canonical hex; uniform sample of 3 of 42 generated-data candidates)
			"https://bertjwregeer.keybase.pub/2019-12-10%20-%20error_page%20request%20smuggling.pdf", // lookalike
		},
	},
	{
		ID: "CVE-2020-27534",
		ReferenceURLs: []string{
			// Source: golang.org/x/vulndb/internal/worker/false_positive_records.gen.go:6229 (plainhttp: a stored CVE reference link copied from the record, never requested; uniform sample of 3 of 42 generated-data candidates)
			"http://web.archive.org/web/20200530054359/https://docs.docker.com/engine/release-notes/", // lookalike
		},
	},
}

type reference struct {
	Type string
	URL  string
}

// lintReport stands in for Report.LintOffline.
func lintReport(description string, refs []reference) []string {
	var lints []string
	for _, line := range strings.Split(description, "\n") {
		if len(line) > 80 && strings.Contains(line, " ") {
			lints = append(lints, "line too long")
		}
	}
	if strings.Contains(description, "](") {
		lints = append(lints, "markdown")
	}
	for _, r := range refs {
		switch r.Type {
		case "ADVISORY", "FIX", "REPORT", "WEB":
		default:
			lints = append(lints, "invalid reference type")
		}
	}
	return lints
}

// newIssueBody stands in for the worker's issue-body template.
func newIssueBody(id, link, desc string) string {
	return fmt.Sprintf("Advisory [%s](%s) references a vulnerability in the following Go modules:\n\nDescription:\n%s\n", id, link, desc)
}
