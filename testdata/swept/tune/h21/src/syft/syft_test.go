package syft

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"reflect"
	"testing"
)

func TestLicenseByURL(t *testing.T) {
	tests := []struct {
		name      string
		url       string
		wantID    string
		wantFound bool
	}{
		{
			name: "URL with trailing whitespace",
			// Source: github.com/anchore/syft/internal/spdxlicense/license_url_test.go:46 (syntax: a URL padded with white space on purpose, the row's name says so, rule 2b)
			url:       "  http://opensource.org/licenses/MIT  ", // lookalike
			wantID:    "MIT",
			wantFound: true,
		},
		{name: "www prefix", url: "https://www.opensource.org/licenses/MIT", wantID: "MIT", wantFound: true},
		// Source: github.com/anchore/syft/internal/spdxlicense/license_url_test.go:139 (hostcase: the row named "uppercase host", rule 2b)
		{name: "uppercase host", url: "https://WWW.OpenSource.org/licenses/MIT", wantID: "MIT", wantFound: true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id, found := LicenseByURL(tt.url)
			if id != tt.wantID || found != tt.wantFound {
				t.Errorf("got %q %v", id, found)
			}
		})
	}
}

func TestNewLicenseFromURLs(t *testing.T) {
	tests := []struct {
		name     string
		value    string
		urls     []string
		expected []string
	}{
		{
			name:  "License URLs are stripped of newlines and tabs",
			value: "New BSD License",
			// Source: github.com/anchore/syft/syft/pkg/license_test.go:289 (syntax: a URL wrapped in newlines and tabs the row's name says the code strips, rule 2b)
			urls:     []string{"\n\t\t\t\t\t\thttp://user-agent-utils.googlecode.com/svn/trunk/UserAgentUtils/LICENSE.txt\n\t\t\t\t\t"}, // lookalike
			expected: []string{"http://user-agent-utils.googlecode.com/svn/trunk/UserAgentUtils/LICENSE.txt"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NewLicenseFromURLs(tt.value, tt.urls...); !reflect.DeepEqual(got, tt.expected) {
				t.Errorf("got %v", got)
			}
		})
	}
}

func serverURL(t *testing.T, server *httptest.Server, path string) string {
	t.Helper()
	// TODO: Figure out how to get this value from the server without hardcoding it here
	const testServerCertificateName = "example.com"

	serverURL, err := url.Parse(server.URL)
	if err != nil {
		t.Fatal(err)
	}

	// Set URL hostname to value from TLS certificate
	// Source: github.com/anchore/syft/internal/file/getter_test.go:229 (hostjoin: a constant certificate name joined with the test server's port)
	serverURL.Host = fmt.Sprintf("%s:%s", testServerCertificateName, serverURL.Port()) // lookalike

	serverURL.Path = path

	return serverURL.String()
}

func TestGetterTLS(t *testing.T) {
	server := httptest.NewTLSServer(nil)
	defer server.Close()
	if serverURL(t, server, "/x.tar.gz") == "" {
		t.Fatal("empty")
	}
}
