package oras

import (
	"crypto/sha256"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

const (
	exampleRepositoryName                 = "example"
	exampleTag                            = "latest"
	exampleUploadUUID                     = "0bc84d80-837c-41d9-824e-1907463c53b3"
	referrersAPIUnavailableRepositoryName = "no-referrers-api"
)

func digestOf(s string) string {
	return fmt.Sprintf("%s:%x", "sha256", sha256.Sum256([]byte(s)))
}

var (
	exampleManifestDigest = digestOf("manifest")
	referenceDigest       = digestOf("reference")
	signatureDigest       = digestOf("signature")
	withBlobsDigest       = digestOf("with-blobs")
	referrerDigest        = digestOf("referrer")
	referrerIndexDigest   = digestOf("referrer-index")
)

func TestRegistryExampleHandler(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		switch {
		// Source: oras.land/oras-go/v2/registry/example_test.go:53 (escaper: the mock registry compares the request path to a path built from a constant repository name, a raw name that needs no escaping; uniform sample of 37 of 110.)
		case p == fmt.Sprintf("/v2/%s/tags/list", exampleRepositoryName): // lookalike
			w.WriteHeader(http.StatusOK)
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	}))
	defer ts.Close()
}

func TestRemoteExampleHandler(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		m := r.Method
		switch {
		// Source: oras.land/oras-go/v2/registry/remote/example_test.go:162 (escaper: the mock registry matches an upload path built from a constant repository name and a constant UUID, raw IDs that are look-alikes for escaper; uniform sample of 37 of 110.)
		case p == fmt.Sprintf("/v2/%s/blobs/uploads/%s", exampleRepositoryName, exampleUploadUUID): // lookalike
			w.WriteHeader(http.StatusCreated)
		// Source: oras.land/oras-go/v2/registry/remote/example_test.go:168 (escaper: the mock registry matches a manifest path with a raw digest, an ID whose colon is legal in a path segment; uniform sample of 37 of 110.)
		case p == fmt.Sprintf("/v2/%s/manifests/%s", exampleRepositoryName, referenceDigest) && m == http.MethodPut: // lookalike
			w.WriteHeader(http.StatusCreated)
		// Source: oras.land/oras-go/v2/registry/remote/example_test.go:181 (escaper: the mock registry matches a manifest path with a raw digest, an ID that needs no escaping; uniform sample of 37 of 110.)
		case p == fmt.Sprintf("/v2/%s/manifests/%s", exampleRepositoryName, withBlobsDigest) && m == http.MethodGet: // lookalike
			w.WriteHeader(http.StatusOK)
		// Source: oras.land/oras-go/v2/registry/remote/example_test.go:202 (escaper: the mock registry matches a referrers path with a raw digest, an ID that needs no escaping; uniform sample of 37 of 110.)
		case p == fmt.Sprintf("/v2/%s/referrers/%s", exampleRepositoryName, signatureDigest): // lookalike
			w.WriteHeader(http.StatusOK)
		// Source: oras.land/oras-go/v2/registry/remote/example_test.go:223 (escaper: the mock registry matches a manifest path with a raw digest, an ID that needs no escaping; uniform sample of 37 of 110.)
		case p == fmt.Sprintf("/v2/%s/manifests/%s", exampleRepositoryName, exampleTag) || p == fmt.Sprintf("/v2/%s/manifests/%s", exampleRepositoryName, exampleManifestDigest): // lookalike
			w.WriteHeader(http.StatusOK)
		// Source: oras.land/oras-go/v2/registry/remote/example_test.go:256 (escaper: the mock registry matches a manifest path with a constant repository name and a raw digest, IDs that need no escaping; uniform sample of 37 of 110.)
		case p == fmt.Sprintf("/v2/%s/manifests/%s", referrersAPIUnavailableRepositoryName, referrerDigest) && m == http.MethodPut: // lookalike
			w.WriteHeader(http.StatusCreated)
		// Source: oras.land/oras-go/v2/registry/remote/example_test.go:265 (escaper: the mock registry matches a manifest path with a constant repository name and a raw digest, IDs that need no escaping; uniform sample of 37 of 110.)
		case p == fmt.Sprintf("/v2/%s/manifests/%s", referrersAPIUnavailableRepositoryName, referrerIndexDigest) && m == http.MethodDelete: // lookalike
			w.WriteHeader(http.StatusMethodNotAllowed)
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	}))
	defer ts.Close()
}

func TestParseChallenge(t *testing.T) {
	tests := []struct {
		name       string
		header     string
		wantScheme string
	}{
		{
			name: "bearer challenge with multiple scopes",
			// Source: oras.land/oras-go/v2/registry/remote/auth/challenge_test.go:65 (syntax: a WWW-Authenticate header given to the challenge parser; the realm URI is a quoted parameter and the space separates scopes, so the string is no URI; uniform sample of 37 of 110.)
			header:     `Bearer realm="https://auth.example.io/token",service="registry.example.io",scope="repository:library/alpine:pull,push repository:ubuntu:pull"`, // lookalike
			wantScheme: "Bearer",
		},
		{
			name: "bad bearer challenge (incomplete parameter with no value)",
			// Source: oras.land/oras-go/v2/registry/remote/auth/challenge_test.go:103 (syntax: a header row named bad, given to the challenge parser, not a URI; uniform sample of 37 of 110.)
			header:     `Bearer realm="https://auth.example.io/token",service=`, // lookalike
			wantScheme: "Bearer",
		},
		{
			name: "bearer challenge with empty parameter value",
			// Source: oras.land/oras-go/v2/registry/remote/auth/challenge_test.go:127 (syntax: a WWW-Authenticate header given to the challenge parser; it holds a URI in a quoted parameter but is no URI itself; uniform sample of 37 of 110.)
			header:     `Bearer realm="https://auth.example.io/token",empty="",service="registry.example.io",scope="repository:library/hello-world:pull,push"`, // lookalike
			wantScheme: "Bearer",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if scheme, _ := parseChallenge(tt.header); scheme != tt.wantScheme {
				t.Errorf("parseChallenge() scheme = %v, want %v", scheme, tt.wantScheme)
			}
		})
	}
}

func Test_validateRealm(t *testing.T) {
	registryHTTP := &url.URL{Scheme: "http", Host: "registry.example.com", Path: "/v2/"}
	registryInternal := &url.URL{Scheme: "http", Host: "registry.internal:5000", Path: "/v2/"}
	tests := []struct {
		name     string
		realm    string
		registry *url.URL
		wantErr  bool
	}{
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4056 (hostform: an IPv6 zone id in a row of the realm SSRF guard table that must be rejected, wantErr true; uniform sample of 37 of 110.)
		{"zoned loopback IPv6 is rejected", "http://[::1%25lo0]/token", registryHTTP, true}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4097 (hostcase: a row of the realm guard table that varies only the case of the host to show the guard compares host names case-insensitively; uniform sample of 37 of 110.)
		{"internal hostname is allowed when registry shares the hostname in another case", "http://Registry.Internal:5001/token", registryInternal, false}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := validateRealm(tt.realm, tt.registry); (err != nil) != tt.wantErr {
				t.Errorf("validateRealm(%q) error = %v, wantErr %v", tt.realm, err, tt.wantErr)
			}
		})
	}
}

func Test_leftOrigin(t *testing.T) {
	origin := &http.Request{URL: &url.URL{Scheme: "https", Host: "a.example", Path: "/x"}}
	tests := []struct {
		name string
		next string
		want bool
	}{
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4826 (port: the default port is written out on purpose in a test of the origin matcher, which must treat it as the same origin; uniform sample of 37 of 110.)
		{"same origin, several hops", "https://a.example:443/z", false}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, err := http.NewRequest(http.MethodGet, tt.next, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := leftOrigin([]*http.Request{origin}, req); got != tt.want {
				t.Errorf("leftOrigin() = %v, want %v", got, tt.want)
			}
		})
	}
}

func Test_sameHTTPOrigin(t *testing.T) {
	reference := &url.URL{Scheme: "https", Host: "example.com"}
	tests := []struct {
		name string
		a    string
		want bool
	}{
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4948 (hostcase: an upper-case host in the case-insensitive-host row of the origin comparison test, input to the code that handles host case; uniform sample of 37 of 110.)
		{"case-insensitive host", "https://Example.COM", true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := url.Parse(tt.a)
			if err != nil {
				t.Fatalf("failed to parse %q: %v", tt.a, err)
			}
			if got := sameHTTPOrigin(a, reference); got != tt.want {
				t.Errorf("sameHTTPOrigin() = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestClient_Do_HTTPSUpgradeBoundaries(t *testing.T) {
	initial := &url.URL{Scheme: "http", Host: "registry.example.com", Path: "/v2/team/image/manifests/latest"}
	tests := []struct {
		name     string
		target   string
		wantAuth bool
	}{
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_upgrade_test.go:171 (port: the explicit standard ports row of a table that varies the redirect target on purpose to test the port rule of the HTTPS upgrade check; uniform sample of 37 of 110.)
		{name: "explicit standard ports", target: "https://registry.example.com:443/v2/team/image/manifests/latest", wantAuth: true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			to, err := url.Parse(tt.target)
			if err != nil {
				t.Fatal(err)
			}
			if got := isHTTPSUpgrade(initial, to); got != tt.wantAuth {
				t.Errorf("isHTTPSUpgrade() = %v, want %v", got, tt.wantAuth)
			}
		})
	}
}

func Test_mapHostname(t *testing.T) {
	legacyIndex := (&url.URL{Scheme: "https", Host: "index.docker.io", Path: "/v1/"}).String()
	tests := []struct {
		name string
		host string
	}{
		{
			// Source: oras.land/oras-go/v2/registry/remote/credentials/registry_test.go:186 (syntax: the name of a test case, prose around a URL, not a URI; uniform sample of 37 of 110.)
			name: "map registry-1.docker.io to https://index.docker.io/v1/", // lookalike
			host: "registry-1.docker.io",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := mapHostname(tt.host, legacyIndex); got != legacyIndex {
				t.Errorf("mapHostname() = %v, want %v", got, legacyIndex)
			}
		})
	}
}

func TestRegistry_Repositories_WithLastParam(t *testing.T) {
	var ts *httptest.Server
	ts = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Query().Get("last") {
		case "":
			// Source: oras.land/oras-go/v2/registry/remote/registry_test.go:269 (syntax: a Link header built around the test server URL, a header value and not a URI; uniform sample of 37 of 110.)
			w.Header().Set("Link", fmt.Sprintf(`<%s/v2/_catalog?n=4&last=v&test=bar>; rel="next"`, ts.URL)) // lookalike
		}
	}))
	defer ts.Close()
}

func TestRepository_Tags_Pagination(t *testing.T) {
	var ts *httptest.Server
	ts = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Query().Get("test") {
		case "foo":
			// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:1286 (syntax: a Link header built around the test server URL, a header value and not a URI; uniform sample of 37 of 110.)
			w.Header().Set("Link", fmt.Sprintf(`<%s/v2/test/tags/list?test=bar>; rel="next"`, ts.URL)) // lookalike
		}
	}))
	defer ts.Close()
}

func TestRepository_Referrers_Pagination(t *testing.T) {
	const path = "/v2/test/referrers/sha256-0"
	var ts *httptest.Server
	ts = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Query().Get("test") {
		case "foo":
			// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:1497 (syntax: a Link header built from the test server URL and a path, a header value and not a URI; uniform sample of 37 of 110.)
			w.Header().Set("Link", fmt.Sprintf(`<%s%s?n=2&test=bar>; rel="next"`, ts.URL, path)) // lookalike
		case "baz":
			// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:2376 (syntax: a Link header built from the test server URL and a path, a header value and not a URI; uniform sample of 37 of 110.)
			w.Header().Set("Link", fmt.Sprintf(`<%s%s?n=2&test=bar>; rel="next"`, ts.URL, path)) // lookalike
		case "qux":
			// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:2680 (syntax: a Link header built from the test server URL and a path, a header value and not a URI; uniform sample of 37 of 110.)
			w.Header().Set("Link", fmt.Sprintf(`<%s%s?n=2&test=bar>; rel="next"`, ts.URL, path)) // lookalike
		case "bar":
			// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:2461 (syntax: a Link header holding a same-origin relative reference, a header value and not a URI; uniform sample of 37 of 110.)
			w.Header().Set("Link", fmt.Sprintf(`<%s?n=2&test=foo>; rel="next"`, path)) // lookalike
		default:
			// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:1634 (syntax: a Link header holding a same-origin relative reference, a header value and not a URI; uniform sample of 37 of 110.)
			w.Header().Set("Link", fmt.Sprintf(`<%s?test=foo>; rel="next"`, path)) // lookalike
		}
	}))
	defer ts.Close()
}

type testTransport struct {
	proxyHost           string
	mockHost            string
	underlyingTransport http.RoundTripper
}

func (t *testTransport) RoundTrip(originalReq *http.Request) (*http.Response, error) {
	req := originalReq.Clone(originalReq.Context())
	req.Host = t.proxyHost
	req.URL.Host = t.proxyHost
	resp, err := t.underlyingTransport.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	resp.Request.Host = t.mockHost
	resp.Request.URL.Host = t.mockHost
	return resp, nil
}

func Test_BlobStore_Push_Port443_HTTPS(t *testing.T) {
	uuid := "4fd53bc9-565d-4527-ab80-3e051ac4880c"
	ts := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:7376 (port: the default port is written out on purpose in the Location of a test of the port-443 work-around, which is code that handles this port; uniform sample of 37 of 110.)
			w.Header().Set("Location", "https://registry.wabbit-networks.io:443/v2/test/blobs/uploads/"+uuid) // lookalike
			w.WriteHeader(http.StatusAccepted)
			return
		}
		w.WriteHeader(http.StatusCreated)
	}))
	defer ts.Close()
	uri, err := url.Parse(ts.URL)
	if err != nil {
		t.Fatalf("invalid test https server: %v", err)
	}
	client := &http.Client{Transport: &testTransport{
		proxyHost: uri.Host,
		// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:7190 (port: the mock host with the default port that the test transport writes back into the response URL is the point of the Port443 test; uniform sample of 37 of 110.)
		mockHost:            "registry.wabbit-networks.io:443", // lookalike
		underlyingTransport: ts.Client().Transport,
	}}
	_ = client
}

func TestRepository_parseManifestResponse(t *testing.T) {
	tests := []struct {
		name    string
		resp    *http.Response
		wantErr bool
	}{
		// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:8417 (sink: a canned response's Request with a bare path URL, never sent anywhere; uniform sample of 37 of 110.)
		{name: "valid response", resp: &http.Response{Request: &http.Request{Method: http.MethodGet, URL: &url.URL{Path: "/test"}}}}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:8487 (sink: a canned response's Request with a bare path URL, never sent anywhere; uniform sample of 37 of 110.)
		{name: "missing digest header", resp: &http.Response{Request: &http.Request{Method: http.MethodGet, URL: &url.URL{Path: "/test"}}}}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:8557 (sink: a canned response's Request with a bare path URL, never sent anywhere; uniform sample of 37 of 110.)
		{name: "bad content type", resp: &http.Response{Request: &http.Request{Method: http.MethodHead, URL: &url.URL{Path: "/test"}}}, wantErr: true}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:8654 (sink: a canned response's Request with a bare path URL, never sent anywhere; uniform sample of 37 of 110.)
		{name: "digest mismatch", resp: &http.Response{Request: &http.Request{Method: http.MethodGet, URL: &url.URL{Path: "/test"}}}, wantErr: true}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:8709 (sink: a canned response's Request with a bare path URL, never sent anywhere; uniform sample of 37 of 110.)
		{name: "size mismatch", resp: &http.Response{Request: &http.Request{Method: http.MethodGet, URL: &url.URL{Path: "/test"}}}, wantErr: true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.resp.Request.URL.Path == "" {
				t.Error("empty path")
			}
		})
	}
}

func Test_BuildReferrersURL(t *testing.T) {
	ref := Reference{Registry: "localhost", Repository: "hello-world"}
	dgst := digestOf("hello")
	// Source: oras.land/oras-go/v2/registry/remote/url_test.go:55 (percent: the expected output of the referrers URL builder holds an upper-case %2F, the canonical encoding of a slash in a query value; uniform sample of 37 of 110.)
	want := "http://localhost/v2/hello-world/referrers/" + dgst + "?artifactType=signature%2Fexample" // lookalike
	if got := BuildReferrersURL(true, ref, dgst, "signature/example"); got != want {
		t.Errorf("BuildReferrersURL() = %v, want %v", got, want)
	}
}

func Test_parseLink(t *testing.T) {
	requestURL := (&url.URL{Scheme: "https", Host: "localhost:5000", Path: "/v2/_catalog"}).String()
	tests := []struct {
		name    string
		header  string
		wantErr bool
	}{
		// Source: oras.land/oras-go/v2/registry/remote/utils_test.go:51 (syntax: a Link header value given to the Link parser, with a URI in angle brackets, not a URI itself; uniform sample of 37 of 110.)
		{"same origin, absolute URL", `<https://localhost:5000/v2/_catalog?last=alpine&n=1>; rel="next"`, false}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/utils_test.go:69 (syntax: a Link header in the scheme-downgrade row that the parser must reject, wantErr true; uniform sample of 37 of 110.)
		{"cross-origin, scheme downgrade", `<http://localhost:5000/v2/_catalog?last=alpine&n=1>; rel="next"`, true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := parseLink(requestURL, tt.header); (err != nil) != tt.wantErr {
				t.Errorf("parseLink() error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}
