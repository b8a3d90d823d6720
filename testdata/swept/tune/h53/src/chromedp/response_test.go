package chromedp

import (
	"context"
	"fmt"
	"html/template"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"strings"
	"testing"
)

var testdataDir string

// Source: github.com/chromedp/chromedp/chromedp_test.go:55 (pathjoin: path.Join joins the working directory with testdata before the scheme is added; one of a sample of 11 of 22 swept look-alike lines.)
func init() {
	wd, err := os.Getwd()
	if err != nil {
		panic(fmt.Sprintf("could not get working directory: %v", err))
	}
	testdataDir = "file://" + path.Join(wd, "testdata") // lookalike
}

func TestNavigateResponse(t *testing.T) {
	// Source: github.com/chromedp/chromedp/chromedp_test.go:1241 (syntax: a template link whose host is filled later, in the case named badprotocol, rule 2b; one of a sample of 11 of 22 swept look-alike lines.)
	indexTmpl := template.Must(template.New("").Parse(`<a id="url_badprotocol" href="bad://{{.Host}}/index">badprotocol</a>`)) // lookalike
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = indexTmpl.Execute(w, r)
	}))
	t.Cleanup(ts.Close)
	badIframe := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		// Source: github.com/chromedp/chromedp/chromedp_test.go:1287 (sink: the unknown scheme is the point of the BadIframe case, rule 2b; one of a sample of 11 of 22 swept look-alike lines.)
		fmt.Fprintf(w, `<html><body><iframe src="badurl://localhost/"></iframe></body></html>`) // lookalike
	}))
	t.Cleanup(badIframe.Close)

	tests := []struct {
		name    string
		url     string
		wantErr string
	}{
		{
			name: "BadTLS",
			// Source: github.com/chromedp/chromedp/chromedp_test.go:1322 (hostform: scheme prefixes given to strings.ReplaceAll, not URIs; row BadTLS; one of a sample of 11 of 22 swept look-alike lines.)
			url:     strings.ReplaceAll(ts.URL, "http://", "https://") + "/index", // lookalike
			wantErr: "ERR_SSL_PROTOCOL_ERROR",
		},
		{
			name: "BadProtocol",
			// Source: github.com/chromedp/chromedp/chromedp_test.go:1331 (sink: replacing the scheme by bad is the point of the BadProtocol row, rule 2b; one of a sample of 11 of 22 swept look-alike lines.)
			url:     strings.ReplaceAll(ts.URL, "http://", "bad://") + "/index", // lookalike
			wantErr: "ERR_ABORTED",
		},
		{
			name: "BadIframe",
			url:  badIframe.URL,
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			err := Do(context.Background(), Navigate(test.url))
			if test.wantErr != "" && (err == nil || !strings.Contains(err.Error(), test.wantErr)) {
				t.Fatalf("got %v, want %q", err, test.wantErr)
			}
		})
	}
}
