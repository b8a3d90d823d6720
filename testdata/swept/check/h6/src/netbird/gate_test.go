package netbird

import (
	"errors"
	"net/url"
	"testing"
)

func boolPtr(b bool) *bool { return &b }

func mustURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestRequirePrivilegeForConfigChange_ManagementURL(t *testing.T) {
	sshOn := func(raw string) *Config {
		return &Config{ServerSSHAllowed: boolPtr(true), ManagementURL: mustURL(t, raw)}
	}

	tests := []struct {
		name       string
		stored     *Config
		requested  string
		privileged bool
		wantDeny   bool
	}{
		{
			name: "an unparseable url fails closed",
			// Source: github.com/netbirdio/netbird/client/server/ssh_gate_test.go:258 (port: https's default port in the stored management URL of the profile the test sets up, configuration it builds, rule 1)
			stored: sshOn("https://api.netbird.io:443"), // defect port form
			// Source: github.com/netbirdio/netbird/client/server/ssh_gate_test.go:259 (syntax: a space in the scheme and "%zz", in a row named for an unparseable URL that expects the change denied, rule 2a, 2b)
			requested: "ht tp://%zz", // lookalike
			wantDeny:  true,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := userCtx()
			if tt.privileged {
				ctx = rootCtx()
			}
			err := requirePrivilegeForConfigChange(ctx, tt.stored, privilegedConfigChange{managementURL: tt.requested})
			if tt.wantDeny {
				if !errors.Is(err, ErrPermissionDenied) {
					t.Fatalf("got %v, want a denial", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("got %v, want allowed", err)
			}
		})
	}
}

func TestRequirePrivilegeForUploadURL(t *testing.T) {
	tests := []struct {
		name     string
		url      string
		insecure bool
		invalid  bool
		unprivOK bool
		rootAlso bool
	}{
		{name: "default service", url: defaultBundleURL, unprivOK: true},
		{name: "plaintext custom host", url: "http://attacker.example/upload-url", invalid: true},
		// --insecure must not widen the URL to non-http(s) schemes or a hostless URL.
		{name: "insecure file scheme", url: "file:///etc/shadow", insecure: true, invalid: true},
		// Source: github.com/netbirdio/netbird/client/server/debug_gate_test.go:132 (hostform: an empty host in a row named "hostless" that expects the upload URL rejected as invalid, rule 2a, 2b)
		{name: "insecure hostless", url: "https:///upload-url", insecure: true, invalid: true}, // lookalike
	}

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := requirePrivilegeForUploadURL(userCtx(), tc.url, tc.insecure)

			switch {
			case tc.invalid:
				if !errors.Is(err, ErrInvalidArgument) {
					t.Fatalf("got %v, want invalid argument", err)
				}
				return
			case tc.unprivOK:
				if err != nil {
					t.Fatalf("got %v, want allowed", err)
				}
				return
			default:
				if !errors.Is(err, ErrPermissionDenied) {
					t.Fatalf("got %v, want a denial", err)
				}
			}
		})
	}
}
