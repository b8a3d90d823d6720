package gogh

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

func browse(rawURL string) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", err
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https", "vscode", "vscode-insiders":
		return u.String(), nil
	}
	return "", errors.New("unsupported URL scheme")
}

func TestBrowse(t *testing.T) {
	tests := []struct {
		name     string
		url      string
		expected string
		wantErr  bool
	}{
		// Source: github.com/cli/go-gh/v2/pkg/browser/browser_test.go:52 (schemecase: the upper-case scheme is the row that checks the browser launcher accepts any scheme case, rules 2c and 2d; 1 of 1 scheme-case candidates)
		{name: "Explicit `HTTPS` URL works", url: "HTTPS://github.com", expected: "[explicit HTTPS https://github.com]"}, // lookalike
		// Source: github.com/cli/go-gh/v2/pkg/browser/browser_test.go:75 (syntax: the file scheme inside the case name is prose, and the row expects the launcher to refuse its file URL, rules 4 and 2a; uniform sample of 8 of 58 test text candidates)
		{name: "Explicit absolute `file://` URL errors", url: "file:///System/Applications/Calculator.app", wantErr: true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := browse(tt.url)
			if (err != nil) != tt.wantErr {
				t.Fatalf("browse() error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}
