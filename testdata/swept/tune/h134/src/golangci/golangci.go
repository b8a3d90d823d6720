// Package golangci holds cases rewritten from github.com/golangci/golangci-lint/v2.
package golangci

import (
	"fmt"
	"log"
	"net/url"
	"regexp"
)

// Source: github.com/golangci/golangci-lint/v2/internal/x/tools/driverutil/url.go:32 (baseslash: the reference is fragment-only, built from the diagnostic category, so resolving it against the analyzer URL keeps the whole base.)
func resolveURL(analyzerURL, category string) (string, error) {
	u, err := url.Parse("#" + category)
	if err != nil {
		return "", err
	}
	base, err := url.Parse(analyzerURL)
	if err != nil {
		return "", err
	}
	return base.ResolveReference(u).String(), nil // lookalike
}

func warnMigration() {
	// Source: github.com/golangci/golangci-lint/v2/pkg/commands/migrate.go:97 (syntax: the URL sits inside a warning sentence shown to the user, which is prose and no URI; sample of 5 of 11 prose candidates in this module.)
	log.Printf("Details about the migration: https://golangci-lint.run/docs/product/migration-guide/") // lookalike
}

func checkConfigurationVersion(version string) error {
	if version != "2" {
		// Source: github.com/golangci/golangci-lint/v2/pkg/config/loader.go:156 (syntax: the URL is joined to words in an error message, which is prose and no URI.)
		return fmt.Errorf("unsupported version of the configuration: %q "+
			"See https://golangci-lint.run/docs/product/migration-guide for migration instructions", version) // lookalike
	}
	return nil
}

type authorDetails struct {
	Name    string
	Profile string
	Avatar  string
}

func githubAuthor(author string) *authorDetails {
	return &authorDetails{
		Name: author,
		// Source: github.com/golangci/golangci-lint/v2/scripts/website/dump_info/thanks.go:60 (escaper: the author is a user name put raw into the path, and whether a name needs escaping is not known from the code; sample of 2 of 6 Sprintf sites in thanks.go.)
		Profile: fmt.Sprintf("https://github.com/sponsors/%s", author), // lookalike
		// Source: github.com/golangci/golangci-lint/v2/scripts/website/dump_info/thanks.go:61 (syntax: the percent sign starts the indexed format verb %[1]s that Sprintf replaces, not a percent-escape.)
		Avatar: fmt.Sprintf("https://github.com/%[1]s.png", author), // lookalike
	}
}

func extractAuthor(originalURL string) string {
	// Source: github.com/golangci/golangci-lint/v2/scripts/website/dump_info/thanks.go:115 (syntax: a regular expression that matches forge URLs, with escaped dots and groups, is no URI.)
	exp := regexp.MustCompile(`https://(github|gitlab|codeberg)\.(?:com|org)/([^/]+)/.*`) // lookalike
	m := exp.FindStringSubmatch(originalURL)
	if len(m) < 3 {
		return ""
	}
	return m[2]
}
