package grafanaoperator

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseAdminURL(t *testing.T) {
	tests := []struct {
		name      string
		adminURL  string
		wantHost  string
		wantPath  string
		wantError bool
	}{
		{
			name:      "Custom Path",
			adminURL:  "https://grafana.example.com/instances/1",
			wantHost:  "grafana.example.com",
			wantPath:  "/instances/1/api",
			wantError: false,
		},
		{
			name: "Relative Custom Path",
			// Source: github.com/grafana/grafana-operator/controllers/client/url_test.go:63 (dotsegment: a parent segment on purpose in a row named for it, input of the package's admin-URL parser that the test expects to clean it to /test/api, rule 2b/2c)
			adminURL:  "https://grafana.example.com/../test", // lookalike
			wantHost:  "grafana.example.com",
			wantPath:  "/test/api",
			wantError: false,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseAdminURL(tt.adminURL)
			if tt.wantError {
				assert.Error(t, err, "This should be an invalid url input")
			} else {
				require.NoError(t, err, "This should be a valid url")
				assert.Equal(t, tt.wantPath, got.Path, "Path does not match")
				assert.Equal(t, tt.wantHost, got.Host, "Host does not match")
			}
		})
	}
}
