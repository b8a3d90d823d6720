package scs

import "testing"

func TestParse(t *testing.T) {
	tests := []struct {
		name     string
		rawRef   string
		wantErr  bool
		wantHost string
	}{
		// Source: github.com/sylabs/scs-library-client/client/ref_test.go:25 (syntax: the InvalidURL row of the reference parser test, wantErr true; stratified sample of 19 look-alikes out of 87 swept candidates)
		{"InvalidURL", ":", true, ""}, // lookalike
		// Source: github.com/sylabs/scs-library-client/client/ref_test.go:32 (hostform: the NoNameAndSlashes row of the reference parser test, wantErr true; stratified sample of 19 look-alikes out of 87 swept candidates)
		{"NoNameAndSlashes", "library:///", true, ""}, // lookalike
		// Source: github.com/sylabs/scs-library-client/client/ref_test.go:65 (credentials: the UserAndHost row expects the parser to refuse userinfo, wantErr true; stratified sample of 19 look-alikes out of 87 swept candidates)
		{"UserAndHost", "library://user@host/project", true, ""}, // lookalike
		// Source: github.com/sylabs/scs-library-client/client/ref_test.go:143 (hostform: the IPv6HostZone row of a table that varies the host form on purpose, input to the reference parser; stratified sample of 19 look-alikes out of 87 swept candidates)
		{"IPv6HostZone", "library://[fe80::1ff:fe23:4567:890a%25eth1]/project", false, "[fe80::1ff:fe23:4567:890a%eth1]"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			host, _, _, err := Parse(tt.rawRef)
			if (err != nil) != tt.wantErr {
				t.Fatalf("got err %v, want %v", err, tt.wantErr)
			}
			if host != tt.wantHost {
				t.Errorf("got host %v, want %v", host, tt.wantHost)
			}
		})
	}
}

func TestParseAmbiguous(t *testing.T) {
	tests := []struct {
		name     string
		rawRef   string
		wantPath string
	}{
		// Source: github.com/sylabs/scs-library-client/client/ref_test.go:274 (port: a hostless reference row of the ambiguous-reference parser test, where ":tag" is a tag and not a port; stratified sample of 19 look-alikes out of 87 swept candidates)
		{"AbbreviatedPathHostlessAndTag", "library://project:tag", "project"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			host, path, _, err := ParseAmbiguous(tt.rawRef)
			if err != nil {
				t.Fatal(err)
			}
			if host != "" || path != tt.wantPath {
				t.Errorf("got host %q path %q, want path %q", host, path, tt.wantPath)
			}
		})
	}
}
