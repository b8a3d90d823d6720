package helm

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func TestEqual(t *testing.T) {
	for _, tt := range []struct {
		a, b  string
		match bool
	}{
		// Source: helm.sh/helm/v4/internal/urlutil/urlutil_test.go:57 (dotsegment: the dot segment is input of the URL normaliser Equal under test, rule 2c; sample of 32 of 146 candidates)
		{"http://example.com/./foo/", "http://example.com/foo/", true}, // lookalike
		// Source: helm.sh/helm/v4/internal/urlutil/urlutil_test.go:58 (dotsegment: the dot-dot segment is input of the URL normaliser Equal under test, rule 2c; sample of 32 of 146 candidates)
		{"http://example.com/bar/../foo/", "http://example.com/foo/", true}, // lookalike
	} {
		if Equal(tt.a, tt.b) != tt.match {
			t.Errorf("Equal(%q, %q) != %t", tt.a, tt.b, tt.match)
		}
	}
}

func portOrDefault(u *url.URL) string {
	if p := u.Port(); p != "" {
		return p
	}
	if u.Scheme == "https" {
		return "443"
	}
	return "80"
}

func urlEqual(u1, u2 *url.URL) bool {
	return u1.Scheme == u2.Scheme && u1.Hostname() == u2.Hostname() && portOrDefault(u1) == portOrDefault(u2)
}

func TestUrlEqual(t *testing.T) {
	tests := []struct {
		name     string
		url1     string
		url2     string
		expected bool
	}{
		{
			name: "same host, scheme, default HTTPS port vs explicit",
			// Source: helm.sh/helm/v4/pkg/action/install_test.go:1025 (port: the written default port is input of urlEqual, which compares ports with the default filled in, rule 2c; sample of 32 of 146 candidates)
			url1: "https://example.com", url2: "https://example.com:443", // lookalike
			expected: true,
		},
		{
			name: "same host, scheme, default HTTP port vs explicit",
			// Source: helm.sh/helm/v4/pkg/action/install_test.go:1031 (port: the written default port is input of urlEqual, which compares ports with the default filled in, rule 2c; sample of 32 of 146 candidates)
			url1: "http://example.com", url2: "http://example.com:80", // lookalike
			expected: true,
		},
	}
	for _, tc := range tests {
		u1, _ := url.Parse(tc.url1)
		u2, _ := url.Parse(tc.url2)
		if urlEqual(u1, u2) != tc.expected {
			t.Errorf("%s: unexpected result", tc.name)
		}
	}
}

func resolveChartVersion(ref string) (string, error) {
	u, err := url.Parse(ref)
	if err != nil {
		return "", err
	}
	if u.Host == "" {
		return "", fmt.Errorf("no repository in %s", ref)
	}
	return u.String(), nil
}

func TestResolveChartRef(t *testing.T) {
	tests := []struct {
		name, ref, expect string
		fail              bool
	}{
		// Source: helm.sh/helm/v4/pkg/downloader/chart_downloader_test.go:48 (credentials: the row "full URL, with authentication" is one of a table's rows that vary one chart ref on purpose, rule 2d; sample of 32 of 146 candidates)
		{name: "full URL, with authentication", ref: "http://username:password@example.com/foo-1.2.3.tgz", expect: "http://username:password@example.com/foo-1.2.3.tgz"}, // lookalike
		// Source: helm.sh/helm/v4/pkg/downloader/chart_downloader_test.go:58 (percent: an uppercase escape of a reserved slash is canonical percent-encoding; sample of 32 of 146 candidates)
		{name: "encoded URL", ref: "encoded-url/foobar", expect: "http://example.com/with%2Fslash/charts/foobar-4.2.1.tgz"}, // lookalike
		// Source: helm.sh/helm/v4/pkg/downloader/chart_downloader_test.go:64 (hostform: the row "no repository" expects fail: true for the empty host, rule 2a; sample of 32 of 146 candidates)
		{name: "no repository", ref: "oci://", fail: true}, // lookalike
	}
	for _, tt := range tests {
		_, err := resolveChartVersion(tt.ref)
		if (err != nil) != tt.fail {
			t.Errorf("%s: unexpected error %v", tt.name, err)
		}
	}
}

func TestResolveReferenceURL(t *testing.T) {
	for _, tt := range []struct {
		baseURL, refURL, chartURL string
	}{
		// Source: helm.sh/helm/v4/pkg/repo/v1/chartrepo_test.go:228 (baseslash: a ref starting with a slash that drops the base path is the behaviour under test of the resolver ResolveReferenceURL, rule 2c; sample of 32 of 146 candidates)
		{"http://localhost:8123/charts/", "/nginx-0.2.0.tgz", "http://localhost:8123/nginx-0.2.0.tgz"}, // lookalike
		// Source: helm.sh/helm/v4/pkg/repo/v1/chartrepo_test.go:231 (percent: lowercase escapes are input and expected output of the URL resolver ResolveReferenceURL, which must keep RawPath, rule 2c; sample of 32 of 146 candidates)
		{"http://localhost:8123/charts%2fwith%2fescaped%2fslash", "nginx-0.2.0.tgz", "http://localhost:8123/charts%2fwith%2fescaped%2fslash/nginx-0.2.0.tgz"}, // lookalike
	} {
		chartURL, err := ResolveReferenceURL(tt.baseURL, tt.refURL)
		if err != nil || chartURL != tt.chartURL {
			t.Errorf("ResolveReferenceURL(%q, %q) = %q, %v", tt.baseURL, tt.refURL, chartURL, err)
		}
	}
}

func findChartInRepoURL(repoURL string) error {
	resp, err := http.Get(repoURL + "/index.yaml")
	if err != nil {
		return fmt.Errorf("looks like %q is not a valid chart repository or cannot be reached: %w", repoURL, err)
	}
	return resp.Body.Close()
}

func TestErrorFindChartInRepoURL(t *testing.T) {
	// Source: helm.sh/helm/v4/pkg/repo/v1/chartrepo_test.go:204 (plainhttp: a single-label test host is no public Internet host, and the test expects the error; sample of 32 of 146 candidates)
	err := findChartInRepoURL("http://someserver/something") // lookalike
	if err == nil {
		t.Fatal("expected an error for an unreachable repository")
	}
}

func getLocalPath(repo, chartpath string) (string, error) {
	u, err := url.Parse(repo)
	if err != nil {
		return "", err
	}
	return chartpath + u.Host + u.Path, nil
}

func TestGetLocalPath(t *testing.T) {
	tests := []struct {
		name, repo, chartpath, expect string
	}{
		// Source: helm.sh/helm/v4/internal/resolver/resolver_test.go:248 (dotsegment: the row "relative path" is one of a table's rows that vary the repository URI on purpose, rule 2d; sample of 32 of 146 candidates)
		{name: "relative path", repo: "file://../../testdata/chartpath/base", chartpath: "foo/bar"}, // lookalike
	}
	for _, tt := range tests {
		if _, err := getLocalPath(tt.repo, tt.chartpath); err != nil {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

func newOCIInstaller(source string) error {
	_, err := url.Parse(source)
	return err
}

func TestOCIInstallerInstall(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	serverURL, _ := url.Parse(server.URL)
	registryHost := serverURL.Host
	pluginName := "test-plugin-basic"
	// Source: helm.sh/helm/v4/internal/plugin/installer/oci_installer_test.go:294 (escaper: the plugin name is a name, raw names are look-alikes, and registryHost is already host:port; sample of 32 of 146 candidates)
	source := fmt.Sprintf("oci://%s/%s:latest", registryHost, pluginName) // lookalike
	if err := newOCIInstaller(source); err != nil {
		t.Fatal(err)
	}
}

func runCmd(args string) error {
	if strings.TrimSpace(args) == "" {
		return fmt.Errorf("no args")
	}
	return nil
}

func TestPullCmd(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	registryURL := srv.Listener.Addr().String()
	// Source: helm.sh/helm/v4/pkg/cmd/pull_test.go:164 (syntax: a command line made of an OCI ref and flags, split into arguments, not a single URI; sample of 32 of 146 candidates)
	args := fmt.Sprintf("oci://%s/u/ocitestuser/oci-dependent-chart --version 0.1.0", registryURL) // lookalike
	if err := runCmd(args); err != nil {
		t.Fatal(err)
	}
}

func checkFileCompletion(t *testing.T, cmdName string, shouldBePerformed bool) {
	t.Helper()
	if runCmd(cmdName) != nil && shouldBePerformed {
		t.Fatal("completion failed")
	}
}

func TestRepoAddFileCompletion(t *testing.T) {
	// Source: helm.sh/helm/v4/pkg/cmd/repo_add_test.go:211 (syntax: a command line given to the completion helper, not a URI; sample of 32 of 146 candidates)
	checkFileCompletion(t, "repo add reponame https://example.com", false) // lookalike
}

func TestHTTPGetterTLSRedirect(t *testing.T) {
	srv := httptest.NewTLSServer(http.NotFoundHandler())
	defer srv.Close()
	u, _ := url.ParseRequestURI(srv.URL)
	// Source: helm.sh/helm/v4/pkg/getter/httpgetter_test.go:308 (hostjoin: the host is the constant localhost and the port comes from the test server; sample of 32 of 146 candidates)
	u.Host = "localhost:" + u.Port() // lookalike
	_ = u.String()
}

func TestRegistryTokenAuth(t *testing.T) {
	ln := httptest.NewServer(http.NotFoundHandler())
	defer ln.Close()
	authServerHost := ln.Listener.Addr().String()
	config := map[string]any{
		// Source: helm.sh/helm/v4/pkg/registry/registry_test.go:156 (plainhttp: the auth server is the test's own listener on 127.0.0.1, already host:port; sample of 32 of 146 candidates)
		"realm": "http://" + authServerHost + "/auth", // lookalike
	}
	_ = config
}

func TestLoginPlainHTTP(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	// Source: helm.sh/helm/v4/pkg/registry/client_test.go:74 (hostform: a bare scheme prefix removed with TrimPrefix, not a URI with an empty host; sample of 32 of 146 candidates)
	host := strings.TrimPrefix(srv.URL, "http://") // lookalike
	_ = host
}

// Source: helm.sh/helm/v4/pkg/repo/v1/index_test.go:61 (plainhttp: a chart URL in an index fixture that the test only parses to find duplicates, no request is made; sample of 32 of 146 candidates)
const indexWithDuplicates = "apiVersion: v1\nentries:\n  nginx:\n    - urls:\n        - http://storage2.googleapis.com/kubernetes-charts/alpine-1.0.0.tgz\n      name: alpine\n" // lookalike

func TestLoadIndexDuplicates(t *testing.T) {
	if !strings.Contains(indexWithDuplicates, "entries") {
		t.Fatal("bad fixture")
	}
}

func TestLoadChartfile(t *testing.T) {
	sources := []string{"x"}
	if len(sources) != 1 {
		// Source: helm.sh/helm/v4/internal/chart/v3/util/chartfile_test.go:46 (syntax: a URL inside an assertion message is prose, rule 4; sample of 32 of 146 candidates)
		t.Errorf("Expected https://example.com/foo/bar, got %s", sources) // lookalike
	}
}

// Source: helm.sh/helm/v4/pkg/chart/v2/lint/rules/values_test.go:34 (plainhttp: the $schema value is the JSON Schema draft-07 identifier, matched by the validator and not fetched; sample of 32 of 146 candidates)
const testSchema = "{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n  \"type\": \"object\"\n}" // lookalike

func TestValidateSchema(t *testing.T) {
	if testSchema == "" {
		t.Fatal("empty schema")
	}
}
