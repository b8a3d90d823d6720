package smallstep

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func matchURIDomain(uri *url.URL, constraint string) (bool, error) {
	host := uri.Host
	if strings.Contains(host, ":") {
		h, _, err := net.SplitHostPort(host)
		if err != nil {
			return false, err
		}
		host = h
	}
	return strings.HasSuffix(strings.ToLower(host), constraint), nil
}

func TestNamePolicyEngine_matchURIConstraint(t *testing.T) {
	tests := []struct {
		name       string
		uri        *url.URL
		constraint string
		want       bool
		wantErr    bool
	}{
		{
			name: "fail/host-with-port-split-error",
			uri: &url.URL{
				Scheme: "https",
				// Source: github.com/smallstep/certificates/policy/engine_test.go:571 (a host:port the policy engine must fail to split; the test expects the error, rule 2a/2c)
				Host: "www.example.local::8080", // lookalike
			},
			constraint: ".example.local",
			want:       false,
			wantErr:    true,
		},
		{
			name: "ok/different-case",
			uri: &url.URL{
				Scheme: "https",
				// Source: github.com/smallstep/certificates/policy/engine_test.go:626 (input of the policy engine's matcher, named for its case, rule 2b/2c)
				Host: "www.EXAMPLE.local", // lookalike
			},
			constraint: ".example.local",
			want:       true,
			wantErr:    false,
		},
		{
			name: "fail/uri-permitted-idna-internationalized-domain",
			uri: &url.URL{
				Scheme: "https",
				// Source: github.com/smallstep/certificates/policy/engine_test.go:1025 (an internationalized domain on purpose, the case is named for it, rule 2b)
				Host: "abc.bücher.example.com", // lookalike
			},
			constraint: ".example.com",
			want:       true,
			wantErr:    false,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := matchURIDomain(tt.uri, tt.constraint)
			if (err != nil) != tt.wantErr {
				t.Fatalf("error = %v, wantErr %v", err, tt.wantErr)
			}
			if got != tt.want {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func decodeSCEPRequest(r *http.Request) string {
	return r.URL.Query().Get("message")
}

func Test_decodeRequest(t *testing.T) {
	randomB64 := "wx/1mQ49TpdLRfvVjQhXNSe8RB3hjZEarqYp+8hRNqs5pTsSHP2aLA=="
	weirdMacOSCase := "wx/1mQ49TpdLRfvVjQhXNSe8RB3hjZEarqYp+8hRNqs5pTsSHP2aLA%3D%3D"
	tests := []struct {
		name string
		r    *http.Request
	}{
		{
			name: "ok/get-PKIOperation-not-escaped", // bit of a special case, but this is supported because of the macOS case now
			// Source: github.com/smallstep/certificates/scep/api/api_test.go:139 (base64 left unescaped on purpose, the case is named for it, rule 2b)
			r: httptest.NewRequest(http.MethodGet, fmt.Sprintf("http://scep:8080/?operation=PKIOperation&message=%s", randomB64), http.NoBody), // lookalike
		},
		{
			name: "ok/get-PKIOperation-weird-macos-case", // a special case for macOS, which seems to result in the message not arriving fully percent-encoded
			// Source: github.com/smallstep/certificates/scep/api/api_test.go:150 (a half-escaped message on purpose, as macOS sends it; named so, rule 2b)
			r: httptest.NewRequest(http.MethodGet, fmt.Sprintf("http://scep:8080/?operation=PKIOperation&message=%s", weirdMacOSCase), http.NoBody), // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if decodeSCEPRequest(tt.r) == "" {
				t.Fatal("empty message")
			}
		})
	}
}
