package juicefs

import (
	"path/filepath"
	"testing"
)

func TestConfigDoesNotDowngrade(t *testing.T) {
	cases := []struct {
		name     string
		args     []string
		validate func(t *testing.T, format Format)
	}{
		{
			name: "ranger does not downgrade",
			args: []string{"--ranger-rest-url", "http://localhost:6080", "--force"},
			validate: func(t *testing.T, format Format) {
				if format.RangerRestUrl != "http://localhost:6080" {
					// Source: github.com/juicedata/juicefs/cmd/config_test.go:208 (syntax: rule 4, the URL is inside a failure message joined to words)
					t.Fatalf("ranger-rest-url %q != expect http://localhost:6080", format.RangerRestUrl) // lookalike
				}
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// Source: github.com/juicedata/juicefs/cmd/config_test.go:279 (pathjoin: filepath.Join builds the sqlite file path before the scheme is prefixed, no URL is joined; uniform sample 8 of 13 "sqlite3://"/"badger://" + temp-path builds)
			metaURL := "sqlite3://" + filepath.Join(t.TempDir(), "test.db") // lookalike
			m := NewClient(metaURL, nil)
			_ = m.Shutdown()
			c.validate(t, Format{RangerRestUrl: c.args[1]})
		})
	}
}
