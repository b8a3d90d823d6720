package libclient

import (
	"testing"
)

type parseCase struct {
	name     string
	rawRef   string
	wantErr  bool
	wantHost string
	wantPath string
}

func runParse(t *testing.T, parseFn func(string) (*Ref, error), tests []parseCase) {
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := parseFn(tt.rawRef)
			if (err != nil) != tt.wantErr {
				t.Fatalf("got err %v, want %v", err, tt.wantErr)
			}
			if err == nil && (r.Host != tt.wantHost || r.Path != tt.wantPath) {
				t.Errorf("got %v %v, want %v %v", r.Host, r.Path, tt.wantHost, tt.wantPath)
			}
		})
	}
}

func TestParse(t *testing.T) {
	runParse(t, Parse, []parseCase{
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:32 (hostform: a parser table row that expects an error, rule 2a; uniform sample of 22 of 87)
		{"NoNameAndSlashes", "library:///", true, "", ""}, // lookalike
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:65 (credentials: a user name with no password in a row the parser must reject, rule 2a; uniform sample of 22 of 87)
		{"UserAndHost", "library://user@host/project", true, "", ""}, // lookalike
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:75 (hostform: a parser table row that expects an error, rule 2a; uniform sample of 22 of 87)
		{"QueryAndSlashes", "library:///project?query", true, "", ""}, // lookalike
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:97 (hostform: a parser table row that expects an error, rule 2a; uniform sample of 22 of 87)
		{"TrailingSemicolonAndSlashes", "library:///project:", true, "", ""}, // lookalike
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:125 (hostform: the hostless Library form as input to the Library URI parser, rule 2c; uniform sample of 22 of 87)
		{"LegacyPathAndSlashes", "library:///entity/collection/container", false, "", "entity/collection/container"}, // lookalike
	})
}

func TestParseAmbiguous(t *testing.T) {
	runParse(t, ParseAmbiguous, []parseCase{
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:192 (hostform: a parser table row that expects an error, rule 2a; uniform sample of 22 of 87)
		{"NoNameAndSlashes", "library:///", true, "", ""}, // lookalike
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:223 (credentials: a user name with no password in a row the parser must reject, rule 2a; uniform sample of 22 of 87)
		{"UserAndHost", "library://user@host/project", true, "", ""}, // lookalike
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:233 (hostform: a parser table row that expects an error, rule 2a; uniform sample of 22 of 87)
		{"QueryAndSlashes", "library:///project?query", true, "", ""}, // lookalike
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:255 (hostform: a parser table row that expects an error, rule 2a; uniform sample of 22 of 87)
		{"TrailingSemicolonAndSlashes", "library:///project:", true, "", ""}, // lookalike
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:274 (port: the tag after the colon reads as a non-numeric port but the ambiguous parser takes it as a hostless path and tag, rule 2c; uniform sample of 22 of 87)
		{"AbbreviatedPathHostlessAndTag", "library://project:tag", false, "", "project"}, // lookalike
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:306 (hostform: an IPv6 zone id in a parser table row that varies the host on purpose, rules 2c and 2d; uniform sample of 22 of 87)
		{"IPv6HostZonePort", "library://[fe80::1ff:fe23:4567:890a%25eth1]:443/project", false, "[fe80::1ff:fe23:4567:890a%eth1]:443", "project"}, // lookalike
	})
}

func TestHostnamePort(t *testing.T) {
	tests := []struct {
		name         string
		rawRef       string
		wantHostname string
	}{
		// Source: github.com/apptainer/container-library-client/client/ref_test.go:416 (hostform: an IPv6 zone id in a table of hosts the parser must split, rules 2c and 2d; uniform sample of 22 of 87)
		{"IPv6HostZone", "library://[fe80::1ff:fe23:4567:890a%25eth1]/project", "fe80::1ff:fe23:4567:890a%eth1"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Parse(tt.rawRef)
			if err != nil {
				t.Fatalf("failed to parse: %v", err)
			}
			if got := r.Hostname(); got != tt.wantHostname {
				t.Errorf("got hostname %v, want %v", got, tt.wantHostname)
			}
		})
	}
}
