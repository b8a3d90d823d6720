package headscale

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

var (
	errServerURLSuffix = errors.New("server_url cannot be part of base_domain in a way that could make the DERP and headscale server unreachable")
	errServerURLSame   = errors.New("server_url cannot use the same domain as base_domain in a way that could make the DERP and headscale server unreachable")
)

func isSafeServerURL(serverURL, baseDomain string) error {
	u, err := url.Parse(serverURL)
	if err != nil {
		return err
	}
	if u.Hostname() == baseDomain {
		return errServerURLSame
	}
	if strings.HasSuffix(u.Hostname(), "."+baseDomain) {
		return errServerURLSuffix
	}
	return nil
}

func TestSafeServerURL(t *testing.T) {
	tests := []struct {
		serverURL, baseDomain,
		wantErr string
	}{
		{
			// Source: github.com/juanfont/headscale/hscontrol/types/config_test.go:583 (the test expects an error for this server URL, rule 2a)
			serverURL:  "https://server.headscale.com:443", // lookalike
			baseDomain: "headscale.com",
			wantErr:    errServerURLSuffix.Error(),
		},
		{
			// Source: github.com/juanfont/headscale/hscontrol/types/config_test.go:593 (the test expects an error for this server URL, rule 2a)
			serverURL:  "https://headscale.com:443", // lookalike
			baseDomain: "headscale.com",
			wantErr:    errServerURLSame.Error(),
		},
		{
			// Source: github.com/juanfont/headscale/hscontrol/types/config_test.go:557 (a NUL written on purpose, and the parse error expected, rule 2a/2b)
			serverURL: "http://foo\x00", // lookalike
			wantErr:   "parse error",
		},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("server=%s", tt.serverURL), func(t *testing.T) {
			err := isSafeServerURL(tt.serverURL, tt.baseDomain)
			if tt.wantErr != "" && err == nil {
				t.Fatal("expected an error")
			}
		})
	}
}

func cleanIdentifier(iss, sub string) string {
	u, err := url.Parse(iss)
	if err != nil {
		return iss + "/" + sub
	}
	u.Scheme = strings.ToLower(u.Scheme)
	u.Path = strings.TrimSuffix(u.Path, "/") + "/" + sub
	return u.String()
}

func TestCleanIdentifier(t *testing.T) {
	tests := []struct {
		name     string
		iss      string
		sub      string
		expected string
	}{
		{
			name: "standard URL with uppercase protocol",
			// Source: github.com/juanfont/headscale/hscontrol/types/users_test.go:155 (input of the package's identifier normaliser, named for its uppercase scheme, rule 2b/2c)
			iss:      "HTTPS://oidc.example.com/", // lookalike
			sub:      "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
			expected: "https://oidc.example.com/xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := cleanIdentifier(tt.iss, tt.sub); got != tt.expected {
				t.Errorf("got %s want %s", got, tt.expected)
			}
		})
	}
}

type registerRequest struct {
	Followup string
}

func handleRegister(req registerRequest) error {
	if _, err := url.Parse(req.Followup); err != nil {
		return fmt.Errorf("invalid followup URL: %w", err)
	}
	return nil
}

func TestRegisterFollowup(t *testing.T) {
	tests := []struct {
		name      string
		setupFunc func() string
		wantError bool
	}{
		{
			name: "followup_invalid_url",
			setupFunc: func() string {
				// Source: github.com/juanfont/headscale/hscontrol/auth_test.go:751 (malformed followup URL the test expects rejected; the value and the case name say so, rule 2a/2b)
				return "invalid://url[malformed" // lookalike
			},
			wantError: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := handleRegister(registerRequest{Followup: tt.setupFunc()})
			if (err != nil) != tt.wantError {
				t.Fatalf("got %v", err)
			}
		})
	}
}

type derpOptions struct {
	verifyClientURL string
}

func withVerifyClientURL(u string) func(*derpOptions) {
	return func(o *derpOptions) { o.verifyClientURL = u }
}

func TestDERPVerifyEndpoint(t *testing.T) {
	hostname := "hs-verify"
	headscalePort := 8080
	o := &derpOptions{}
	// Source: github.com/juanfont/headscale/integration/derp_verify_endpoint_test.go:50 (host:port built with net.JoinHostPort)
	withVerifyClientURL(fmt.Sprintf("https://%s/verify", net.JoinHostPort(hostname, strconv.Itoa(headscalePort))))(o) // lookalike
	if o.verifyClientURL == "" {
		t.Fatal("no verify URL")
	}
}
