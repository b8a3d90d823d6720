package mcpsdk

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func inferApplicationType(redirectURIs []string) string {
	for _, raw := range redirectURIs {
		if _, err := url.Parse(raw); err != nil {
			return ""
		}
	}
	return "native"
}

func TestApplicationTypeInference(t *testing.T) {
	tests := []struct {
		name         string
		redirectURIs []string
		wantAppType  string
	}{
		{
			name: "invalid URI returns empty application type",
			// Source: github.com/modelcontextprotocol/go-sdk/auth/authorization_code_test.go:1207 (syntax: the bare percent sign is in a row named for an invalid URI; hand-picked sample of 18 look-alikes from 102 candidates.)
			redirectURIs: []string{"http://%/"}, // lookalike
			wantAppType:  "",
		},
	}
	for _, tt := range tests {
		if got := inferApplicationType(tt.redirectURIs); got != tt.wantAppType {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.wantAppType)
		}
	}
}

func readResource(uri string) error {
	u, err := url.Parse(uri)
	if err != nil {
		return err
	}
	if strings.Contains(u.Path, "..") {
		return errors.New("resource not found")
	}
	return nil
}

func TestReadResourceRefusesEscape(t *testing.T) {
	for _, tt := range []struct {
		uri  string
		fail bool
	}{
		// Source: github.com/modelcontextprotocol/go-sdk/mcp/mcp_test.go:331 (dotsegment: the row expects failure and its comment says escaping the root is disallowed; hand-picked sample of 18 look-alikes from 102 candidates.)
		{"file:///../private.txt", true}, // not found: escaping disallowed // lookalike
	} {
		if err := readResource(tt.uri); (err != nil) != tt.fail {
			t.Errorf("%s: err = %v", tt.uri, err)
		}
	}
}

func TestServerResourceNotifications(t *testing.T) {
	s := &mcp.Server{}
	// Source: github.com/modelcontextprotocol/go-sdk/mcp/mcp_test.go:359 (hostcase: a working resource URI under a DNS-based scheme with an upper-case host, and the resource registry it goes to does not handle host case.)
	s.AddResource(&mcp.Resource{URI: "http://U"}, nil) // defect hostcase form
}

func TestResourceCycle(t *testing.T) {
	s := &mcp.Server{}
	for i := 0; i < 3; i++ {
		// Source: github.com/modelcontextprotocol/go-sdk/mcp/mcp_test.go:3502 (syntax: a Sprintf template whose verb fills the host with a number, valid once formatted; hand-picked sample of 18 look-alikes from 102 candidates.)
		s.AddResource(&mcp.Resource{URI: fmt.Sprintf("resource://cycle-%d", i)}, nil) // lookalike
	}
}

func fileRoot(uri string) (string, error) {
	u, err := url.Parse(uri)
	if err != nil {
		return "", err
	}
	if u.Scheme != "file" {
		return "", errors.New("not a file URI")
	}
	return path.Clean(u.Path), nil
}

func TestFileRoot(t *testing.T) {
	for _, tt := range []struct {
		uri     string
		want    string
		wantErr string
	}{
		// Source: github.com/modelcontextprotocol/go-sdk/mcp/resource_test.go:26 (dotsegment: input to the file-URI parser in a row that expects the dot segment resolved away; hand-picked sample of 18 look-alikes from 102 candidates.)
		{uri: "file:///foo/../bar", want: "/bar"}, // lookalike
		// Source: github.com/modelcontextprotocol/go-sdk/mcp/resource_test.go:28 (hostform: the empty-host row expects the parser to fail with not a file; hand-picked sample of 18 look-alikes from 102 candidates.)
		{uri: "http:///foo", wantErr: "not a file"}, // lookalike
	} {
		got, err := fileRoot(tt.uri)
		if err != nil {
			if tt.wantErr == "" || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%s: %v", tt.uri, err)
			}
		} else if got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.uri, got, tt.want)
		}
	}
}

func matchesResource(claims []string, resource string) bool {
	for _, c := range claims {
		if c == resource {
			return true
		}
	}
	return false
}

func TestMatchesResource(t *testing.T) {
	tests := []struct {
		name     string
		claims   []string
		resource string
		want     bool
	}{
		{
			name: "host case difference is not tolerated",
			// Source: github.com/modelcontextprotocol/go-sdk/oauthex/audience_test.go:70 (hostcase: the audience-matcher row varies host case on purpose to show it is not tolerated; hand-picked sample of 18 look-alikes from 102 candidates.)
			claims: []string{"https://MCP.example.com/"}, resource: "https://mcp.example.com/", // lookalike
			want: false,
		},
		{
			name: "default-port elision is not tolerated",
			// Source: github.com/modelcontextprotocol/go-sdk/oauthex/audience_test.go:76 (port: the audience-matcher row writes the default port on purpose to show elision is not tolerated; hand-picked sample of 18 look-alikes from 102 candidates.)
			claims: []string{"https://mcp.example.com:443/"}, resource: "https://mcp.example.com/", // lookalike
			want: false,
		},
	}
	for _, tt := range tests {
		if got := matchesResource(tt.claims, tt.resource); got != tt.want {
			t.Errorf("%s: got %v", tt.name, got)
		}
	}
}

type clientRegistrationMetadata struct {
	RedirectURIs []string
}

func registerClient(m *clientRegistrationMetadata) error {
	return errors.New("registration failed: invalid_redirect_uri")
}

func TestRegisterClientErrors(t *testing.T) {
	for _, tt := range []struct {
		name       string
		clientMeta *clientRegistrationMetadata
		wantErr    string
	}{
		{
			name: "Standard OAuth Error",
			// Source: github.com/modelcontextprotocol/go-sdk/oauthex/dcr_test.go:114 (plainhttp: the redirect URI names the single-label host invalid in a row that expects an invalid_redirect_uri error; hand-picked sample of 18 look-alikes from 102 candidates.)
			clientMeta: &clientRegistrationMetadata{RedirectURIs: []string{"http://invalid/cb"}}, // lookalike
			wantErr:    "invalid_redirect_uri",
		},
	} {
		if err := registerClient(tt.clientMeta); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%s: err = %v", tt.name, err)
		}
	}
}

func TestSSELocalhostProtection(t *testing.T) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close()
	// Source: github.com/modelcontextprotocol/go-sdk/mcp/sse_test.go:367 (hostjoin: the listener address is already a host:port pair formatted by net, so no bare join happens; hand-picked sample of 18 look-alikes from 102 candidates.)
	req, err := http.NewRequest("GET", fmt.Sprintf("http://%s", listener.Addr().String()), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	req.Host = "evil.com"
}

func TestAuthServerMetadata(t *testing.T) {
	u := &url.URL{Host: "127.0.0.1:8443"}
	// Source: github.com/modelcontextprotocol/go-sdk/oauthex/auth_meta_test.go:66 (hostjoin: the host joined to the test server's port is the constant localhost, surely no IPv6 literal; hand-picked sample of 18 look-alikes from 102 candidates.)
	issuer := "https://localhost:" + u.Port() // lookalike
	if !strings.HasSuffix(issuer, u.Port()) {
		t.Fatal(issuer)
	}
}
