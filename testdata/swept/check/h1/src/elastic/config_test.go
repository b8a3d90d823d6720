package elastic

import "testing"

// Source: github.com/olivere/elastic/v7/config/config_test.go:10 (input of the package's configuration parser, which takes the credentials out of the URL)
func TestParseConfig(t *testing.T) {
	urls := "http://user:pwd@elastic:19220/store-blobs?sniff=true" // lookalike
	cfg, err := ParseConfig(urls)
	if err != nil {
		t.Fatal(err)
	}
	if want, got := "http://elastic:19220", cfg.URL; want != got { // lookalike
		t.Fatalf("expected URL = %q, got %q", want, got)
	}
	if cfg.Username != "user" || cfg.Password != "pwd" {
		t.Fatalf("credentials %q %q", cfg.Username, cfg.Password)
	}
}
