package helm

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

type pullCase struct {
	name      string
	args      string
	wantError bool
}

func pullCases(registryURL string) []pullCase {
	return []pullCase{
		{
			name: "Fetch OCI Chart",
			// Source: helm.sh/helm/v3/cmd/helm/pull_test.go:164 (syntax: command-line argument text, an oci reference over the test registry followed by flags; the spaces separate args, not URI bytes)
			args: fmt.Sprintf("oci://%s/u/ocitestuser/oci-dependent-chart --version 0.1.0", registryURL), // lookalike
		},
		{
			name: "OCI Fetch untar when dir with same name existed",
			// Source: helm.sh/helm/v3/cmd/helm/pull_test.go:181 (syntax: command-line argument text with a chart name before the oci reference and flags after it; the row expects an error)
			args:      fmt.Sprintf("oci-test-chart oci://%s/u/ocitestuser/oci-dependent-chart --version 0.1.0 --untar --untardir ocitest2 --untar --untardir ocitest2", registryURL), // lookalike
			wantError: true,
		},
		{
			name: "Fetching OCI chart without version option specified",
			// Source: helm.sh/helm/v3/cmd/helm/pull_test.go:199 (syntax: oci reference over the test registry's host:port with a :tag suffix, valid; the format verb is a template)
			args: fmt.Sprintf("oci://%s/u/ocitestuser/oci-dependent-chart:0.1.0", registryURL), // lookalike
		},
	}
}

// Source: helm.sh/helm/v3/cmd/helm/pull_test.go:333 (syntax: helper that builds command-line text from an oci reference and flags, the format verbs are templates)
func buildOCIURL(registryURL, chartName, version string) string {
	baseURL := fmt.Sprintf("oci://%s/u/ocitestuser/%s", registryURL, chartName) // lookalike
	if version != "" {
		baseURL += fmt.Sprintf(" --version %s", version)
	}
	return baseURL
}

func TestPullCmd(t *testing.T) {
	reg := registryURL(5000)
	for _, tt := range pullCases(reg) {
		args := strings.Fields(tt.args)
		if len(args) == 0 {
			t.Errorf("%s: no args", tt.name)
		}
	}
	if got := buildOCIURL(reg, "oci-dependent-chart", "0.1.0"); !strings.Contains(got, "--version") {
		t.Errorf("missing version flag in %q", got)
	}
}

func checkFileCompletion(t *testing.T, cmdName string, shouldBePerformed bool) {
	t.Helper()
	if cmdName == "" && shouldBePerformed {
		t.Fatal("empty command")
	}
}

func TestRepoAddFileCompletion(t *testing.T) {
	checkFileCompletion(t, "repo add", false)
	// Source: helm.sh/helm/v3/cmd/helm/repo_add_test.go:242 (syntax: a shell command line for completion with the repository URL as its last word)
	checkFileCompletion(t, "repo add reponame https://example.com", false) // lookalike
}

// Source: helm.sh/helm/v3/cmd/helm/search_hub_test.go:59 (syntax: JSON document fixture served by the fake hub, URIs are values inside it)
const hubSearchResult = `{"data":[{"id":"stable/phpmyadmin","type":"chart","attributes":{"name":"phpmyadmin","repo":{"name":"stable","url":"https://charts.helm.sh/stable"},"home":"https://www.phpmyadmin.net/"}}]}` // lookalike

// Source: helm.sh/helm/v3/internal/monocular/search_test.go:27 (syntax: JSON document fixture for the monocular search client, URIs are values inside it)
const monocularSearchResult = `{"data":[{"id":"bitnami/phpmyadmin","attributes":{"repo":{"name":"bitnami","url":"https://charts.bitnami.com"},"sources":["https://github.com/bitnami/bitnami-docker-phpmyadmin"],"icon":""}}]}` // lookalike

func TestSearchHub(t *testing.T) {
	for _, body := range []string{hubSearchResult, monocularSearchResult} {
		ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			fmt.Fprintln(w, body)
		}))
		res, err := http.Get(hubChartURL(ts.URL, "stable/phpmyadmin"))
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(res.Body)
		res.Body.Close()
		ts.Close()
		if !strings.Contains(string(data), "phpmyadmin") {
			t.Errorf("unexpected body %q", data)
		}
	}
}

func checkBaseURL(t *testing.T, got, want string) {
	if got != want {
		// Source: helm.sh/helm/v3/internal/monocular/client_test.go:29 (syntax: a URL quoted inside a test failure message, prose (rule 4))
		t.Errorf("incorrect BaseURL. Expected \"https://hub.helm.sh\" but got %q", got) // lookalike
	}
}

func TestNew(t *testing.T) {
	want := stripURL(hubChartURL("", ""))
	checkBaseURL(t, want, want)
}

func TestLoadFiles(t *testing.T) {
	// Source: helm.sh/helm/v3/pkg/chart/loader/load_test.go:332 (syntax: Chart.yaml document fixture with sources, home and icon URLs as YAML values)
	chartYAML := []byte("apiVersion: v1\nname: frobnitz\nsources:\n  - https://example.com/foo/bar\nhome: http://example.com\nicon: https://example.com/64x64.png\n") // lookalike
	if !strings.Contains(string(chartYAML), "frobnitz") {
		t.Fatal("bad fixture")
	}
}

func TestValidateAgainstSingleSchema(t *testing.T) {
	errString := "metaschema error"
	// Source: helm.sh/helm/v3/pkg/chartutil/jsonschema_test.go:61 (syntax: expected error text of a failing schema validation, URIs quoted among words (rule 4))
	expectedErrString := "\"file:///values.schema.json#\" is not valid against metaschema: jsonschema validation failed with 'https://json-schema.org/draft/2020-12/schema#'\n- at '': got number, want boolean or object" // lookalike
	if errString == expectedErrString {
		t.Errorf("Error string %q matches unexpectedly", errString)
	}
}

func TestValidateAgainstSingleSchemaUnresolvedURN(t *testing.T) {
	// Source: helm.sh/helm/v3/pkg/chartutil/jsonschema_test.go:383 (syntax: JSON schema document fixture holding a schema URL and a URN reference)
	schema := []byte(`{"$schema": "https://json-schema.org/draft-07/schema#", "$ref": "urn:example:helm:schemas:v1:helm-schema-validation-conditions:v1/helmSchemaValidation-true"}`) // lookalike
	if len(schema) == 0 {
		t.Fatal("empty schema")
	}
}

func resolveChartVersion(ref string) (*url.URL, error) {
	u, err := url.Parse(ref)
	if err != nil {
		return nil, err
	}
	if u.Host == "" {
		return nil, errors.New("no repository")
	}
	return u, nil
}

func TestResolveChartRef(t *testing.T) {
	tests := []struct {
		name, ref string
		fail      bool
	}{
		// Source: helm.sh/helm/v3/pkg/downloader/chart_downloader_test.go:57 (hostform: the row named "no repository" expects fail: true for a reference with an empty host (rule 2a))
		{name: "no repository", ref: "oci://", fail: true}, // lookalike
	}
	for _, tt := range tests {
		if _, err := resolveChartVersion(tt.ref); (err != nil) != tt.fail {
			t.Errorf("%s: unexpected result %v", tt.name, err)
		}
	}
}

func TestNormalizeURL(t *testing.T) {
	tests := []struct {
		name, base, path, expect string
	}{
		// Source: helm.sh/helm/v3/pkg/downloader/manager_test.go:62 (plainhttp: row of a normalizeURL table where an absolute reference passes through unchanged, input to URL-handling code (rule 2c/2d), not a sweep candidate)
		{name: "basic URL", base: "https://example.com", path: "http://helm.sh/foo", expect: "http://helm.sh/foo"}, // lookalike
	}
	for _, tt := range tests {
		got, err := normalizeURL(tt.base, tt.path)
		if err != nil || got != tt.expect {
			t.Errorf("%s: expected %q, got %q (%v)", tt.name, tt.expect, got, err)
		}
	}
}

func resolveRepoName(repository string) string {
	if _, err := url.Parse(repository); err == nil {
		return repository
	}
	return ""
}

func TestResolveRepoNames(t *testing.T) {
	tests := []struct {
		name, repository, expect string
	}{
		// Source: helm.sh/helm/v3/pkg/downloader/manager_test.go:178 (hostform: row of the dependency-resolver table for helm's file-scheme relative-path convention, varied on purpose (rule 2c/2d), not a sweep candidate)
		{name: "repo from local path", repository: "file://./testdata/signtest", expect: "file://./testdata/signtest"}, // lookalike
	}
	for _, tt := range tests {
		if got := resolveRepoName(tt.repository); got != tt.expect {
			t.Errorf("%s: expected %q, got %q", tt.name, tt.expect, got)
		}
	}
}

func TestHTTPGetterCrossHost(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer srv.Close()
	u2, _ := url.ParseRequestURI(srv.URL)
	host := strings.Split(u2.Host, ":")
	host[0] = host[0] + "a"
	// Source: helm.sh/helm/v3/pkg/getter/httpgetter_test.go:231 (hostjoin: host and port re-joined from the test's own httptest server address 127.0.0.1, no IPv6 literal)
	u2.Host = strings.Join(host, ":") // lookalike
	if u2.String() == srv.URL {
		t.Error("expected a different host")
	}
}

type registrySuite struct {
	DockerRegistryHost string
	Repo               string
}

func (s *registrySuite) setHost(protocol string, port int) {
	s.DockerRegistryHost = protocol + "helm-test-registry"
	// Source: helm.sh/helm/v3/pkg/registry/utils_test.go:142 (hostjoin: the host is the constant test registry name resolved by mock DNS, no IPv6 literal, not a sweep candidate)
	s.DockerRegistryHost = fmt.Sprintf("%s:%d%s", s.DockerRegistryHost, port, s.Repo) // lookalike
}

func newFakeRegistry() *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/v2/testrepo/image-index/manifests/0.1.0" {
			// Source: helm.sh/helm/v3/pkg/registry/utils_test.go:252 (syntax: OCI image index JSON fixture served by the fake registry, URIs are annotation values inside it)
			w.Write([]byte(`{"schemaVersion": 2, "manifests": [{"annotations": {"org.opencontainers.image.source": "https://github.com/docker-library/hello-world.git#6930d60e10e81283a57be3ee3a2b5ca328a40304:amd64/hello-world", "org.opencontainers.image.url": "https://hub.docker.com/_/hello-world"}}]}`)) // lookalike
			return
		}
		w.WriteHeader(http.StatusNotFound)
	}))
}

func TestRegistry(t *testing.T) {
	s := &registrySuite{Repo: "/testrepo/"}
	s.setHost("", 5000)
	srv := newFakeRegistry()
	defer srv.Close()
	c := &registryClient{Tags: func(ref string) ([]string, error) { return []string{ref}, nil }}
	if _, err := c.tagsFor(newReference(s.DockerRegistryHost)); err != nil {
		t.Fatal(err)
	}
	// Source: helm.sh/helm/v3/pkg/registry/client_test.go:47 (plainhttp: input to stripURL, whose job is to strip the scheme off a registry host (rule 2c), not a sweep candidate)
	if got := stripURL("http://docker.pkg.dev"); got != "docker.pkg.dev" { // lookalike
		t.Errorf("got %q", got)
	}
}

const (
	testRepository = "testdata/repository"
	// Source: helm.sh/helm/v3/pkg/repo/chartrepo_test.go:40 (plainhttp: URL of a chart repository loaded from a local directory; no request is sent to it, not a sweep candidate)
	testURL = "http://example-charts.com" // lookalike
)

type repoEntry struct {
	Name string
	URL  string
}

func TestLoadChartRepository(t *testing.T) {
	e := repoEntry{Name: testRepository, URL: testURL}
	if e.URL != testURL {
		t.Errorf("Expected url for chart repository to be %s but got %s", testURL, e.URL)
	}
}

func TestResolveReferenceURL(t *testing.T) {
	for _, tt := range []struct {
		baseURL, refURL, chartURL string
	}{
		// Source: helm.sh/helm/v3/pkg/repo/chartrepo_test.go:391 (percent: lowercase percent-escaped slashes in a ResolveReferenceURL table row about escaped slashes, the resolver must keep them as given (rule 2c/2d))
		{"http://localhost:8123/charts%2fwith%2fescaped%2fslash", "nginx-0.2.0.tgz", "http://localhost:8123/charts%2fwith%2fescaped%2fslash/nginx-0.2.0.tgz"}, // lookalike
	} {
		chartURL, err := ResolveReferenceURL(tt.baseURL, tt.refURL)
		if err != nil || chartURL != tt.chartURL {
			t.Errorf("expected %q, got %q (%v)", tt.chartURL, chartURL, err)
		}
	}
	if _, err := indexURL(testURL); err != nil {
		t.Fatal(err)
	}
}

func TestIndexAdd(t *testing.T) {
	urls := []string{"clipper-0.1.0.tgz"}
	if got := urls[0]; got != "clipper" {
		// Source: helm.sh/helm/v3/pkg/repo/index_test.go:530 (syntax: expected URL quoted inside a test failure message, prose (rule 4))
		t.Errorf("Expected http://example.com/charts/clipper-0.1.0.tgz, got %s", got) // lookalike
	}
}

// Source: helm.sh/helm/v3/pkg/repo/index_test.go:649 (syntax: index.yaml document fixture with chart URLs as YAML list values)
const indexWithDuplicatesInChartDeps = "apiVersion: v1\nentries:\n  nginx:\n    - urls:\n        - https://charts.helm.sh/stable/alpine-1.0.0.tgz\n        - http://storage2.googleapis.com/kubernetes-charts/alpine-1.0.0.tgz\n      name: alpine\n" // lookalike

func TestLoadIndex(t *testing.T) {
	wantURLs := []string{
		// Source: helm.sh/helm/v3/pkg/repo/index_test.go:387 (plainhttp: expected value read back from an index fixture, no request is sent to it, not a sweep candidate)
		"http://storage2.googleapis.com/kubernetes-charts/alpine-1.0.0.tgz", // lookalike
	}
	if !strings.Contains(indexWithDuplicatesInChartDeps, wantURLs[0]) {
		t.Errorf("index lacks %s", wantURLs[0])
	}
}

func TestValidateChartSources(t *testing.T) {
	// Source: helm.sh/helm/v3/pkg/lint/rules/chartfile_test.go:160 (plainhttp: inputs a chart-source URL validator must accept, input to URL-validating code (rule 2c), not a sweep candidate)
	successTest := []string{"http://riverrun.io", "https://riverrun.io", "https://riverrun.io/blackfish"} // lookalike
	for _, test := range successTest {
		u, err := url.ParseRequestURI(test)
		if err != nil || u.Host == "" {
			t.Errorf("validateChartSources(%s) to return no error, got %v", test, err)
		}
	}
}

func TestMisc(t *testing.T) {
	if valuesFor("x") == "" || dependencyCmd.Long == "" {
		t.Fatal("empty")
	}
	if _, err := cacheKeyURL(testRepository); err != nil {
		t.Fatal(err)
	}
	_ = ociReference(testRepository)
}
