package valid

import (
	"net/url"
	"testing"
)

func TestParseErrors(t *testing.T) {
	_, err := url.Parse("http://[::1") // a bad URI on purpose: no site
	if err == nil {
		t.Fatal("want error")
	}
	if _, err := url.Parse("http://a b/"); err == nil { // likewise
		t.Fatal("want error")
	}
	tests := []struct{ name, url string }{
		{"upper", "HTTP://X:80/"}, // a test table row: no shape site
	}
	_ = tests
}

func TestOK(t *testing.T) {
	_, err := url.Parse("http://ok.example.com/") // want `URI-reference net/url.Parse "http://ok.example.com/"`
	if err != nil {
		t.Fatal(err)
	}
}
