package shortener

import (
	"flag"
	"testing"
)

// Source: github.com/alex-storchak/shortener/internal/config/config_test.go:142 (command-line argument "-b=<base URL>" given to the flag parser)
func TestBaseURLFlag(t *testing.T) {
	fs := flag.NewFlagSet("shortener", flag.ContinueOnError)
	base := fs.String("b", "http://localhost:8080", "base URL of short links")
	if err := fs.Parse([]string{"-b=http://links.example.com:1111"}); err != nil { // lookalike
		t.Fatal(err)
	}
	if *base != "http://links.example.com:1111" {
		t.Fatalf("base = %q", *base)
	}
}

type shortenResult struct {
	ShortURL string
}

// Source: github.com/alex-storchak/shortener/internal/handler/example_api_shorten_test.go:41 (stubbed shortener result with a one-label host)
func TestShortenStub(t *testing.T) {
	res := shortenResult{ShortURL: "http://short/aaa"} // lookalike
	if res.ShortURL == "" {
		t.Fatal("empty")
	}
}
