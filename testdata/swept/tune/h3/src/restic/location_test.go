package restic

import "testing"

func TestParseSFTP(t *testing.T) {
	tests := []struct {
		in   string
		want SFTPConfig
	}{
		// Source: github.com/restic/restic/internal/backend/sftp/config_test.go:33 (parser test: dot segments in the location are cleaned by the parser)
		{"sftp://deploy@backup.example.com/srv/repo/../other", SFTPConfig{User: "deploy", Host: "backup.example.com", Path: "srv/other"}}, // lookalike
		// Source: github.com/restic/restic/internal/backend/sftp/config_test.go:29 (parser test: a double slash keeps an absolute path)
		{"sftp://deploy@backup.example.com:10022//srv/repo", SFTPConfig{User: "deploy", Host: "backup.example.com", Port: "10022", Path: "/srv/repo"}}, // lookalike
	}
	for _, tc := range tests {
		got, err := ParseSFTP(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		_ = got
	}
}

// Source: github.com/restic/restic/internal/backend/swift/config_test.go:56 (table of invalid locations that must fail to parse)
var invalidLocations = []string{
	"swift:////",                    // lookalike
	"sftp://backup.example.com:dir", // lookalike
}

func TestParseInvalid(t *testing.T) {
	for _, s := range invalidLocations {
		if _, err := ParseSFTP(s); err == nil {
			t.Errorf("invalid location %s did not return an error", s)
		}
	}
}
