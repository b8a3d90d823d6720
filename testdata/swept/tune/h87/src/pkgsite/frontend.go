package pkgsite

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Source: golang.org/x/pkgsite/internal/frontend/links.go:164 (escaper: url.PathEscape is the right escaper for names placed in path segments)
func depsDevLink(name, version string) string {
	return "https://deps.dev/go/" + url.PathEscape(name) + "/" + url.PathEscape(version) // lookalike
}

// Client is a frontend client.
type Client struct {
	url        string
	httpClient *http.Client
}

// Source: golang.org/x/pkgsite/internal/frontend/client/client.go:65 (escaper: the query is escaped with url.QueryEscape and the raw mode is one of a few fixed mode names)
func (c *Client) Search(q, mode string) (*http.Response, error) {
	u := fmt.Sprintf("%s/search?q=%s&content=json&m=%s", c.url, url.QueryEscape(q), mode) // lookalike
	return c.httpClient.Get(u)
}

// Source: golang.org/x/pkgsite/internal/frontend/fetchserver/404.go:135 (escaper: url.QueryEscape is the right escaper for a query value)
func redirectToSearch(w http.ResponseWriter, r *http.Request, fullPath string) {
	http.Redirect(w, r, "/search?q="+url.QueryEscape(fullPath), http.StatusFound) // lookalike
}

// Example is an API example.
type Example struct{ Request string }

// Source: golang.org/x/pkgsite/internal/api/docpage.go:385 (baseslash: the base is a server root of scheme and host, and the example requests are absolute paths on that server on purpose)
func executeExamples(baseURL string, examples []Example) error {
	base, err := url.Parse(baseURL)
	if err != nil {
		return err
	}
	for _, ex := range examples {
		rel, err := url.Parse(ex.Request)
		if err != nil {
			return err
		}
		urlStr := base.ResolveReference(rel).String() // lookalike
		resp, err := http.Get(urlStr)
		if err != nil {
			return err
		}
		resp.Body.Close()
	}
	return nil
}

// Source: golang.org/x/pkgsite/internal/frontend/server.go:402 (plainhttp: a crawler user-agent substring that is matched, never requested)
var crawlers = []string{
	"+http://www.google.com/bot.html", // lookalike
}

func isCrawler(ua string) bool {
	for _, c := range crawlers {
		if strings.Contains(ua, c) {
			return true
		}
	}
	return false
}

// Source: golang.org/x/pkgsite/internal/godoc/dochtml/internal/render/linkify.go:507 (syntax: the format verb is filled with an RFC number before use)
func rfcLink(number string) string {
	return fmt.Sprintf("https://rfc-editor.org/rfc/rfc%s.html", number) // lookalike
}

// Source: golang.org/x/pkgsite/internal/frontend/doc.go:66 (hostform: the bare scheme prefix is trimmed off a repository URL, it is no URI itself)
func fileSourceRoot(goRepoURL string) string {
	return strings.TrimPrefix(goRepoURL, "https://") // lookalike
}

// Source: golang.org/x/pkgsite/internal/embeddings/embeddings.go:133 (colonpath: ":predict" sits in a later segment of an absolute URI, not in a relative first segment)
func predict(location, projectID, model string, body []byte) (*http.Request, error) {
	u := fmt.Sprintf("https://%s-aiplatform.googleapis.com/v1/projects/%s/locations/%s/publishers/google/models/%s:predict", location, projectID, location, model) // lookalike
	return http.NewRequest("POST", u, bytes.NewReader(body))
}
