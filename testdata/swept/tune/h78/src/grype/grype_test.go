package grype

import (
	"fmt"
	"net"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

func availablePort() int {
	l, err := net.Listen("tcp", ":0")
	if err != nil {
		return 0
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// Source: github.com/anchore/grype/test/cli/db_validations_test.go:23 (hostjoin: the host is the constant localhost and the variable is named invalid (rule 2b))
func TestDBValidations(t *testing.T) {
	invalidUpdateURL := fmt.Sprintf("https://localhost:%v", availablePort()) // lookalike
	env := map[string]string{"GRYPE_DB_UPDATE_URL": invalidUpdateURL}
	if len(env) != 1 {
		t.Fatal("env not set")
	}
}

// Source: github.com/anchore/grype/internal/file/getter_test.go:229 (hostjoin: the host joined to the port is a constant DNS name, never an IPv6 literal)
func createRequestURL(t *testing.T, server *httptest.Server, p string) string {
	t.Helper()
	serverURL, err := url.Parse(server.URL)
	if err != nil {
		t.Fatal(err)
	}
	serverURL.Host = fmt.Sprintf("%s:%s", "example.com", serverURL.Port()) // lookalike
	serverURL.Path = p
	return serverURL.String()
}

// Source: github.com/anchore/grype/internal/file/getter_test.go:265 (hostjoin: the host comes from the test's own httptest server and the result is a dial address, not a URI)
func getHost(t *testing.T, server *httptest.Server) string {
	t.Helper()
	u, err := url.Parse(server.URL)
	if err != nil {
		t.Fatal(err)
	}
	return u.Hostname() + ":" + u.Port() // lookalike
}

func TestValidateHTTPSource(t *testing.T) {
	tests := []struct {
		name    string
		source  string
		wantErr bool
	}{
		// Source: github.com/anchore/grype/internal/file/getter_test.go:95 (percent: a validator row that expects rejection (rule 2a), and the escape encodes a reserved colon in uppercase)
		{
			name:    "filter out non-archive sources with get param",
			source:  "https://localhost/vulnerability-db_v3_2021-11-21T08:15:44Z.txt?checksum=sha256%3Ac402d01fa909a3fa85a5c6733ef27a3a51a9105b6c62b9152adbd24c08358911", // lookalike
			wantErr: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := validateHTTPSource(tt.source); (err != nil) != tt.wantErr {
				t.Fatalf("validateHTTPSource() error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}

func TestSplitOnFirstString(t *testing.T) {
	tests := []struct {
		name       string
		input      string
		separators []string
		wantBefore string
		wantAfter  string
	}{
		// Source: github.com/anchore/grype/internal/stringutil/string_helpers_test.go:176 (port: placeholder words host and port in a string-splitter row that varies separators on purpose (rules 2d and 3))
		{name: "multiple separators, first one wins", input: "protocol://host:port", separators: []string{"://", ":"}, wantBefore: "protocol", wantAfter: "host:port"}, // lookalike
		// Source: github.com/anchore/grype/internal/stringutil/string_helpers_test.go:265 (credentials: input to a splitter row named URL parsing that splits at the userinfo separators, not a connection URI (rule 2c))
		{name: "URL parsing", input: "https://user:pass@host:8080/path?query=value", separators: []string{"://", "@", ":", "/", "?", "="}, wantBefore: "https", wantAfter: "user:pass@host:8080/path?query=value"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, after := SplitOnFirstString(tt.input, tt.separators...)
			if before != tt.wantBefore || after != tt.wantAfter {
				t.Fatalf("got %q %q", before, after)
			}
		})
	}
}

func mustURL(u *url.URL, err error) *url.URL {
	if err != nil {
		panic(err)
	}
	return u
}

func TestCuratorDownload(t *testing.T) {
	tests := []struct {
		name        string
		entry       ListingEntry
		expectedURL string
	}{
		// Source: github.com/anchore/grype/grype/db/v5/distribution/curator_test.go:202 (plainhttp: a fake single-label host answered by a stub getter inside the test)
		{
			name:        "download populates returned tempdir",
			entry:       ListingEntry{URL: mustURL(url.Parse("http://a-url/payload.tar.gz")), Checksum: "sha256:deadbeefcafe"}, // lookalike
			expectedURL: "http://a-url/payload.tar.gz?checksum=sha256%3Adeadbeefcafe",                                          // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := downloadURL(tt.entry); got != tt.expectedURL {
				t.Fatalf("never made the appropriate fetch call: %s", got)
			}
		})
	}
}

// Source: github.com/anchore/grype/grype/db/v6/build/transformers/github/transform_test.go:357 (syntax: an archive URL that embeds another URL in its path is valid RFC 3986)
func TestGitHubTransformReferences(t *testing.T) {
	expected := []Reference{
		{URL: "https://web.archive.org/web/20200227125151/http://www.securityfocus.com/bid/103745"}, // lookalike
	}
	if len(expected) != 1 {
		t.Fatal("unexpected references")
	}
}

// Source: github.com/anchore/grype/grype/db/v6/build/transformers/kev/transform_test.go:50 (syntax: the URLs sit inside an advisory sentence, which is prose (rule 4))
func TestKEVRequiredAction(t *testing.T) {
	requiredAction := "Apply mitigations per vendor instructions [https://www.vendor.com/instructions] or discontinue use of the product if mitigations are unavailable [https://www.vendor.com/something-else]." // lookalike
	if requiredAction == "" {
		t.Fatal("empty required action")
	}
}

// Source: github.com/anchore/grype/grype/db/v6/build/transformers/os/stream_expansion_test.go:46 (escaper: an advisory ID goes raw into the path; IDs are look-alikes)
func expectedAdvisory(advisory string) Advisory {
	return Advisory{ID: advisory, Link: "https://access.redhat.com/errata/" + advisory} // lookalike
}

// Source: github.com/anchore/grype/grype/db/v6/vulnerability_provider_test.go:56 (plainhttp: a fixture data-source URL on a fake single-label host that is never fetched)
func TestVulnerabilityProviderMetadata(t *testing.T) {
	want := VulnerabilityMetadata{
		ID:         "CVE-2014-fake-1",
		DataSource: "http://somewhere/CVE-2014-fake-1", // lookalike
	}
	if got := nvdMetadata(want.ID); got.ID != want.ID {
		t.Fatalf("got %v", got)
	}
}

const testDigestHex = "124c7d2707904eea7431fffe91522a01e5a861a624ee31d03372cc1d138a3126"

// Source: github.com/anchore/grype/grype/vex/openvex/identity_regression_test.go:64 (escaper: the slashes in the purl qualifier value are allowed raw in a query)
func TestFilterMatchesDockerDaemonBareDigest(t *testing.T) {
	product := "pkg:oci/debian@sha256:" + testDigestHex + "?repository_url=index.docker.io/library/debian" // lookalike
	if !strings.Contains(product, testDigestHex) {
		t.Fatal("digest missing")
	}
}

// Source: github.com/anchore/grype/test/integration/sbom_formats_test.go:34 (syntax: a regular expression that matches URLs, not a URI)
var pinnedDBRef = regexp.MustCompile(`(https://grype\.anchore\.io/databases/v6/[^"@]+)@sha256:([0-9a-f]{64})`) // lookalike

func TestPinnedDBRef(t *testing.T) {
	if pinnedDBRef.NumSubexp() != 2 {
		t.Fatal("unexpected groups")
	}
}

// ProviderStatus is the status of the vulnerability provider.
type ProviderStatus struct {
	From          string
	SchemaVersion string
}

// Source: github.com/anchore/grype/cmd/grype/cli/commands/db_status_test.go:19 (percent: the escape encodes a reserved colon in uppercase hex, which is canonical)
func TestPresentDBStatus(t *testing.T) {
	validStatus := ProviderStatus{
		From:          "https://grype.anchore.io/databases/v6/vulnerability-db_v6.0.2_2025-03-14T01:31:06Z_1741925227.tar.zst?checksum=sha256%3Ad4654e3b212f1d8a1aaab979599691099af541568d687c4a7c4e7c1da079b9b8", // lookalike
		SchemaVersion: "6.0.0",
	}
	if validStatus.SchemaVersion == "" {
		t.Fatal("no schema")
	}
}
