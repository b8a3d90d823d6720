package gauth

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// Source: cloud.google.com/go/auth/credentials/compute_test.go:80 (hostform: a bare scheme prefix trimmed off the test server URL to set the metadata host, not a URI)
func TestComputeTokenProvider(t *testing.T) {
	ts := httptest.NewServer(http.NotFoundHandler())
	defer ts.Close()
	t.Setenv("GCE_METADATA_HOST", strings.TrimPrefix(ts.URL, "http://")) // lookalike
}

// Source: cloud.google.com/go/auth/credentials/detect_test.go:102 (hostjoin: r.Host is the whole host:port of the request, no bare ':' join)
func TestDefaultCredentialsAudience(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		aud := r.Header.Get("X-Aud")
		if want := fmt.Sprintf("http://%s", r.Host); aud != want { // lookalike
			t.Errorf("got aud %q, want %q", aud, want)
		}
	}))
	defer ts.Close()
}

// Source: cloud.google.com/go/auth/credentials/internal/externalaccount/aws_provider_test.go:73 (dotsegment: the relative-path signing test feeds dot segments to the SigV4 signer, which canonicalises the path (rule 2c))
func TestAWSv4SignatureGetRequestWithRelativePath(t *testing.T) {
	input, _ := http.NewRequest("GET", "https://host.foo.com/foo/bar/../..", nil) // lookalike
	if got := canonicalPath(input); got != "/" {
		t.Errorf("got %q", got)
	}
}

// Source: cloud.google.com/go/auth/credentials/internal/externalaccount/aws_provider_test.go:91 (dotsegment: the dot-path signing test feeds a '.' segment to the SigV4 signer, which canonicalises the path (rule 2c))
func TestAWSv4SignatureGetRequestWithDotPath(t *testing.T) {
	input, _ := http.NewRequest("GET", "https://host.foo.com/./", nil) // lookalike
	if got := canonicalPath(input); got != "/" {
		t.Errorf("got %q", got)
	}
}

// Source: cloud.google.com/go/auth/credentials/internal/externalaccount/aws_provider_test.go:181 (syntax: the UTF-8 query signing test feeds a raw non-ASCII query key to the SigV4 signer on purpose (rule 2c))
func TestAWSv4SignatureGetRequestWithUtf8Query(t *testing.T) {
	input, _ := http.NewRequest("GET", "https://host.foo.com/?ሴ=bar", nil) // lookalike
	if input.URL.Query().Get("ሴ") != "bar" {
		t.Error("query key lost")
	}
}

func TestDirectPathTarget(t *testing.T) {
	for _, tc := range []struct {
		name     string
		endpoint string
		want     string
	}{
		{
			name:     "standard googleapis.com endpoint is rewritten to -direct.googleapis.com",
			endpoint: net.JoinHostPort("storage.googleapis.com", "443"),
			// Source: cloud.google.com/go/auth/grpctransport/directpath_test.go:258 (hostform: expected google-c2p gRPC target, whose empty authority is the resolver's form)
			want: "google-c2p:///storage-direct.googleapis.com?force-xds", // lookalike
		},
	} {
		host := strings.TrimSuffix(tc.endpoint, ":443")
		host = strings.Replace(host, "storage.", "storage-direct.", 1)
		if got := c2pTarget(host, "force-xds"); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestExtractHostPort(t *testing.T) {
	tests := []struct {
		target   string
		wantHost string
		wantPort int
	}{
		// Source: cloud.google.com/go/auth/grpctransport/grpctransport_otel_test.go:1064 (port: 80 is no default port of the xds scheme, and the row is input to the target parser's table (rule 2c, 2d))
		{"xds:///my-service:80", "my-service", 80}, // lookalike
		// Source: cloud.google.com/go/auth/grpctransport/grpctransport_otel_test.go:1065 (hostform: dns target with an empty authority and a bracketed IPv6 endpoint, a row of the target parser's table (rule 2c, 2d))
		{"dns:///[::1]:8080", "::1", 8080}, // lookalike
	}
	for _, tt := range tests {
		gotHost, gotPort := extractHostPort(tt.target)
		if gotHost != tt.wantHost || gotPort != tt.wantPort {
			t.Errorf("extractHostPort(%q) = %q, %d", tt.target, gotHost, gotPort)
		}
	}
}

// Source: cloud.google.com/go/auth/internal/transport/cba_test.go:31 (hostcase: UNIVERSE_DOMAIN is the template placeholder swapped for the universe domain, not a host)
const testEndpointTemplate = "https://test.UNIVERSE_DOMAIN/" // lookalike

func TestDefaultEndpoint(t *testing.T) {
	got := strings.Replace(testEndpointTemplate, universeDomainPlaceholder, "googleapis.com", 1)
	u, err := url.Parse(got)
	if err != nil || u.Host != "test.googleapis.com" {
		t.Fatalf("got %q, %v", got, err)
	}
}
