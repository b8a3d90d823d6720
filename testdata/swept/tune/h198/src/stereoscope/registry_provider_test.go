package stereoscope

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func pushRandomRegistryImage(t *testing.T, registryHost, repo, tag string) {
	t.Helper()

	// Source: github.com/anchore/stereoscope/pkg/image/oci/registry_provider_test.go:300 (hostjoin: an image reference repo:tag parsed by name.ParseReference, the colon introduces a tag and there is no host and port; no authority, so the hostjoin check does not apply)
	repoTag := repo + ":" + tag // lookalike

	if _, err := parseReference(repoTag, registryHost); err != nil {
		t.Fatal(err)
	}
}

func makeRegistry(t *testing.T) (registryHost string) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	t.Cleanup(ts.Close)
	// Source: github.com/anchore/stereoscope/pkg/image/oci/registry_provider_test.go:335 (sink: a bare scheme prefix only stripped from the test server URL to get its host:port, never used as a URI; a value only stripped or searched for is no URI use (the Also note))
	return strings.TrimPrefix(ts.URL, "http://") // lookalike
}

// mockRoundTripper is a helper for testing
type mockRoundTripper struct {
	resp *http.Response
	err  error
}

func (m *mockRoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	return m.resp, m.err
}

func TestEffectiveURLTransport(t *testing.T) {
	tests := []struct {
		name           string
		originalHost   string
		redirectHost   string
		expectRedirect bool
	}{
		{
			name:           "no redirect",
			originalHost:   "example.com",
			redirectHost:   "example.com",
			expectRedirect: false,
		},
		{
			name:           "with redirect",
			originalHost:   "old.example.com",
			redirectHost:   "new.example.com",
			expectRedirect: true,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			transport := newEffectiveURLTransport(nil)

			req := &http.Request{
				// Source: github.com/anchore/stereoscope/pkg/image/oci/registry_provider_test.go:365 (sink: a mock request URL with only a host, handed to a mock round tripper that never sends it; the transport under test reads only URL.Host; not a request the test sends, so rule 1 does not apply and no sink needs a full URI)
				URL: &url.URL{Host: tt.originalHost}, // lookalike
			}

			resp := &http.Response{
				Request: &http.Request{
					// Source: github.com/anchore/stereoscope/pkg/image/oci/registry_provider_test.go:371 (sink: the mock response's request URL, again only its host is read to record the redirect; not a request the test sends, so rule 1 does not apply and no sink needs a full URI)
					URL: &url.URL{Host: tt.redirectHost}, // lookalike
				},
			}

			transport.base = &mockRoundTripper{resp: resp}

			_, err := transport.RoundTrip(req)
			assert.NoError(t, err)

			effectiveHost := transport.getEffectiveHost(tt.originalHost)
			if tt.expectRedirect {
				assert.Equal(t, tt.redirectHost, effectiveHost)
			} else {
				assert.Equal(t, tt.originalHost, effectiveHost)
			}
		})
	}
}

func TestRegistryProviderWithRedirect(t *testing.T) {
	redirectServer := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		registryHost := makeRegistry(t)
		// Source: github.com/anchore/stereoscope/pkg/image/oci/registry_provider_test.go:398 (syntax: the template is filled with the loopback host:port of an httptest registry and a plain registry API path, so the redirect target is a valid local http URL; a template is judged as the URI it becomes when filled)
		redirectURL := fmt.Sprintf("http://%s%s", registryHost, r.URL.Path) // lookalike
		http.Redirect(w, r, redirectURL, http.StatusMovedPermanently)
	}))
	defer redirectServer.Close()

	// Source: github.com/anchore/stereoscope/pkg/image/oci/registry_provider_test.go:407 (sink: the bare http:// prefix is only trimmed off the test server URL to make an image reference host; a value only stripped or searched for is no URI use (the Also note))
	redirectHost := strings.TrimPrefix(redirectServer.URL, "http://") // lookalike
	imageStr := fmt.Sprintf("%s/test:latest", redirectHost)

	provider := NewRegistryProvider(RegistryOptions{InsecureUseHTTP: true}, imageStr)
	assert.NotNil(t, provider)
}
