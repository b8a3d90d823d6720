package netbird

import (
	"context"
	"testing"
)

// TestSetConfig_MDMAllow_ManagementURLPortNormalized covers a URL that differs from
// the policy only by the scheme's default port: the daemon normalizes both, so it is
// a no-op echo, not a conflict.
func TestSetConfig_MDMAllow_ManagementURLPortNormalized(t *testing.T) {
	tests := []struct {
		name      string
		mdmURL    string
		submitURL string
	}{
		// Source: github.com/netbirdio/netbird/client/server/setconfig_mdm_test.go:198 (port: one of the rows that write one management URL with and without https's default port, to test that the daemon treats them as equal, rule 2d)
		{"policy_no_port_submit_with_443", "https://netbird.corp.example", "https://netbird.corp.example:443"}, // lookalike
		// Source: github.com/netbirdio/netbird/client/server/setconfig_mdm_test.go:199 (port: the row that writes the policy URL with https's default port and the submitted one without, rule 2d)
		{"policy_with_443_submit_no_port", "https://netbird.corp.example:443", "https://netbird.corp.example"}, // lookalike
		// Source: github.com/netbirdio/netbird/client/server/setconfig_mdm_test.go:200 (port: the row that writes the submitted URL with http's default port and the policy one without, rule 2d)
		{"http_policy_no_port_submit_with_80", "http://netbird.corp.example", "http://netbird.corp.example:80"}, // lookalike
	}

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := &Server{mdmManagementURL: tc.mdmURL}

			rosenpassEnabled := true
			resp, err := s.SetConfig(context.Background(), &SetConfigRequest{
				ProfileName:      "default",
				Username:         "alice",
				ManagementUrl:    tc.submitURL,
				RosenpassEnabled: &rosenpassEnabled,
			})

			if err != nil {
				t.Fatalf("port-normalized URL echo must not trip MDM conflict gate: %v", err)
			}
			if resp == nil {
				t.Fatal("no response")
			}
		})
	}
}
