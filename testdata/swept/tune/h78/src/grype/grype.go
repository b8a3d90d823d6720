// Package grype holds cases rewritten from github.com/anchore/grype.
package grype

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"
)

var archiveExtensions = []string{".tar.gz", ".tar.zst", ".zip"}

func hasAnyOfPrefixes(input string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(input, p) {
			return true
		}
	}
	return false
}

func hasAnyOfSuffixes(input string, suffixes ...string) bool {
	for _, s := range suffixes {
		if strings.HasSuffix(input, s) {
			return true
		}
	}
	return false
}

// Source: github.com/anchore/grype/internal/file/getter.go:71 (hostform: scheme-only prefixes in a HasPrefix gate are no URI and need no host)
func validateHTTPSource(src string) error {
	if !hasAnyOfPrefixes(src, "http://", "https://") { // lookalike
		return nil
	}
	u, err := url.Parse(src)
	if err != nil {
		return fmt.Errorf("bad URL provided %q: %w", src, err)
	}
	if !hasAnyOfSuffixes(u.Path, archiveExtensions...) {
		return errors.New("non-archive source")
	}
	return nil
}

// VulnerabilityMetadata is the metadata row of a vulnerability.
type VulnerabilityMetadata struct {
	ID         string
	DataSource string
}

// Source: github.com/anchore/grype/grype/db/v5/build/transformers/nvd/transform.go:103 (escaper: a raw CVE ID appended to the path is an ID, which the rules treat as a look-alike)
func nvdMetadata(id string) VulnerabilityMetadata {
	return VulnerabilityMetadata{
		ID:         id,
		DataSource: "https://nvd.nist.gov/vuln/detail/" + id, // lookalike
	}
}

// Advisory is a vendor advisory link.
type Advisory struct {
	ID   string
	Link string
}

// Source: github.com/anchore/grype/grype/matcher/rpm/almalinux.go:321 (escaper: a distro major version and an advisory ID go raw into the path; IDs are look-alikes)
func almaAdvisory(id, majorVersion string) Advisory {
	alsaURLID := strings.Replace(id, ":", "-", 1)
	return Advisory{
		ID:   id,
		Link: fmt.Sprintf("https://errata.almalinux.org/%s/%s.html", majorVersion, alsaURLID), // lookalike
	}
}

// Source: github.com/anchore/grype/grype/db/v6/build/govulndb_merge.go:523 (escaper: a GO advisory ID goes raw into the path; IDs are look-alikes)
func goVulnDBAdvisoryURL(id string) string {
	return fmt.Sprintf("https://vuln.go.dev/ID/%s.json", id) // lookalike
}

// Source: github.com/anchore/grype/grype/db/internal/gormadapter/open.go:154 (escaper: a database file path goes raw into a sqlite file DSN, and a path is none of the kinds that surely need escaping)
func connectionString(dbPath string) (string, error) {
	if dbPath == "" {
		return "", errors.New("no db filepath given")
	}
	return fmt.Sprintf("file:%s?cache=shared", dbPath), nil // lookalike
}

// ListingEntry points at one database archive.
type ListingEntry struct {
	URL      *url.URL
	Checksum string
}

// Source: github.com/anchore/grype/grype/db/v5/distribution/listing_entry.go:43 (pathjoin: path.Join is applied to the decoded Path field, not to a whole URI, so the scheme is untouched)
func newListingEntry(baseURL *url.URL, dbArchiveName, checksum string) ListingEntry {
	fileURL, _ := url.Parse(baseURL.String())
	fileURL.Path = path.Join(fileURL.Path, dbArchiveName) // lookalike
	return ListingEntry{URL: fileURL, Checksum: checksum}
}

func downloadURL(entry ListingEntry) string {
	u := *entry.URL
	q := u.Query()
	q.Add("checksum", entry.Checksum)
	u.RawQuery = q.Encode()
	return u.String()
}

// Source: github.com/anchore/grype/grype/db/v6/distribution/client.go:137 (pathjoin: path.Join and path.Dir work on the Path field to name a sibling of the listing file, not on a whole URI)
func resolveArchiveURL(latestURL, archivePath, checksum string) (string, error) {
	u, err := url.Parse(latestURL)
	if err != nil {
		return "", err
	}
	u.Path = path.Join(path.Dir(u.Path), path.Clean(archivePath)) // lookalike
	q := u.Query()
	if checksum != "" {
		q.Add("checksum", checksum)
	}
	u.RawQuery = q.Encode()
	return u.String(), nil
}

// Source: github.com/anchore/grype/grype/db/internal/provider/unmarshal/osvmodel/generate/main.go:60 (syntax: the percent sign is a format verb filled by fmt.Sprintf before the URL is fetched)
const schemaURLFmt = "https://raw.githubusercontent.com/ossf/osv-schema/%s/validation/schema.json" // lookalike

func fetchSchema(tag string) (*http.Response, error) {
	return http.Get(fmt.Sprintf(schemaURLFmt, tag))
}

// Source: github.com/anchore/grype/grype/db/v6/build/transformers/os/generate/main.go:21 (percent: the escapes encode spaces in uppercase hex, which is canonical)
const rhelAPIURL = "https://access.redhat.com/product-life-cycles/api/v1/products?name=Red%20Hat%20Enterprise%20Linux" // lookalike

func fetchRHEL() (*http.Response, error) {
	return http.Get(rhelAPIURL)
}

type descriptions map[string]string

func (d descriptions) Add(name, text string) { d[name] = text }

// Source: github.com/anchore/grype/cmd/grype/cli/options/grype.go:190 (syntax: the URL sits inside help text joined to words around it, which is prose (rule 4))
func describeFile(d descriptions) {
	d.Add("file", "if using template output, you must provide a path to a Go template file\nsee https://github.com/anchore/grype#using-templates for more information on template output") // lookalike
}

// Reference is a reference link of a vulnerability.
type Reference struct {
	URL  string
	Tags []string
}

// Source: github.com/anchore/grype/internal/dbtest/server.go:201 (plainhttp: a reference URL in generated fixture data on a fake single-label host that is never fetched)
func fixtureReferences(id string) []Reference {
	return []Reference{
		{
			URL:  "http://somewhere/" + id, // lookalike
			Tags: []string{id + "-tag-1", id + "-tag-2"},
		},
	}
}

// SplitOnFirstString splits s at the earliest of the separators.
func SplitOnFirstString(s string, separators ...string) (before, after string) {
	best, bestSep := -1, ""
	for _, sep := range separators {
		i := strings.Index(s, sep)
		if i < 0 {
			continue
		}
		if best < 0 || i < best || (i == best && len(sep) > len(bestSep)) {
			best, bestSep = i, sep
		}
	}
	if best < 0 {
		return s, ""
	}
	return s[:best], s[best+len(bestSep):]
}
