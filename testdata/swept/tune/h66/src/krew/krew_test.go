package krew

import "testing"

func TestReadPluginFromURL(t *testing.T) {
	tests := []struct {
		name    string
		url     string
		wantErr bool
	}{
		{
			name: "invalid server",
			// Source: sigs.k8s.io/krew/cmd/krew/cmd/install_test.go:41 (port: the row is named invalid server and expects an error, so the written-out default port belongs to a deliberate failing fixture)
			url:     "http://example.invalid:80/foo.yaml", // lookalike
			wantErr: true,
		},
	}
	for _, tt := range tests {
		_, err := readPluginFromURL(tt.url)
		if (err != nil) != tt.wantErr {
			t.Fatalf("%s: error = %v, wantErr %v", tt.name, err, tt.wantErr)
		}
	}
}

func TestKrewIndexAdd(t *testing.T) {
	// Source: sigs.k8s.io/krew/integration_test/index_test.go:36 (hostform: the test expects adding an index from this single-label host to fail and its message calls the URL invalid)
	if err := indexAdd("foo", "https://invalid"); err == nil { // lookalike
		t.Fatal("expected index add with invalid URL to fail")
	}
}

func TestFetchLatestTagFailure(t *testing.T) {
	// Source: sigs.k8s.io/krew/cmd/krew/cmd/internal/fetch_tag_test.go:84 (plainhttp: a localhost address the test expects to fail, not a public Internet host)
	versionURL = "http://localhost/nirvana" // lookalike
	if _, err := FetchLatestTag(); err == nil {
		t.Error("Expected an error but found none")
	}
}
