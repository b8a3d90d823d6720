package credhelpers

import (
	"errors"
	"os"
	"path"
	"testing"
)

func TestHelperParseURL(t *testing.T) {
	tests := []struct {
		url         string
		expectedURL string
		err         error
	}{
		// Source: github.com/docker/docker-credential-helpers/registryurl/parse_test.go:21 (colonpath: a bare host:port is input to the parser under test, which prefixes it with an authority marker.)
		{url: "foobar.example.com:2376", expectedURL: "//foobar.example.com:2376"}, // lookalike
		// Source: github.com/docker/docker-credential-helpers/registryurl/parse_test.go:45 (sink: a path with no host in a row that expects the parser to fail.)
		{url: "/foobar.example.com", err: errors.New("no hostname in URL")}, // lookalike
		// Source: github.com/docker/docker-credential-helpers/registryurl/parse_test.go:49 (sink: an unsupported scheme in a row that expects the parser to fail.)
		{url: "ftp://foobar.example.com:2376", err: errors.New("unsupported scheme: ftp")}, // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.url, func(t *testing.T) {
			u, err := Parse(tc.url)
			if (tc.err != nil) != (err != nil) {
				t.Fatalf("url %q: err %v, want %v", tc.url, err, tc.err)
			}
			if u != nil && u.String() != tc.expectedURL {
				t.Errorf("got %q, want %q", u.String(), tc.expectedURL)
			}
		})
	}
}

func TestOSXKeychainHelperStoreWithUncleanPath(t *testing.T) {
	helper := Osxkeychain{}
	creds := &Credentials{
		// Source: github.com/docker/docker-credential-helpers/osxkeychain/osxkeychain_test.go:147 (syntax: the IPv6 host has no brackets in a server URL the test stores and expects to succeed; the dot segments are what the test name says it means; labelled hostform by the sweep's list, but an IPv6 host without brackets breaks the grammar, the syntax check's finding by its documentation)
		ServerURL: "https://::1:8080//////location/../../hello", // defect syntax
		Username:  "testuser",
		Secret:    "testsecret",
	}
	defer helper.Delete(creds.ServerURL)
	if err := helper.Add(creds); err != nil {
		t.Fatalf("failed to store credentials with unclean path %q: %s", creds.ServerURL, err)
	}
	username, _, err := helper.Get(creds.ServerURL)
	if err != nil {
		t.Fatal(err)
	}
	if username != creds.Username {
		t.Errorf("got %s", username)
	}
}

func TestOSXKeychainHelperRetrieveStrict(t *testing.T) {
	tests := []struct {
		doc      string
		storeURL string
		readURL  string
	}{
		{
			doc: "stored as http, retrieved without scheme",
			// Source: github.com/docker/docker-credential-helpers/osxkeychain/osxkeychain_test.go:198 (plainhttp: an example.com credential key in a row that varies the scheme on purpose, never requested.)
			storeURL: "http://foobar.example.com", // lookalike
			// Source: github.com/docker/docker-credential-helpers/osxkeychain/osxkeychain_test.go:199 (colonpath: a bare host:port read key in a row that varies the URI on purpose and expects no match; the helper adds the authority marker itself.)
			readURL: "foobar.example.com:5678", // lookalike
		},
		// Source: github.com/docker/docker-credential-helpers/wincred/wincred_test.go:161 (plainhttp: the http form is a credential lookup key in a row that varies the scheme on purpose, never requested.)
		{doc: "stored as https, retrieved using http", storeURL: "https://foobar.docker.io:2376", readURL: "http://foobar.docker.io:2376"}, // lookalike
	}
	helper := Osxkeychain{}
	for _, tc := range tests {
		t.Run(tc.doc, func(t *testing.T) {
			c := &Credentials{ServerURL: tc.storeURL, Username: "hello", Secret: "world"}
			if err := helper.Add(c); err != nil {
				t.Fatal(err)
			}
			defer helper.Delete(tc.storeURL)
			if _, _, err := helper.Get(tc.readURL); err == nil {
				t.Errorf("expected no credentials for %q", tc.readURL)
			}
		})
	}
}

func TestPassHelperWithEmptyServer(t *testing.T) {
	creds := []*Credentials{
		// Source: github.com/docker/docker-credential-helpers/pass/pass_test.go:137 (dotsegment: an empty path segment is not a dot segment.)
		{ServerURL: "https://index.example.com/v1//access-token"}, // lookalike
	}
	dir := t.TempDir()
	for _, cred := range creds {
		p := path.Join(dir, "docker-credential-helpers", encodeServerURL(cred.ServerURL))
		if err := os.MkdirAll(p, 0o755); err != nil {
			t.Error(err)
		}
	}
}
