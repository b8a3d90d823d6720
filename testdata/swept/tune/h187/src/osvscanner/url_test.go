package osvscanner

import (
	"runtime"
	"testing"
)

// Code copied from https://github.com/golang/go/blob/7c2b69080a0b9e35174cc9c93497b6e7176f8275/src/cmd/go/internal/web/url_test.go

type urlTest struct {
	url          string
	filePath     string
	canonicalURL string // If empty, assume equal to url.
	wantErr      string
}

func runURLFromFilePath(t *testing.T, tests []urlTest) {
	for _, tc := range tests {
		if tc.filePath == "" {
			continue
		}

		t.Run(tc.filePath, func(t *testing.T) {
			u, err := FromFilePath(tc.filePath)
			if err != nil {
				if err.Error() == tc.wantErr {
					return
				}
				if tc.wantErr == "" {
					t.Fatalf("urlFromFilePath(%v): %v; want <nil>", tc.filePath, err)
				} else {
					t.Fatalf("urlFromFilePath(%v): %v; want %s", tc.filePath, err, tc.wantErr)
				}
			}

			if tc.wantErr != "" {
				t.Fatalf("urlFromFilePath(%v) = <nil>; want error: %s", tc.filePath, tc.wantErr)
			}

			wantURL := tc.url
			if tc.canonicalURL != "" {
				wantURL = tc.canonicalURL
			}
			if u.String() != wantURL {
				t.Errorf("urlFromFilePath(%v) = %v; want %s", tc.filePath, u, wantURL)
			}
		})
	}
}

func TestURLFromFilePath(t *testing.T) {
	if runtime.GOOS == "windows" {
		runURLFromFilePath(t, windowsURLTests)
	} else {
		runURLFromFilePath(t, urlTests)
	}
}
