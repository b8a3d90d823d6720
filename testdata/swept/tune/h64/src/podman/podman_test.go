package podman

import (
	"bufio"
	"bytes"
	"context"
	"encoding/asn1"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSignIdentity(t *testing.T) {
	for _, c := range []struct {
		name     string
		identity string
	}{
		{
			// Source: go.podman.io/image/v5/copy/sign_test.go:113 (syntax: a test case name that describes the docker transport in words, prose and not a URI)
			name:     "docker:// without overriding the identity", // lookalike
			identity: "",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.identity != "" {
				t.Fatalf("unexpected identity %q", c.identity)
			}
		})
	}
}

func TestUserAgent(t *testing.T) {
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
	defer s.Close()

	// Source: go.podman.io/image/v5/docker/docker_client_test.go:216 (hostform: a bare scheme prefix stripped from the test server URL to get its host and port)
	registry := strings.TrimPrefix(s.URL, "http://") // lookalike
	c := &dockerClient{scheme: "http", registry: registry, client: s.Client()}
	if err := c.searchV1(context.Background(), "busybox", 1); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

func TestNeedsRetryOnInsuficientScope(t *testing.T) {
	resp := &http.Response{Header: http.Header{}}
	// Source: go.podman.io/image/v5/docker/docker_client_test.go:245 (syntax: a Www-Authenticate header value whose realm parameter holds a URL, input to a challenge parser)
	resp.Header["Www-Authenticate"] = []string{
		`Bearer realm="https://registry.suse.com/auth",service="SUSE Linux Docker Registry",scope="registry:catalog:*",error="insufficient_scope"`, // lookalike
	}
	if !needsRetryWithUpdatedScope(resp) {
		t.Fatal("Expected needing to retry")
	}
}

func TestParseReference(t *testing.T) {
	for _, c := range []struct {
		input, expected string
	}{
		// Source: go.podman.io/image/v5/docker/docker_transport_test.go:53 (port: a docker transport reference whose ':notlatest' is a tag, input to the reference parser under test)
		{"//busybox:notlatest", "busybox:notlatest"}, // lookalike
		// Source: go.podman.io/image/v5/docker/docker_transport_test.go:61 (hostcase: an uppercase reference the test expects the parser to reject, commented as invalid input)
		{"//UPPERCASEISINVALID", ""}, // lookalike
	} {
		ref, err := parseDockerReference(c.input)
		if c.expected == "" {
			if err == nil {
				t.Errorf("%s: expected an error", c.input)
			}
			continue
		}
		if err != nil || ref != c.expected {
			t.Errorf("%s: got %q, %v", c.input, ref, err)
		}
	}
}

func TestRegistryHTTPResponseToError(t *testing.T) {
	for _, c := range []struct {
		name     string
		response string
		status   int
	}{
		{ // docker.io when an image is not found
			// Source: go.podman.io/image/v5/docker/errors_test.go:65 (syntax: a test case name that quotes a request line, prose and not a URI)
			name:     "GET https://registry-1.docker.io/v2/library/this-does-not-exist/manifests/latest", // lookalike
			response: "HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n",
			status:   http.StatusUnauthorized,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := http.ReadResponse(bufio.NewReader(bytes.NewReader([]byte(c.response))), nil)
			if err != nil {
				t.Fatal(err)
			}
			if res.StatusCode != c.status {
				t.Errorf("got %d", res.StatusCode)
			}
		})
	}
}

func TestSignatureStorageBaseURL(t *testing.T) {
	home := os.Getenv("HOME")
	// Source: go.podman.io/image/v5/docker/registries_d_test.go:42 (pathjoin: filepath.Join only joins local directory names, the scheme prefix is added afterwards; this is the expected default user storage)
	expected := "file://" + filepath.Join(home, ".local/share/containers/sigstore", "//this/is/not/in/the") // lookalike
	base := builtinDefaultLookasideStorageDir(1000, home)
	if got := lookasideBase(base, "this/is/not/in/the").String(); got != expected {
		t.Errorf("got %q, want %q", got, expected)
	}
}

// loadRegistryConfiguration fails when more than one file sets default-docker.
func loadRegistryConfiguration(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	var defaults []string
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			return err
		}
		if strings.Contains(string(b), "default-docker:") {
			defaults = append(defaults, e.Name())
		}
	}
	if len(defaults) > 1 {
		return errors.New("default-docker defined in both " + strings.Join(defaults, " and "))
	}
	return nil
}

func TestLoadRegistryConfigurationDuplicateDefault(t *testing.T) {
	dir := t.TempDir()
	// Source: go.podman.io/image/v5/docker/registries_d_test.go:284 (hostform: a four-slash file URL in YAML text of a duplicate-configuration test that expects an error)
	if err := os.WriteFile(filepath.Join(dir, "0.yaml"), []byte("default-docker:\n lookaside: file:////tmp/something"), 0o644); err != nil { // lookalike
		t.Fatal(err)
	}
	// Source: go.podman.io/image/v5/docker/registries_d_test.go:287 (hostform: a four-slash file URL in YAML text of a duplicate-configuration test that expects an error)
	if err := os.WriteFile(filepath.Join(dir, "1.yaml"), []byte("default-docker:\n lookaside: file:////tmp/different"), 0o644); err != nil { // lookalike
		t.Fatal(err)
	}
	err := loadRegistryConfiguration(dir)
	if err == nil || !strings.Contains(err.Error(), "0.yaml") {
		t.Fatalf("expected duplicate error, got %v", err)
	}
}

func TestLoadAndMergeConfig(t *testing.T) {
	want := map[string]string{
		// Source: go.podman.io/image/v5/docker/registries_d_test.go:314 (plainhttp: expected lookaside of a test registry under the example.com documentation domain)
		"registry.test.example.com": "http://registry.test.example.com/lookaside", // lookalike
		// Source: go.podman.io/image/v5/docker/registries_d_test.go:318 (colonpath: a lookaside with an empty scheme on purpose, under the key of the invalid-URL test)
		"localhost/invalid/url/test": ":emptyscheme", // lookalike
	}
	b, err := os.ReadFile(filepath.Join("fixtures", "registries.d", "emptyscheme.yaml"))
	if err != nil {
		t.Skip(err)
	}
	for k, v := range want {
		if !strings.Contains(string(b), k) || !strings.Contains(string(b), v) {
			t.Errorf("missing %s", k)
		}
	}
}

func TestLookasideStorageURL(t *testing.T) {
	const mdMapped = "sha256=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	for _, c := range []struct {
		base     string
		index    int
		expected string
	}{
		// Source: go.podman.io/image/v5/docker/registries_d_test.go:423 (plainhttp: lookaside base and expected signature URL on localhost)
		{"http://localhost:5555/root", 0, "http://localhost:5555/root@" + mdMapped + "/signature-1"}, // lookalike
	} {
		baseURL, err := url.Parse(c.base)
		if err != nil {
			t.Fatal(err)
		}
		res := lookasideStorageURL(baseURL, "sha256", strings.TrimPrefix(mdMapped, "sha256="), c.index)
		if res.String() != c.expected {
			t.Errorf("got %q", res.String())
		}
	}
}

func TestParseValueAndParams(t *testing.T) {
	// Source: go.podman.io/image/v5/docker/wwwauthenticate_test.go:36 (syntax: a challenge header value with a quoted realm URL, input to the header parser under test)
	input := `Bearer realm="http://127.0.0.1:5000/openshift/token"` // lookalike
	scheme, params := parseValueAndParams(input)
	if scheme != "bearer" || params["realm"] == "" || !strings.Contains(input, params["realm"]) {
		t.Errorf("got %q %v", scheme, params)
	}
}

func TestConfigEnv(t *testing.T) {
	env := []string{
		// Source: go.podman.io/image/v5/internal/image/docker_schema2_test.go:304 (syntax: an environment entry NAME=value of an image config, the URL is only its value)
		"HTTPD_BZ2_URL=https://www.apache.org/dyn/closer.cgi?action=download&filename=httpd/httpd-2.4.23.tar.bz2", // lookalike
	}
	for _, e := range env {
		if _, _, ok := strings.Cut(e, "="); !ok {
			t.Errorf("bad env entry %q", e)
		}
	}
}

func TestGetAuthCredentialsLogout(t *testing.T) {
	store := map[string]bool{"example.org": true}
	for _, loginKey := range []string{"example.org"} {
		hostnameAddress, _, _ := strings.Cut(loginKey, "/")
		// Source: go.podman.io/image/v5/pkg/docker/config/config_test.go:519 (plainhttp: scheme-prefixed credential-store keys tried on logout, no request is sent)
		regsToLogout := []string{loginKey, hostnameAddress, "http://" + hostnameAddress, "https://" + hostnameAddress} // lookalike
		succeeded := false
		for _, r := range regsToLogout {
			if store[r] {
				delete(store, r)
				succeeded = true
			}
		}
		if !succeeded {
			t.Fatal("nothing erased")
		}
	}
}

func TestParseLocation(t *testing.T) {
	// Source: go.podman.io/image/v5/pkg/sysregistriesv2/system_registries_v2_test.go:86 (sink: a full URL given where a registry location is wanted, and the test expects the rejection)
	_, err := parseLocation("https://example.com") // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}
	// Source: go.podman.io/image/v5/pkg/sysregistriesv2/system_registries_v2_test.go:87 (syntax: the URL is quoted inside an expected error message, prose)
	if want := "invalid location 'https://example.com': URI schemes are not supported"; err.Error() != want { // lookalike
		t.Errorf("got %q", err)
	}
}

func asn1UTF8(t *testing.T, s string) []byte {
	b, err := asn1.MarshalWithParams(s, "utf8")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestFulcioIssuerInCertificate(t *testing.T) {
	for _, c := range []struct {
		name          string
		value         []byte
		errorFragment string
	}{
		{
			name: "Completely invalid issuer v2 extension - trailing data",
			// Source: go.podman.io/image/v5/signature/fulcio_cert_test.go:135 (hostform: an issuer cut in two on purpose, in a case named completely invalid that expects an error)
			value:         append(asn1UTF8(t, "https://"), asn1UTF8(t, "example.com")...), // lookalike
			errorFragment: "trailing data",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			var issuer string
			rest, err := asn1.UnmarshalWithParams(c.value, &issuer, "utf8")
			if err == nil && len(rest) != 0 {
				err = errors.New("invalid ASN.1 in OIDC issuer v2 extension, trailing data")
			}
			if err == nil || !strings.Contains(err.Error(), c.errorFragment) {
				t.Errorf("got %v", err)
			}
		})
	}
}

// compileSchema stands for the JSON schema compiler, which loads a schema by URL.
func compileSchema(schemaURL string) error {
	u, err := url.Parse(schemaURL)
	if err != nil {
		return err
	}
	_, err = os.ReadFile(u.Path)
	return err
}

func TestUnmarshalJSON(t *testing.T) {
	schemaPath, err := filepath.Abs("../docs/atomic-signature-embedded-json.json")
	if err != nil {
		t.Fatal(err)
	}
	// Source: go.podman.io/image/v5/signature/simple_test.go:129 (hostform: the scheme prefix goes before an absolute path, so the file URL has the usual empty host)
	if err := compileSchema("file://" + schemaPath); err != nil { // lookalike
		t.Skip(err)
	}
}

func TestImageNameHandling(t *testing.T) {
	for _, c := range []struct{ transport, input, roundtrip string }{
		// Source: go.podman.io/image/v5/transports/alltransports/alltransports_test.go:32 (port: a docker transport reference whose ':notlatest' is a tag, input to the image-name parser under test)
		{"docker", "//busybox:notlatest", "//busybox:notlatest"}, // lookalike
	} {
		fullInput := c.transport + ":" + c.input
		_, ref, err := parseImageName(fullInput)
		if err != nil {
			t.Fatal(err)
		}
		if ref != c.roundtrip[2:] {
			t.Errorf("got %q", ref)
		}
	}
}

func TestSpecifyPlainHTTPViaHostScheme(t *testing.T) {
	// Source: go.podman.io/image/v5/docker/daemon/client_test.go:140 (plainhttp: a docker daemon host on the loopback address)
	host := "http://127.0.0.1:2376" // lookalike
	u, err := newDaemonClient(host)
	if err != nil {
		t.Fatal(err)
	}
	if u.String() != host {
		t.Errorf("got %q", u)
	}
}
